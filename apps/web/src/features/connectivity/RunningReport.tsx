import { useEffect } from 'react';
import { MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { PlayCircleRegular } from '@fluentui/react-icons';
import { useTranslation } from '../../lib/i18n';
import { useNavigate } from 'react-router';
import { AlertTexts } from './AlertTexts';
import { isRunning } from '../../run/phases';
import { ReportMessage } from '../../ui/ReportMessage';
import { FallbackNotice } from './FallbackNotice';
import { failureTexts } from './runAlerts';
import { RunSteps } from './RunSteps';
import { finishedReportId, runPath } from './followRun';
import { getRunState, subscribeRun, useRunValue } from '../../run/runStore';
import { PageTitle } from '../../ui/PageTitle';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, maxWidth: '720px' },
});

/** /report/temp: the running test's progress, its failure, or a pointer to the start page. */
export function RunningReport() {
  const { t } = useTranslation();
  const styles = useStyles();
  const phase = useRunValue((run) => run.phase);
  const failure = useRunValue((run) => run.failure);
  const fallback = useRunValue((run) => run.fallback);
  const finished = useRunValue(finishedReportId);
  const navigate = useNavigate();
  useEffect(() => {
    // Straight from the store rather than after rendering the finished steps: the report is the
    // next thing drawn.
    const open = () => {
      const run = getRunState();
      if (finishedReportId(run)) void navigate(runPath(run), { replace: true });
    };
    open();
    return subscribeRun(open);
  }, [navigate]);
  if (phase === 'TestFailed' && failure) {
    return (
      <ReportMessage kind="report.run.failedPage">
        <MessageBar intent="error" role="alert" layout="multiline">
          <MessageBarBody>
            <AlertTexts texts={failureTexts(failure)} />
          </MessageBarBody>
        </MessageBar>
      </ReportMessage>
    );
  }
  // Finished: the steps stay until the report replaces them.
  if (!isRunning(phase) && !finished)
    return <ReportMessage kind="report.run.none" icon={PlayCircleRegular} />;
  return (
    <div className={styles.root}>
      <PageTitle>{t('report.run.title')}</PageTitle>
      {fallback && <FallbackNotice failure={fallback} />}
      <RunSteps />
    </div>
  );
}
