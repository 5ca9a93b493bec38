import { useMemo } from 'react';
import { Badge, TableCell, TableRow } from '@fluentui/react-components';
import type { PartnerSolution, PartnerSummary } from '@netlens/core';
import { useTranslation } from '../../lib/i18n';
import { Empty, LoadError, Loading } from '../../ui/States';
import { metricsBySolution, outageWindowStart } from './metrics';
import { MetricCells } from './MetricCells';
import { usePerformanceLatestPagination, useOutageHistory } from './queries';
import { SolutionLink } from './SolutionLink';
import { ReportTable } from './ReportTable';
import { useReportStyles } from './styles';

/**
 * Details: every solution of the providers shown, with its provider's status, its performance
 * (coverage, latest month's latency and meetings assessment, outages of the past 90 days) and its
 * link to the details page.
 */
export function SolutionDetails({
  solutions,
  partners,
}: {
  solutions: PartnerSolution[];
  partners: PartnerSummary[];
}) {
  const { t } = useTranslation();
  const styles = useReportStyles();
  const global = usePerformanceLatestPagination('Global');
  const countries = usePerformanceLatestPagination('Country');
  const cities = usePerformanceLatestPagination('City');
  const since = useMemo(() => outageWindowStart(), []);
  const outages = useOutageHistory(since);
  const perf = [global, countries, cities, outages];
  const failed = perf.find((q) => q.isError);
  const metricsOf =
    global.data && countries.data && cities.data && outages.data
      ? metricsBySolution(global.data, countries.data, cities.data, outages.data)
      : null;
  if (solutions.length === 0) return <Empty text={t('internal.details.empty')} />;
  const statusOf = new Map(partners.map((p) => [p.partnerInternalId, p.status]));
  const label = t('internal.details.table');
  return (
    <>
      {failed ? (
        <LoadError error={failed.error} onRetry={() => perf.forEach((q) => void q.refetch())} />
      ) : (
        !metricsOf && <Loading label={t('internal.metrics.loading')} />
      )}
      <ReportTable
        label={label}
        columnsKey="internal.details.columns"
        wide
        columns={[
          'solution',
          'provider',
          'status',
          'type',
          'visibility',
          'coverage',
          'latency',
          'assessment',
          'outages',
        ]}
      >
        {solutions.map((s) => {
          const status = statusOf.get(s.partnerInternalId);
          return (
            <TableRow key={s.id}>
              <TableCell>
                <SolutionLink solutionId={s.id}>{s.name}</SolutionLink>
              </TableCell>
              <TableCell className={styles.muted}>{s.partnerName}</TableCell>
              <TableCell>{status ? t(`partners.status.${status}`) : ''}</TableCell>
              <TableCell>{t(`partners.types.${s.type}`)}</TableCell>
              <TableCell>
                <div className={styles.badges}>
                  <span>{t(`partners.visibility.${s.visibility}`)}</span>
                  {s.isContributed && (
                    <Badge appearance="tint" color="brand">
                      {t('partners.solutions.contributed')}
                    </Badge>
                  )}
                  {s.hasPendingChange && (
                    <Badge appearance="tint" color="warning">
                      {t('partners.solutions.pending')}
                    </Badge>
                  )}
                </div>
              </TableCell>
              <MetricCells m={metricsOf ? metricsOf(s.id) : null} />
            </TableRow>
          );
        })}
      </ReportTable>
    </>
  );
}
