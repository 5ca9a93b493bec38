import { useId } from 'react';
import { Subtitle1, Text, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircleFilled, SparkleRegular, WarningFilled } from '@fluentui/react-icons';
import { CloudProfiles, copilotVerdict } from '@netlens/core';
import { useTranslation } from '../../lib/i18n';
import { AppLink } from '../../ui/AppLink';
import { useShell } from '../../ui/ShellContext';
import { formatDateTime, formatMs } from '../../ui/format';
import { useReadCopilotTestReport } from './queries';
import { readLastRun } from './storage';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    '@media print': { breakInside: 'avoid' },
  },
  heading: { margin: 0, display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  brand: { color: tokens.colorBrandForeground1 },
  line: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  ok: { color: tokens.colorPaletteGreenForeground1, flexShrink: 0 },
  warn: { color: tokens.colorPaletteDarkOrangeForeground1, flexShrink: 0 },
  muted: { color: tokens.colorNeutralForeground2 },
});

/**
 * With the Copilot integration flag (multi-tenant cloud), the summary of the last Copilot test
 * this browser finished, for the main report page; nothing when there is none.
 */
export function CopilotSummaryCard() {
  const { config, flags } = useShell();
  const on = flags.copilotIntegration && CloudProfiles[config.cloudName].multiTenantOnlyFeatures;
  const runId = on ? readLastRun() : null;
  const report = useReadCopilotTestReport(runId);
  if (!runId || !report.data) return null;
  return <Summary report={report.data} />;
}

function Summary({ report }: { report: NonNullable<ReturnType<typeof useReadCopilotTestReport>['data']> }) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const headingId = useId();
  const v = copilotVerdict(report);
  const ms = report.latencyTestResult.latencyInMs;
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <Subtitle1 as="h2" id={headingId} className={styles.heading}>
        <SparkleRegular className={styles.brand} aria-hidden />
        {t('copilot.summary.title')}
      </Subtitle1>
      <Text className={styles.muted}>
        {t('copilot.result.takenAt', { date: formatDateTime(report.createdOn, i18n.language) })}
      </Text>
      <Text className={styles.line}>
        {v.ok ? (
          <CheckmarkCircleFilled className={styles.ok} aria-hidden />
        ) : (
          <WarningFilled className={styles.warn} aria-hidden />
        )}
        {v.ok
          ? t('copilot.verdict.ok')
          : t('copilot.summary.problems', { domains: v.failedDomains, webSockets: v.wssFailed })}
      </Text>
      {ms !== null && (
        <Text>
          {t(v.slow ? 'copilot.summary.latencySlow' : 'copilot.summary.latency', {
            value: formatMs(ms, i18n.language),
          })}
        </Text>
      )}
      <AppLink to={`/copilot/${report.runId}`}>{t('copilot.summary.open')}</AppLink>
    </section>
  );
}
