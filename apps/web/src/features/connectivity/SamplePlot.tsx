import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from '../../lib/i18n';
import { formatCount, formatMs } from '../../ui/format';
import { niceMax } from './peerChart';

const W = 320;
const H = 64;
const Pad = 6;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, maxWidth: '360px' },
  svg: {
    display: 'block',
    width: '100%',
    height: 'auto',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  caption: { color: tokens.colorNeutralForeground3 },
});

/** Every latency sample in the order taken, with the median dashed: the spread behind the numbers. */
export function SamplePlot({ samples, median }: { samples: readonly number[]; median: number }) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  if (samples.length < 2) return null;
  const lang = i18n.language;
  const max = niceMax(samples);
  const x = (i: number) => Pad + (i / (samples.length - 1)) * (W - 2 * Pad);
  const y = (ms: number) => H - Pad - (ms / max) * (H - 2 * Pad);
  const label = t('report.stats.plotLabel', {
    count: formatCount(samples.length, lang),
    min: formatMs(Math.min(...samples), lang),
    max: formatMs(Math.max(...samples), lang),
    median: formatMs(median, lang),
  });
  return (
    <div className={styles.root}>
      <svg className={styles.svg} viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label}>
        <line
          x1={Pad}
          x2={W - Pad}
          y1={y(median)}
          y2={y(median)}
          stroke={tokens.colorNeutralForeground3}
          strokeDasharray="4 3"
        />
        {samples.map((ms, i) => (
          <circle key={i} cx={x(i)} cy={y(ms)} r={2.6} fill={tokens.colorBrandBackground} />
        ))}
      </svg>
      <Caption1 className={styles.caption}>
        {t('report.stats.plotCaption', { max: formatMs(max, lang) })}
      </Caption1>
    </div>
  );
}
