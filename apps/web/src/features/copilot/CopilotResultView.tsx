import { Subtitle1, Text, makeStyles, tokens } from '@fluentui/react-components';
import { copilotVerdict, type CopilotTestReport } from '@netlens/core';
import { useTranslation } from '../../lib/i18n';
import { AppLink } from '../../ui/AppLink';
import { formatDateTime } from '../../ui/format';
import { TitledMessageBar } from '../../ui/TitledMessageBar';
import { AutoStartRow } from './AutoStartSwitch';
import { ConnectivitySection } from './ConnectivitySection';
import { LatencySection } from './LatencySection';
import { WebSocketSection } from './WebSocketSection';
import { PageTitle } from '../../ui/PageTitle';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, maxWidth: '1080px' },
  head: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  meta: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  again: { margin: 0 },
});

/** A Copilot test's results: the verdict, then latency, connectivity and WebSocket in plain words. */
export function CopilotResultView({ report }: { report: CopilotTestReport }) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const verdict = copilotVerdict(report);
  const place = [report.city, report.country].filter(Boolean).join(', ');
  const date = formatDateTime(report.createdOn, i18n.language);
  const problems = verdict.failedDomains + verdict.wssFailed + (verdict.slow ? 1 : 0);
  return (
    <article className={styles.page}>
      <header className={styles.head}>
        <PageTitle>{t('copilot.result.title')}</PageTitle>
        <Text className={styles.meta}>
          {place ? t('copilot.result.takenAtPlace', { date, place }) : t('copilot.result.takenAt', { date })}
        </Text>
        <Text className={styles.meta} size={200}>
          {t('copilot.result.runId', { id: report.runId })}
        </Text>
      </header>
      <TitledMessageBar
        intent={verdict.ok ? 'success' : 'warning'}
        title={verdict.ok ? t('copilot.verdict.ok') : t('copilot.verdict.problems', { count: problems })}
      >
        {verdict.ok ? t('copilot.verdict.okDetail') : t('copilot.verdict.problemsDetail')}
      </TitledMessageBar>
      <LatencySection result={report.latencyTestResult} />
      <ConnectivitySection result={report.connectivityTestResult} />
      <WebSocketSection result={report.webSocketTestResult} />
      <AutoStartRow>
        <Subtitle1 as="p" className={styles.again}>
          <AppLink to="/copilot">{t('copilot.result.again')}</AppLink>
        </Subtitle1>
      </AutoStartRow>
    </article>
  );
}
