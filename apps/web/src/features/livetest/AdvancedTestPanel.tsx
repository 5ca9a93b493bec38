import {
  Button,
  Card,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  ProgressBar,
  Spinner,
  Subtitle1,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AdvancedCategoryNames, type Report } from '@netlens/core';
import { useTranslation } from '../../lib/i18n';
import { advancedPending } from './advancedRows';
import { ClientCommand } from './ClientCommand';
import { useLiveRun, type LiveRunView } from './useLiveRun';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
  },
  heading: { margin: 0 },
  text: { margin: 0 },
  waiting: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/**
 * The advanced test on the report page: the client download and command while waiting, progress
 * while results stream in, and the outcome (phases WaitingDownloadRichClient … TestFailed).
 */
export function AdvancedTestPanel({ report }: { report: Report }) {
  return <AdvancedTestView report={report} live={useLiveRun(report)} />;
}

/** The panel for a given state of the run, with nothing fetched or sent (the report rehearsal). */
export function AdvancedTestView({ report, live }: { report: Report; live: LiveRunView }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const total = AdvancedCategoryNames.length;

  if (live.phase === null) {
    return advancedPending(report) ? (
      <MessageBar intent="info" layout="multiline" data-print="keep">
        <MessageBarBody>
          <MessageBarTitle>{t('livetest.title')}</MessageBarTitle>
          {t('livetest.notRun')}
        </MessageBarBody>
      </MessageBar>
    ) : null;
  }
  if (live.phase === 'TestFailed') {
    return (
      <MessageBar intent="error" layout="multiline" role="alert" data-phase={live.phase} data-print="hide">
        <MessageBarBody>
          <MessageBarTitle>{t('livetest.failed.title')}</MessageBarTitle>
          {t(`livetest.failed.${live.failure ?? 'create'}`)}
        </MessageBarBody>
        {live.failure === 'create' && <Button onClick={live.retry}>{t('livetest.failed.retry')}</Button>}
      </MessageBar>
    );
  }
  if (live.phase === 'AdvancedTestFinish') {
    return (
      <MessageBar intent="success" layout="multiline" data-phase={live.phase} data-print="keep">
        <MessageBarBody>
          <MessageBarTitle>{t('livetest.finished.title')}</MessageBarTitle>
          {t('livetest.finished.message')}
          {live.message && <Text block>{live.message}</Text>}
        </MessageBarBody>
      </MessageBar>
    );
  }
  return (
    // The command carries the run's secret token: a printout is the report alone.
    <Card className={styles.card} data-phase={live.phase} data-print="hide" aria-labelledby="livetest-title">
      <Subtitle1 as="h2" id="livetest-title" className={styles.heading}>
        {live.phase === 'AdvancedTestStart' ? t('livetest.title') : t('livetest.heading')}
      </Subtitle1>
      {live.phase === 'AdvancedTestStart' ? (
        <>
          <Text className={styles.text}>{t('livetest.running.message')}</Text>
          <ProgressBar
            value={live.received.size / total}
            thickness="large"
            aria-label={t('livetest.running.label')}
          />
          <Text className={styles.text} aria-live="polite">
            {t('livetest.running.count', { done: live.received.size, total })}
          </Text>
        </>
      ) : (
        <>
          <Text className={styles.text}>{t('livetest.intro')}</Text>
          <ClientCommand run={live.run} onAct={live.acted} />
          {live.phase === 'WaitingRunRichClient' && (
            <div className={styles.waiting} aria-live="polite">
              <Spinner size="tiny" />
              <Text>{t('livetest.waitingClient')}</Text>
            </div>
          )}
        </>
      )}
    </Card>
  );
}
