import { makeStyles, tokens } from '@fluentui/react-components';
import { MEETS_RECOMMENDATIONS_SCORE, type MetroHealth } from '@netlens/core';
import { useTranslation } from '../../lib/i18n';
import { healthColors } from './healthColors';

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalXL}`,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    fontSize: tokens.fontSizeBase200,
  },
  dot: { width: '12px', height: '12px', borderRadius: '50%', flexShrink: 0 },
});

const order: MetroHealth[] = ['unhealthy', 'meets', 'tooFewSamples'];

/** What the map's colours mean. */
export function HealthLegend() {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <ul className={styles.list} aria-label={t('health.legend.label')}>
      {order.map((h) => (
        <li key={h} className={styles.item}>
          <span className={styles.dot} style={{ backgroundColor: healthColors[h] }} aria-hidden />
          {t(`health.legend.${h}`, { score: MEETS_RECOMMENDATIONS_SCORE })}
        </li>
      ))}
    </ul>
  );
}
