import { memo, type Ref } from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { NavigationRegular } from '@fluentui/react-icons/svg/navigation';
import { useTranslation } from '../lib/i18n';
import { Link, useLocation } from 'react-router';
import { useA11yStyles } from '../ui/a11y';
import { Media } from '../ui/breakpoints';
import { LanguagePicker } from './LanguagePicker';
import { CloudLogo } from './Logo';
import { useShell } from '../ui/ShellContext';
import { showsSignIn } from './signIn';
import { LazyTooltip } from '../ui/LazyTooltip';
import { AccountButton } from '../features/identity';

const useStyles = makeStyles({
  header: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    minHeight: '52px',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    boxSizing: 'border-box',
    [Media.belowNav]: { gridTemplateColumns: 'minmax(0, 1fr) auto' },
  },
  start: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  brand: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    minWidth: 0,
    color: tokens.colorNeutralForeground1,
    textDecoration: 'none',
    borderRadius: tokens.borderRadiusMedium,
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalXS}`,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  logo: { flexShrink: 0, display: 'block', [Media.narrow]: { height: '28px' } },
  product: {
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
    paddingInlineStart: tokens.spacingHorizontalM,
    borderInlineStartWidth: tokens.strokeWidthThin,
    borderInlineStartStyle: 'solid',
    borderInlineStartColor: tokens.colorNeutralStroke1,
    [Media.belowNav]: { borderInlineStartStyle: 'none', paddingInlineStart: 0 },
    [Media.narrow]: { fontSize: tokens.fontSizeBase300, lineHeight: tokens.lineHeightBase300 },
  },
  end: { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: tokens.spacingHorizontalXS },
  spacer: { [Media.belowNav]: { display: 'none' } },
  account: { display: 'contents' },
});

interface HeaderProps {
  navId: string;
  navExpanded: boolean;
  onToggleNav: () => void;
  toggleRef: Ref<HTMLButtonElement>;
}

// Rendered again only when the sign-in state changes, not with every page.
const StableAccountButton = memo(AccountButton);

/** The account button where the page allows signing in; the only part of the banner that follows the page. */
function AccountSlot({ className }: { className: string }) {
  const { config } = useShell();
  const { pathname } = useLocation();
  if (!showsSignIn(pathname, config.uxFeatureControl)) return null;
  return (
    <div className={className}>
      <StableAccountButton />
    </div>
  );
}

/** The banner: navigation toggle, cloud logo and product name, language picker, account slot. */
export function Header({ navId, navExpanded, onToggleNav, toggleRef }: HeaderProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const a11y = useA11yStyles();
  const { config } = useShell();
  const cloud = config.cloudName;
  return (
    <header className={styles.header}>
      <div className={styles.start}>
        <LazyTooltip content={t('nav.toggle')}>
          <Button
            ref={toggleRef}
            appearance="subtle"
            size="large"
            icon={<NavigationRegular />}
            aria-expanded={navExpanded}
            aria-controls={navId}
            onClick={onToggleNav}
          />
        </LazyTooltip>
        <Link to="/" className={styles.brand}>
          <CloudLogo cloud={cloud} className={styles.logo} />
          <span className={styles.product}>{t('app.productName')}</span>
          {cloud !== 'MultiTenant' && <span className={a11y.visuallyHidden}>{t(`cloud.${cloud}`)}</span>}
        </Link>
      </div>
      <div className={styles.spacer} />
      <div className={styles.end}>
        <LanguagePicker />
        <AccountSlot className={styles.account} />
      </div>
    </header>
  );
}
