import { Caption1, TableCell, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from '../../lib/i18n';
import { formatCount, formatMs } from '../../ui/format';
import type { SolutionMetrics } from './metrics';
import { useReportStyles } from './styles';

const useStyles = makeStyles({
  level: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  dot: { width: '10px', height: '10px', borderRadius: '50%', flexShrink: 0 },
  open: { color: tokens.colorPaletteRedForeground1 },
});

/** The performance columns of a solution's row: coverage, latency, assessment and outages. */
export function MetricCells({ m }: { m: SolutionMetrics | null }) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const report = useReportStyles();
  const n = (x: number) => formatCount(x, i18n.language);
  if (!m) return [0, 1, 2, 3].map((i) => <TableCell key={i} />);
  const latest = m.latest;
  const hidden = latest?.hiddenReason ? t(`internal.hidden.${latest.hiddenReason}`) : null;
  const missing = (
    <Caption1 className={report.muted}>{hidden ?? (latest ? '' : t('internal.metrics.noData'))}</Caption1>
  );
  return (
    <>
      <TableCell>
        {m.countries > 0 ? (
          <div className={report.nameCell}>
            <span>{t('internal.metrics.countries', { count: m.countries })}</span>
            <Caption1 className={report.muted}>{t('internal.metrics.cities', { count: m.cities })}</Caption1>
          </div>
        ) : (
          '—'
        )}
      </TableCell>
      <TableCell className={report.number}>
        {latest?.latencyMs != null ? formatMs(latest.latencyMs, i18n.language) : missing}
      </TableCell>
      <TableCell>
        {latest?.assessmentLevel ? (
          <span className={styles.level}>
            <span
              className={styles.dot}
              style={{ backgroundColor: latest.assessmentColor ?? undefined }}
              aria-hidden
            />
            {t(`internal.assessment.${latest.assessmentLevel}`)}
          </span>
        ) : (
          missing
        )}
      </TableCell>
      <TableCell className={report.number}>
        {n(m.outages)}
        {m.openOutages > 0 && (
          <Caption1 className={styles.open}> {t('internal.metrics.open', { count: m.openOutages })}</Caption1>
        )}
      </TableCell>
    </>
  );
}
