import { Suspense } from 'react';
import { endpoints, type NppDashboard } from '@netlens/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n';
import { endpointQuery } from '../../lib/endpointQuery';
import { formatCount, formatMs } from '../../ui/format';
import { Empty, LoadError, Loading } from '../../ui/States';
import { placeName } from '../solutions';
import { DataTable } from '../../ui/table/DataTable';
import { useSolutionStyles } from '../../ui/solutionStyles';
import { lazyComponent } from '../../ui/lazyComponent';
import { PageTitle } from '../../ui/PageTitle';
import { TitledSection } from '../../ui/TitledSection';

const CountChart = lazyComponent(
  () => import('./CountChart'),
  (m) => m.default,
).Component;

/** `/nppdashboard`: the provider programme at a glance, for everyone (multi-tenant cloud, flag on). */
export function NppDashboardPage() {
  const { t, i18n } = useTranslation();
  const styles = useSolutionStyles();
  const lang = i18n.language;
  const data = useQuery({ ...endpointQuery(endpoints.NppDashboard), gcTime: 1_200_000 });
  let body;
  if (data.isError) body = <LoadError error={data.error} onRetry={() => void data.refetch()} />;
  else if (data.isPending) body = <Loading label={t('nppdashboard.loading')} />;
  else body = <Dashboard d={data.data} lang={lang} />;
  return (
    <div className={styles.root}>
      <div className={styles.head}>
        <PageTitle>{t('nppdashboard.title')}</PageTitle>
        <span className={styles.subtitle}>{t('nppdashboard.intro')}</span>
      </div>
      {body}
    </div>
  );
}

function Dashboard({ d, lang }: { d: NppDashboard; lang: string }) {
  const { t } = useTranslation();
  const styles = useSolutionStyles();
  const solution = (s: {
    solutionName: string;
    partnerName: string;
    npi: number;
    latencyMs: number | null;
  }) =>
    `${s.solutionName} (${s.partnerName}) · ${t('nppdashboard.npi', { value: formatCount(Math.round(s.npi), lang) })}${
      s.latencyMs === null ? '' : ` · ${formatMs(s.latencyMs, lang)}`
    }`;
  return (
    <>
      <div className={styles.twoColumns}>
        <TitledSection title={t('nppdashboard.byStatus')}>
          <Suspense fallback={<Loading label={t('nppdashboard.loading')} />}>
            <CountChart
              label={t('nppdashboard.byStatus')}
              rows={d.providersByStatus.map((r) => ({
                name: t(`partners.status.${r.status}`),
                count: r.count,
              }))}
            />
          </Suspense>
        </TitledSection>
        <TitledSection title={t('nppdashboard.byType')}>
          <Suspense fallback={<Loading label={t('nppdashboard.loading')} />}>
            <CountChart
              label={t('nppdashboard.byType')}
              rows={d.solutionsByType.map((r) => ({ name: t(`partners.types.${r.type}`), count: r.count }))}
            />
          </Suspense>
        </TitledSection>
      </div>
      <TitledSection title={t('nppdashboard.coverage')}>
        {d.countries.length === 0 ? (
          <Empty text={t('nppdashboard.noCoverage')} />
        ) : (
          <DataTable
            label={t('nppdashboard.coverage')}
            columns={[t('nppdashboard.country'), t('nppdashboard.solutions'), t('nppdashboard.samples')]}
            rows={d.countries.map((c) => ({
              key: c.country,
              cells: [c.country, formatCount(c.solutionCount, lang), formatCount(c.sampleCount, lang)],
            }))}
          />
        )}
      </TitledSection>
      <TitledSection title={t('nppdashboard.metros')}>
        <p className={styles.muted}>{t('nppdashboard.privacy')}</p>
        {d.metros.length === 0 ? (
          <Empty text={t('nppdashboard.noMetros')} />
        ) : (
          <DataTable
            label={t('nppdashboard.metros')}
            className={styles.table}
            columns={[t('nppdashboard.metro'), t('nppdashboard.best'), t('nppdashboard.worst')]}
            rows={d.metros.map((m) => ({
              key: `${m.country}|${m.state}|${m.city}`,
              cells: [
                placeName(m, ''),
                solution(m.best),
                m.worst ? solution(m.worst) : t('nppdashboard.onlyOne'),
              ],
            }))}
          />
        )}
      </TitledSection>
    </>
  );
}
