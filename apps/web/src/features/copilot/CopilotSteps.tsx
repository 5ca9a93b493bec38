import { ProgressBar, makeStyles, tokens } from '@fluentui/react-components';
import type { CopilotTestStatus } from '@netlens/core';
import { useTranslation } from '../../lib/i18n';
import { StepList, type StepState } from '../../ui/StepList';
import { CopilotSteps as steps, type CopilotProgress } from './runCopilot';

const useStyles = makeStyles({
  detail: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, maxWidth: '420px' },
  count: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
});

/** The Copilot test's steps with their state; the current step shows how far it has got. */
export function CopilotStepList({
  status,
  progress,
}: {
  status: CopilotTestStatus;
  progress: CopilotProgress | null;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const current = progress ? steps.indexOf(progress.step) : -1;
  const stateOf = (i: number): StepState => {
    if (status === 'Completed') return 'done';
    if (i < current) return 'done';
    if (i === current) return status === 'Failed' ? 'failed' : 'active';
    return 'pending';
  };
  return (
    <StepList
      label={t('copilot.steps.label')}
      steps={steps.map((step, i) => {
        const state = stateOf(i);
        const showCount = state === 'active' && progress && progress.total > 1 && step !== 'latency';
        return {
          id: step,
          label: t(`copilot.steps.${step}`),
          state,
          stateLabel: t(`copilot.stepState.${state}`),
          detail: showCount && (
            <div className={styles.detail}>
              <ProgressBar value={progress.done} max={progress.total} thickness="large" aria-hidden />
              <span className={styles.count}>
                {t('copilot.steps.count', { done: progress.done, total: progress.total })}
              </span>
            </div>
          ),
        };
      })}
    />
  );
}
