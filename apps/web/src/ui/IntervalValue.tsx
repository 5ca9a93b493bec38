import { makeStyles, tokens } from '@fluentui/react-components';
import type { ConfidenceInterval } from '@netlens/core/stats';
import { useTranslation } from '../lib/i18n';
import { formatMsFine, formatMsRange } from './format';
import { LazyTooltip } from './LazyTooltip';

const useStyles = makeStyles({
  stated: {
    textDecorationLine: 'underline',
    textDecorationStyle: 'dotted',
    textUnderlineOffset: '3px',
    cursor: 'help',
  },
  none: { color: tokens.colorNeutralForeground3 },
});

/**
 * A median latency with its 95% confidence interval, "24.1 ms (23.6–24.9 ms)", explained by a
 * tooltip (`tip`); "24.1 ms (not enough samples)" where there is none, never a false range.
 */
export function MedianWithInterval({
  median,
  interval,
  tip,
}: {
  median: number;
  interval: ConfidenceInterval | null;
  tip: string;
}) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const lang = i18n.language;
  const value = formatMsFine(median, lang);
  if (!interval) {
    return (
      <span className={styles.none}>{t('interval.stated', { value, range: t('interval.notEnough') })}</span>
    );
  }
  const range = formatMsRange(interval.lower, interval.upper, lang);
  return (
    <LazyTooltip content={tip} relationship="description" withArrow>
      <span className={styles.stated} tabIndex={0} data-testid="median-interval">
        {t('interval.stated', { value, range })}
      </span>
    </LazyTooltip>
  );
}
