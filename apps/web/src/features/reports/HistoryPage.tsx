import { useState } from 'react';
import { Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from '../../lib/i18n';
import { useShell } from '../../ui/ShellContext';
import { AdminSettingsCard } from './AdminSettingsCard';
import { ReportList } from './ReportList';
import { PageTitle } from '../../ui/PageTitle';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '1080px' },
});

/**
 * Route /reports: the signed-in user's saved and received reports, and org sharing settings
 * (the route's guard asks for sign-in and explains a switched-off history).
 */
export function HistoryPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const { config, session } = useShell();
  const [tab, setTab] = useState<'owned' | 'received'>('owned');
  return (
    <div className={styles.root}>
      <PageTitle>{t('history.title')}</PageTitle>
      <TabList selectedValue={tab} onTabSelect={(_, d) => setTab(d.value as 'owned' | 'received')}>
        <Tab value="owned">{t('history.owned')}</Tab>
        <Tab value="received">{t('history.received')}</Tab>
      </TabList>
      <div role="tabpanel" aria-label={t(tab === 'owned' ? 'history.owned' : 'history.received')}>
        <ReportList key={tab} kind={tab} />
      </div>
      {session.access.isOrganizationAdmin && !config.uxFeatureControl.DisableShareReport && (
        <AdminSettingsCard />
      )}
    </div>
  );
}
