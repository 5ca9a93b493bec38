import { Body1, Title2 } from '@fluentui/react-components';
import { ShieldProhibitedRegular } from '@fluentui/react-icons/svg/shield-prohibited';
import { useTranslation } from '../lib/i18n';
import { useStateStyles } from '../ui/states.styles';

/** Shown instead of page content when the signed-in tenant may not use this site (spec §6). */
export function TenantBlocked() {
  const { t } = useTranslation();
  const styles = useStateStyles();
  return (
    <div className={styles.center}>
      <section className={styles.empty} aria-labelledby="tenant-blocked-title">
        <ShieldProhibitedRegular className={styles.emptyIcon} aria-hidden />
        <Title2 as="h1" id="tenant-blocked-title" className={styles.heading}>
          {t('shell.tenantBlocked.title')}
        </Title2>
        <Body1 as="p">{t('shell.tenantBlocked.message')}</Body1>
      </section>
    </div>
  );
}
