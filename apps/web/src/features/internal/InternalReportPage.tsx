import { Suspense } from 'react';
import { Tab, TabList } from '@fluentui/react-components';
import { useTranslation } from '../../lib/i18n';
import { useShell } from '../../ui/ShellContext';
import { lazyComponent } from '../../ui/lazyComponent';
import { Loading } from '../../ui/States';
import { LegacyReport } from './LegacyReport';
import { NpiTab } from './NpiTab';
import { ProvidersTab } from './ProvidersTab';
import { useReportStyles } from './styles';
import { TenantsTab } from './TenantsTab';
import { useReportParams } from './useReportParams';
import { PageTitle } from '../../ui/PageTitle';

// The chart library ships with the analytics tab alone.
const analytics = lazyComponent(
  () => import('./AnalyticsTab'),
  (m) => m.AnalyticsTab,
);

/** The report's tabs (spec 1 §2), in order; #npi only while the npiMonthly flag is on. */
const AllTabs = ['providers', 'npi', 'analytics', 'tenants'] as const;
type ReportTab = (typeof AllTabs)[number];

/**
 * The internal report by network service provider (`/vnext/partner/*`, and `/partner/*` while the
 * newInternalPortal flag is on): staff with leadership access (the page rule checks it).
 */
export function InternalReportPage() {
  const { t } = useTranslation();
  const styles = useReportStyles();
  const { flags } = useShell();
  const tabs = AllTabs.filter((tab) => tab !== 'npi' || flags.npiMonthly);
  const params = useReportParams(tabs);
  let panel;
  if (params.tab === 'npi') panel = <NpiTab />;
  else if (params.tab === 'analytics')
    panel = (
      <Suspense fallback={<Loading label={t('internal.analytics.loading')} />}>
        <analytics.Component provider={params.provider} />
      </Suspense>
    );
  else if (params.tab === 'tenants') panel = <TenantsTab provider={params.provider} />;
  else panel = <ProvidersTab params={params} />;
  return (
    <div className={styles.root}>
      <PageTitle>{t('internal.title')}</PageTitle>
      <TabList
        className={styles.tabs}
        selectedValue={params.tab}
        onTabSelect={(_, d) => params.setTab(d.value as ReportTab)}
        aria-label={t('internal.tabsLabel')}
      >
        {tabs.map((tab) => (
          <Tab key={tab} value={tab} id={`internal-tab-${tab}`}>
            {t(`internal.tabs.${tab}`)}
          </Tab>
        ))}
      </TabList>
      <div role="tabpanel" aria-labelledby={`internal-tab-${params.tab}`} className={styles.panel}>
        {panel}
      </div>
    </div>
  );
}

/** `/partner/*`: the new internal report, or the legacy one while the newInternalPortal flag is off. */
export function PartnerReportPage() {
  const { flags } = useShell();
  return flags.newInternalPortal ? <InternalReportPage /> : <LegacyReport />;
}
