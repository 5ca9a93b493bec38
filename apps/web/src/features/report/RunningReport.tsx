import { useEffect } from 'react';
import {
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Title1,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { PlayCircleRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AlertTexts } from './AlertTexts';
import { isRunning } from './phases';
import { ReportMessage } from './ReportMessage';
import { failureTexts, fallbackTexts } from './runAlerts';
import { RunSteps } from './RunSteps';
import { useTestRun } from './runStore';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, maxWidth: '720px' },
  title: { margin: 0 },
});

/** /report/temp: the running test's progress, its failure, or a pointer to the start page. */
export function RunningReport() {
  const { t } = useTranslation();
  const styles = useStyles();
  const run = useTestRun();
  const navigate = useNavigate();
  const finished = run.reportId && !isRunning(run.phase) && run.phase !== 'TestFailed' ? run.reportId : null;
  useEffect(() => {
    // Rendered at once rather than as an interruptible transition: nothing else is waiting, and
    // the visitor is waiting for the report.
    if (finished)
      void navigate(`/report/${encodeURIComponent(finished)}`, { replace: true, flushSync: true });
  }, [finished, navigate]);
  if (run.phase === 'TestFailed' && run.failure) {
    return (
      <ReportMessage kind="report.run.failedPage">
        <MessageBar intent="error" role="alert" layout="multiline">
          <MessageBarBody>
            <AlertTexts texts={failureTexts(run.failure)} />
          </MessageBarBody>
        </MessageBar>
      </ReportMessage>
    );
  }
  // Finished: the steps stay until the report replaces them.
  if (!isRunning(run.phase) && !finished)
    return <ReportMessage kind="report.run.none" icon={PlayCircleRegular} />;
  return (
    <div className={styles.root}>
      <Title1 as="h1" className={styles.title}>
        {t('report.run.title')}
      </Title1>
      {run.fallback && (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{t('location.fallbackTitle')}</MessageBarTitle>
            <AlertTexts texts={fallbackTexts(run.fallback)} />
          </MessageBarBody>
        </MessageBar>
      )}
      <RunSteps run={run} />
    </div>
  );
}
