import type { LatestAssessment, NpiRanking, Outage } from '@netlens/core';
import { useTranslation } from '../../lib/i18n';
import { formatCount, formatMs, formatPercent } from '../../ui/format';
import { DataTable } from '../../ui/table/DataTable';
import { useSolutionStyles } from '../../ui/solutionStyles';
import { AssessmentCell, placeName } from './values';

/** The outages of the solution, newest first. */
export function OutageTable({ outages }: { outages: Outage[] }) {
  const { t, i18n } = useTranslation();
  const styles = useSolutionStyles();
  const lang = i18n.language;
  const cols = ['place', 'category', 'start', 'end', 'days', 'baseline', 'peak', 'degradation'];
  return (
    <DataTable
      label={t('solutions.overview.outages')}
      className={styles.table}
      columns={cols.map((c) => t(`solutions.outage.${c}`))}
      rows={outages.map((o) => ({
        key: o.id,
        data: { 'data-outage': o.id },
        cells: [
          placeName(o, t('solutions.global')),
          t('solutions.outage.categoryValue', { category: o.category }),
          o.startDate,
          o.endDate ?? t('solutions.outage.ongoing'),
          formatCount(o.days, lang),
          formatMs(o.baselineLatencyMs, lang),
          formatMs(o.peakLatencyMs, lang),
          formatPercent(o.degradationPercent / 100, lang),
        ],
      }))}
    />
  );
}

/** The index of top providers at a place; the solution itself marked. */
export function NpiTable({ ranking, solutionId }: { ranking: NpiRanking; solutionId: string }) {
  const { t, i18n } = useTranslation();
  const styles = useSolutionStyles();
  const lang = i18n.language;
  return (
    <DataTable
      label={t('solutions.overview.topProviders')}
      className={styles.table}
      columns={[
        t('solutions.npi.rank'),
        t('solutions.npi.solution'),
        t('solutions.npi.provider'),
        t('solutions.metric.npi'),
        t('solutions.metric.latency'),
      ]}
      rows={ranking.items.map((r) => ({
        key: r.solutionId,
        cells: [
          formatCount(r.rank, lang),
          <>
            {r.solutionName}{' '}
            {r.solutionId === solutionId && <span className={styles.muted}>{t('solutions.npi.this')}</span>}
          </>,
          r.partnerName,
          formatCount(Math.round(r.npi), lang),
          r.latencyMs === null ? '—' : formatMs(r.latencyMs, lang),
        ],
      }))}
    />
  );
}

/** The latest meetings assessment per place: the level in its colour, or why it is hidden. */
export function AssessmentTable({ rows }: { rows: LatestAssessment[] }) {
  const { t, i18n } = useTranslation();
  const styles = useSolutionStyles();
  return (
    <DataTable
      label={t('solutions.overview.assessments')}
      className={styles.table}
      columns={[t('solutions.metric.place'), t('solutions.metric.meetings'), t('solutions.metric.samples')]}
      rows={rows.map((r) => ({
        key: `${r.aggrLevel}|${r.country}|${r.state}|${r.city}`,
        cells: [
          placeName(r, t('solutions.global')),
          <AssessmentCell key="a" values={r} />,
          formatCount(r.sampleCount, i18n.language),
        ],
      }))}
    />
  );
}
