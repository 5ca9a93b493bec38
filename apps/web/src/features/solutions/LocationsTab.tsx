import { useState } from 'react';
import {
  Button,
  Radio,
  RadioGroup,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import type { SolutionPerformance } from '@netlens/core';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../ui/States';
import { TableScroll } from '../../ui/TableScroll';
import { formatCount } from '../../ui/format';
import { DataMessage } from './Messages';
import { usePerformanceLatest } from './queries';
import { useSolutionStyles } from '../../ui/solutionStyles';
import { AssessmentCell, HiddenReasonText, MetricValue, placeName, type Metric } from './values';

const LEVELS = ['City', 'State', 'Country'] as const;
const METRICS: Metric[] = ['latency', 'availability', 'connectedness', 'npi'];

/** #locations: the solution at each place of a level; hidden values show their reason. */
export function LocationsTab({
  solutionId,
  onOpen,
}: {
  solutionId: string;
  onOpen: (p: SolutionPerformance) => void;
}) {
  const { t, i18n } = useTranslation();
  const styles = useSolutionStyles();
  const [level, setLevel] = useState<(typeof LEVELS)[number]>('City');
  const latest = usePerformanceLatest(solutionId, level);
  let body;
  if (latest.isError) body = <DataMessage id="fetchFailed" onRetry={() => void latest.refetch()} />;
  else if (latest.isPending) body = <Loading label={t('solutions.loading')} />;
  else if (latest.data.length === 0) body = <DataMessage id="noPlace" />;
  else
    body = (
      <TableScroll label={t('solutions.locations.title')}>
        <Table className={styles.table} aria-label={t('solutions.locations.title')} size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('solutions.metric.place')}</TableHeaderCell>
              {METRICS.map((m) => (
                <TableHeaderCell key={m}>{t(`solutions.metric.${m}`)}</TableHeaderCell>
              ))}
              <TableHeaderCell>{t('solutions.metric.meetings')}</TableHeaderCell>
              <TableHeaderCell>{t('solutions.metric.samples')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {latest.data.map((p) => {
              const name = placeName(p, t('solutions.global'));
              return (
                <TableRow key={`${p.country}|${p.state}|${p.city}`} data-place={name}>
                  <TableCell>
                    <Button
                      className={styles.placeButton}
                      appearance="transparent"
                      onClick={() => onOpen(p)}
                      aria-label={t('solutions.locations.openHistory', { place: name })}
                    >
                      {name}
                    </Button>
                  </TableCell>
                  {p.hiddenReason ? (
                    <TableCell colSpan={METRICS.length + 1}>
                      <HiddenReasonText reason={p.hiddenReason} />
                    </TableCell>
                  ) : (
                    <>
                      {METRICS.map((m) => (
                        <TableCell key={m} data-metric={m}>
                          <MetricValue values={p} metric={m} />
                        </TableCell>
                      ))}
                      <TableCell>
                        <AssessmentCell values={p} />
                      </TableCell>
                    </>
                  )}
                  <TableCell>{formatCount(p.sampleCount, i18n.language)}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableScroll>
    );
  return (
    <div className={styles.section}>
      <RadioGroup
        layout="horizontal"
        aria-label={t('solutions.locations.level')}
        value={level}
        onChange={(_, d) => setLevel(d.value as (typeof LEVELS)[number])}
      >
        {LEVELS.map((l) => (
          <Radio key={l} value={l} label={t(`solutions.locations.levels.${l}`)} />
        ))}
      </RadioGroup>
      {body}
    </div>
  );
}
