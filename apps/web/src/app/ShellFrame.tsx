import { Suspense, useLayoutEffect, useMemo, useRef } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { Outlet } from 'react-router';
import { Footer } from './Footer';
import { Header } from './Header';
import { visibleNavItems } from './navigation';
import { NavPane } from './NavPane';
import { pageContext } from '../ui/pageAccess';
import { useShell } from '../ui/ShellContext';
import { SkipLink } from './SkipLink';
import { IdentityNotices } from '../features/identity';
import { useClaimRuns } from '../features/reports';
import { useNavCollapse } from './useNavCollapse';
import { usePageTitle } from './usePageTitle';
import { Media } from '../ui/breakpoints';
import { lazyComponent } from '../ui/lazyComponent';

// Shown only to an organisation the site refuses: a chunk of its own.
const TenantBlocked = lazyComponent(
  () => import('./TenantBlocked'),
  (m) => m.TenantBlocked,
);

const NavId = 'main-navigation';
const MainId = 'main-content';

const useStyles = makeStyles({
  root: { minHeight: '100vh', display: 'flex', flexDirection: 'column' },
  body: { position: 'relative', flexGrow: 1, display: 'flex', minHeight: 0 },
  // Keeps the content where it was while the expanded navigation floats over it.
  railSpacer: { flexShrink: 0, width: '52px' },
  scrim: { position: 'absolute', inset: 0, zIndex: 9, backgroundColor: tokens.colorBackgroundOverlay },
  main: {
    flexGrow: 1,
    minWidth: 0,
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXXXL}`,
    boxSizing: 'border-box',
    ':focus': { outline: 'none' },
    [Media.belowNav]: { padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalXL}` },
    [Media.narrow]: { padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalM}` },
  },
});

/**
 * What follows every navigation and every finished run: the page title and page view, and the
 * runs to save. A component of its own, so neither re-renders the shell around the page.
 */
function ShellEffects({ signedIn, saveEnabled }: { signedIn: boolean; saveEnabled: boolean }) {
  usePageTitle();
  useClaimRuns({ signedIn, saveEnabled });
  return null;
}

/** The loaded shell: skip link, header, left navigation, the routed page and the footer. */
export function ShellFrame() {
  const styles = useStyles();
  const shell = useShell();
  const { config, session } = shell;
  const nav = useNavCollapse();
  const toggleRef = useRef<HTMLButtonElement>(null);

  const items = useMemo(
    () => visibleNavItems({ ...pageContext(shell), links: config.links, builtRoutes: shell.builtRoutes }),
    [shell, config.links],
  );

  const { overlay, collapse } = nav;
  const dismissOverlay = () => {
    collapse();
    toggleRef.current?.focus();
  };

  // Escape closes the navigation while it floats over the content, wherever focus is; the
  // listener is in place as soon as the pane shows (a layout effect), not after a later paint.
  useLayoutEffect(() => {
    if (!overlay) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      collapse();
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [overlay, collapse]);

  return (
    <div className={styles.root}>
      <ShellEffects signedIn={session.signedIn} saveEnabled={!config.uxFeatureControl.DisableSaveReport} />
      <SkipLink targetId={MainId} />
      <Header navId={NavId} navExpanded={!nav.collapsed} onToggleNav={nav.toggle} toggleRef={toggleRef} />
      <div className={styles.body}>
        <NavPane
          id={NavId}
          items={items}
          collapsed={nav.collapsed}
          overlay={nav.overlay}
          onDismiss={dismissOverlay}
        />
        {nav.overlay && <div className={styles.railSpacer} />}
        {nav.overlay && <div className={styles.scrim} aria-hidden onClick={nav.collapse} />}
        <main id={MainId} tabIndex={-1} className={styles.main}>
          <IdentityNotices signInEnabled={!config.uxFeatureControl.DisableSignIn} />
          {session.tenantCheck === 'blocked' ? (
            <Suspense fallback={null}>
              <TenantBlocked.Component />
            </Suspense>
          ) : (
            <Outlet />
          )}
        </main>
      </div>
      <Footer />
    </div>
  );
}
