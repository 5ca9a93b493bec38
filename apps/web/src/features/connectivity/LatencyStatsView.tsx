import { Badge, Caption1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { LatencyStatistics } from '@netlens/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { formatCount, formatMs } from '../../ui/format';
import { MedianWithInterval } from '../../ui/IntervalValue';
import { probeMedianTip } from './medianTip';
import { SamplePlot } from './SamplePlot';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    marginTop: tokens.spacingVerticalXS,
  },
  list: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(88px, 1fr))',
    gap: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalM}`,
    margin: 0,
  },
  item: { display: 'flex', flexDirection: 'column' },
  // The median with its interval ("24.1 ms (23.6–24.9 ms)") takes two columns.
  wide: { gridColumn: 'span 2' },
  term: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: 'tabular-nums' },
  timing: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  note: { color: tokens.colorNeutralForeground3 },
});

/** Min, median (with its 95% confidence interval), p90, max, jitter, the sample count and plot of the browser's probes, with their precision. */
export function LatencyStatsView({
  stats,
  samples,
}: {
  stats: LatencyStatistics;
  samples: readonly number[];
}) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const lang = i18n.language;
  const entries: [string, ReactNode][] = [
    ['min', formatMs(stats.min, lang)],
    [
      'median',
      <MedianWithInterval
        median={stats.median}
        interval={stats.medianInterval}
        tip={probeMedianTip(t, stats.count, i18n.language)}
      />,
    ],
    ['p90', formatMs(stats.p90, lang)],
    ['max', formatMs(stats.max, lang)],
    ['jitter', formatMs(stats.jitter, lang)],
    ['count', formatCount(stats.count, lang)],
  ];
  const coarse = stats.timing === 'coarse';
  return (
    <div className={styles.root}>
      <dl className={styles.list}>
        {entries.map(([key, value]) => (
          <div key={key} className={mergeClasses(styles.item, key === 'median' && styles.wide)}>
            <dt className={styles.term}>{t(`report.stats.${key}`)}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
      <SamplePlot samples={samples} median={stats.median} />
      <div className={styles.timing}>
        <Badge appearance="tint" color={coarse ? 'warning' : 'informative'} shape="rounded">
          {t(coarse ? 'report.stats.coarse' : 'report.stats.detailed')}
        </Badge>
        <Caption1 className={styles.note}>
          {t(coarse ? 'report.stats.coarseNote' : 'report.stats.detailedNote')}
        </Caption1>
      </div>
    </div>
  );
}
