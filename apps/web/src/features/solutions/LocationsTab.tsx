import { useState } from 'react';
import { Button, Radio, RadioGroup } from '@fluentui/react-components';
import type { SolutionPerformance } from '@netlens/core';
import { useTranslation } from '../../lib/i18n';
import { Loading } from '../../ui/States';
import { DataTable } from '../../ui/table/DataTable';
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
      <DataTable
        label={t('solutions.locations.title')}
        className={styles.table}
        columns={[
          t('solutions.metric.place'),
          ...METRICS.map((m) => t(`solutions.metric.${m}`)),
          t('solutions.metric.meetings'),
          t('solutions.metric.samples'),
        ]}
        rows={latest.data.map((p) => {
          const name = placeName(p, t('solutions.global'));
          return {
            key: `${p.country}|${p.state}|${p.city}`,
            data: { 'data-place': name },
            cells: [
              <Button
                className={styles.placeButton}
                appearance="transparent"
                onClick={() => onOpen(p)}
                aria-label={t('solutions.locations.openHistory', { place: name })}
              >
                {name}
              </Button>,
              ...(p.hiddenReason
                ? [{ content: <HiddenReasonText reason={p.hiddenReason} />, colSpan: METRICS.length + 1 }]
                : [
                    ...METRICS.map((m) => ({
                      content: <MetricValue values={p} metric={m} />,
                      data: { 'data-metric': m },
                    })),
                    <AssessmentCell values={p} />,
                  ]),
              formatCount(p.sampleCount, i18n.language),
            ],
          };
        })}
      />
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
