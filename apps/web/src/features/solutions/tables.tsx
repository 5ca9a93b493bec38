import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import type { LatestAssessment, NpiRanking, Outage } from '@netlens/core';
import { useTranslation } from 'react-i18next';
import { formatCount, formatMs, formatPercent } from '../../ui/format';
import { TableScroll } from '../partners/TableScroll';
import { useSolutionStyles } from './styles';
import { AssessmentBadge, HiddenReasonText, placeName } from './values';

/** The outages of the solution, newest first. */
export function OutageTable({ outages }: { outages: Outage[] }) {
  const { t, i18n } = useTranslation();
  const styles = useSolutionStyles();
  const lang = i18n.language;
  const cols = ['place', 'category', 'start', 'end', 'days', 'baseline', 'peak', 'degradation'];
  return (
    <TableScroll label={t('solutions.overview.outages')}>
      <Table className={styles.table} aria-label={t('solutions.overview.outages')} size="small">
        <TableHeader>
          <TableRow>
            {cols.map((c) => (
              <TableHeaderCell key={c}>{t(`solutions.outage.${c}`)}</TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {outages.map((o) => (
            <TableRow key={o.id} data-outage={o.id}>
              <TableCell>{placeName(o, t('solutions.global'))}</TableCell>
              <TableCell>{t('solutions.outage.categoryValue', { category: o.category })}</TableCell>
              <TableCell>{o.startDate}</TableCell>
              <TableCell>{o.endDate ?? t('solutions.outage.ongoing')}</TableCell>
              <TableCell>{formatCount(o.days, lang)}</TableCell>
              <TableCell>{formatMs(o.baselineLatencyMs, lang)}</TableCell>
              <TableCell>{formatMs(o.peakLatencyMs, lang)}</TableCell>
              <TableCell>{formatPercent(o.degradationPercent / 100, lang)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}

/** The index of top providers at a place; the solution itself marked. */
export function NpiTable({ ranking, solutionId }: { ranking: NpiRanking; solutionId: string }) {
  const { t, i18n } = useTranslation();
  const styles = useSolutionStyles();
  const lang = i18n.language;
  return (
    <TableScroll label={t('solutions.overview.topProviders')}>
      <Table className={styles.table} aria-label={t('solutions.overview.topProviders')} size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('solutions.npi.rank')}</TableHeaderCell>
            <TableHeaderCell>{t('solutions.npi.solution')}</TableHeaderCell>
            <TableHeaderCell>{t('solutions.npi.provider')}</TableHeaderCell>
            <TableHeaderCell>{t('solutions.metric.npi')}</TableHeaderCell>
            <TableHeaderCell>{t('solutions.metric.latency')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {ranking.items.map((r) => (
            <TableRow key={r.solutionId}>
              <TableCell>{formatCount(r.rank, lang)}</TableCell>
              <TableCell>
                {r.solutionName}{' '}
                {r.solutionId === solutionId && (
                  <span className={styles.muted}>{t('solutions.npi.this')}</span>
                )}
              </TableCell>
              <TableCell>{r.partnerName}</TableCell>
              <TableCell>{formatCount(Math.round(r.npi), lang)}</TableCell>
              <TableCell>{r.latencyMs === null ? '—' : formatMs(r.latencyMs, lang)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}

/** The latest meetings assessment per place: the level in its colour, or why it is hidden. */
export function AssessmentTable({ rows }: { rows: LatestAssessment[] }) {
  const { t, i18n } = useTranslation();
  const styles = useSolutionStyles();
  return (
    <TableScroll label={t('solutions.overview.assessments')}>
      <Table className={styles.table} aria-label={t('solutions.overview.assessments')} size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('solutions.metric.place')}</TableHeaderCell>
            <TableHeaderCell>{t('solutions.metric.meetings')}</TableHeaderCell>
            <TableHeaderCell>{t('solutions.metric.samples')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={`${r.aggrLevel}|${r.country}|${r.state}|${r.city}`}>
              <TableCell>{placeName(r, t('solutions.global'))}</TableCell>
              <TableCell>
                {r.hiddenReason ? (
                  <HiddenReasonText reason={r.hiddenReason} />
                ) : r.assessmentLevel ? (
                  <AssessmentBadge
                    level={r.assessmentLevel}
                    color={r.assessmentColor}
                    score={r.meetingsScore}
                  />
                ) : (
                  '—'
                )}
              </TableCell>
              <TableCell>{formatCount(r.sampleCount, i18n.language)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}
