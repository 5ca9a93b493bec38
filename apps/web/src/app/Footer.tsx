import { Link, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Media } from '../ui/breakpoints';
import { useTranslation } from '../lib/i18n';
import { AppLink } from '../ui/AppLink';
import { visibleFooterLinks, type FooterItem } from './footer';
import { useShell } from '../ui/ShellContext';

const useStyles = makeStyles({
  footer: {
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground2,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'flex-end',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    [Media.narrow]: { justifyContent: 'center' },
  },
  link: { fontSize: 'inherit', color: tokens.colorNeutralForeground2 },
  text: { fontSize: 'inherit', color: tokens.colorNeutralForeground2 },
});

/** The contentinfo landmark: legal and service links, copyright and (China) filing records. */
export function Footer() {
  const { t } = useTranslation();
  const styles = useStyles();
  const { config, session } = useShell();
  const items = visibleFooterLinks({
    signedIn: session.signedIn,
    privacyUrl: session.privacyUrl,
    ux: config.uxFeatureControl,
    cloudName: config.cloudName,
    env: config.env,
    links: config.links,
    filingRecords: config.filingRecords,
  });
  // Every UI language writes the year in ASCII digits: no number formatter here, whose first use
  // (the ICU data it sets up) would cost the start page some 100 ms on a slow machine.
  const year = String(new Date().getFullYear());
  const render = (item: FooterItem) => {
    switch (item.kind) {
      case 'internal':
        return (
          <AppLink to={item.path} className={styles.link}>
            {t(item.labelKey)}
          </AppLink>
        );
      case 'external':
        return (
          <Link href={item.href} className={styles.link}>
            {t(item.labelKey)}
          </Link>
        );
      case 'record':
        return (
          <Link href={item.href} className={styles.link} lang="zh-Hans">
            {item.text}
          </Link>
        );
      case 'copyright':
        return <Text className={styles.text}>{t(item.labelKey, { year })}</Text>;
    }
  };
  return (
    <footer className={styles.footer}>
      <ul className={styles.list} aria-label={t('footer.links')}>
        {items.map((item) => (
          <li key={item.id}>{render(item)}</li>
        ))}
      </ul>
    </footer>
  );
}
