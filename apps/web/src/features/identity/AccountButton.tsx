import { Suspense, useState } from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { PersonRegular } from '@fluentui/react-icons/svg/person';
import { useTranslation } from '../../lib/i18n';
import { Media } from '../../ui/breakpoints';
import { useShell } from '../../ui/ShellContext';
import { lazyComponent } from '../../ui/lazyComponent';
import { startSignIn, signOut } from './signInActions';
import { Spinner } from '../../ui/Spinner';

// The signed-in menu (avatar, profile, sign-out) is a chunk of its own: the start page of a
// visitor who is not signed in goes without it.
const UserMenu = lazyComponent(
  () => import('./UserMenu'),
  (m) => m.UserMenu,
);

const useStyles = makeStyles({
  // Under 500 px the button keeps its icon; the label stays for assistive technology.
  signIn: { [Media.narrow]: { minWidth: 'auto', paddingInline: tokens.spacingHorizontalS } },
  // Holds the avatar's place while the menu's chunk loads.
  menuPending: { display: 'inline-block', width: '40px', height: '40px' },
  signInLabel: {
    [Media.narrow]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});

/** The header's account control: a sign-in button, a spinner while signing in, or the user menu. */
export function AccountButton() {
  const { t } = useTranslation();
  const styles = useStyles();
  const { session } = useShell();
  const [busy, setBusy] = useState(false);

  if (session.status === 'SsoSigningIn' || busy) {
    return <Spinner size="tiny" label={t(busy ? 'identity.signingIn' : 'identity.ssoSigningIn')} />;
  }
  const user = session.user;
  if (!session.signedIn || !user) {
    return (
      <Button
        className={styles.signIn}
        appearance="primary"
        icon={<PersonRegular />}
        onClick={() => (setBusy(true), startSignIn())}
      >
        <span className={styles.signInLabel}>{t('identity.signIn')}</span>
      </Button>
    );
  }
  const out = (everywhere: boolean) => {
    setBusy(true);
    signOut(everywhere).catch(() => setBusy(false));
  };
  return (
    <Suspense fallback={<span className={styles.menuPending} />}>
      <UserMenu.Component user={user} onSignOut={out} />
    </Suspense>
  );
}
