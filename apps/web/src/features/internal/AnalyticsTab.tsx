import { useMemo, useState } from 'react';
import { TableCell, TableRow } from '@fluentui/react-components';
import { useTranslation } from '../../lib/i18n';
import { formatMs } from '../../ui/format';
import { Empty, LoadError, Loading } from '../../ui/States';
import { PickerField } from './PickerField';
import { usePartnerList, usePerformanceHistories, usePartnerSolutionListAll } from './queries';
import { DateRanges, historyRange, isDateRange, type DateRange } from '@netlens/core';
import { ReportTable } from './ReportTable';
import { useReportStyles } from './styles';
import { TrendChart } from './TrendChart';
import { rangeMean, trendRows, TrendMetrics, type TrendMetric } from './trend';

/** Solutions drawn at once, so the lines stay readable. */
const MAX_LINES = 8;

/**
 * #analytics: how a provider's solutions trend over the past 30 days, 90 days, 6 months, 1 or
 * 2 years (spec 2 §9): one value at a time, daily for the short ranges, monthly for the long.
 */
export function AnalyticsTab({ provider }: { provider: string }) {
  const { t, i18n } = useTranslation();
  const styles = useReportStyles();
  const partners = usePartnerList();
  const solutions = usePartnerSolutionListAll();
  const [partnerId, setPartnerId] = useState(provider);
  const [range, setRange] = useState<DateRange>('90d');
  const [metric, setMetric] = useState<TrendMetric>('latencyMs');
  const span = useMemo(() => historyRange(range), [range]);
  const withSolutions = (partners.data ?? []).filter((p) =>
    (solutions.data ?? []).some((s) => s.partnerInternalId === p.partnerInternalId),
  );
  const chosen = withSolutions.find((p) => p.partnerInternalId === partnerId) ?? withSolutions[0];
  const shown = (solutions.data ?? [])
    .filter((s) => s.partnerInternalId === chosen?.partnerInternalId)
    .slice(0, MAX_LINES);
  const histories = usePerformanceHistories(
    shown.map((s) => s.id),
    span,
  );
  const lang = i18n.language;
  const format = (v: number) =>
    metric === 'latencyMs'
      ? formatMs(v, lang)
      : new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(v);

  if (partners.isPending || solutions.isPending) return <Loading label={t('internal.loading')} />;
  if (partners.isError) return <LoadError error={partners.error} onRetry={() => void partners.refetch()} />;
  if (solutions.isError)
    return <LoadError error={solutions.error} onRetry={() => void solutions.refetch()} />;
  if (!chosen) return <Empty text={t('internal.details.empty')} />;

  const failed = histories.find((h) => h.isError);
  const ready = histories.every((h) => h.data);
  const series = shown.map((s, i) => ({ id: s.id, name: s.name, points: histories[i]?.data?.items ?? [] }));
  const rows = ready ? trendRows(series, metric) : [];
  const metricName = t(`internal.analytics.metrics.${metric}`);
  let body;
  if (failed)
    body = <LoadError error={failed.error} onRetry={() => histories.forEach((h) => void h.refetch())} />;
  else if (!ready) body = <Loading label={t('internal.analytics.loading')} />;
  else if (rows.every((r) => shown.every((s) => r[s.id] === null)))
    body = <Empty text={t('internal.analytics.empty')} />;
  else
    body = (
      <>
        <TrendChart
          rows={rows}
          series={series}
          format={format}
          label={t('internal.analytics.chart', { metric: metricName, provider: chosen.name })}
        />
        <ReportTable
          label={t('internal.analytics.table')}
          columnsKey="internal.analytics.columns"
          columns={['solution', 'mean', 'periods']}
          size="small"
        >
          {series.map((s) => {
            const mean = rangeMean(s.points, metric);
            return (
              <TableRow key={s.id}>
                <TableCell>{s.name}</TableCell>
                <TableCell className={styles.number}>{mean === null ? '—' : format(mean)}</TableCell>
                <TableCell className={styles.number}>
                  {s.points.filter((p) => p[metric] !== null).length}
                </TableCell>
              </TableRow>
            );
          })}
        </ReportTable>
      </>
    );

  return (
    <div className={styles.section}>
      <div className={styles.toolbar}>
        <PickerField
          label={t('internal.providers.pick')}
          value={chosen.partnerInternalId}
          onChange={setPartnerId}
          options={withSolutions.map((p) => ({ value: p.partnerInternalId, label: p.name }))}
        />
        <PickerField
          label={t('internal.analytics.range')}
          value={range}
          onChange={(v) => isDateRange(v) && setRange(v)}
          options={DateRanges.map((r) => ({ value: r, label: t(`internal.analytics.ranges.${r}`) }))}
        />
        <PickerField
          label={t('internal.analytics.metric')}
          value={metric}
          onChange={(v) => setMetric(v as TrendMetric)}
          options={TrendMetrics.map((m) => ({ value: m, label: t(`internal.analytics.metrics.${m}`) }))}
        />
      </div>
      {body}
    </div>
  );
}
