import { ProgressBar, Spinner, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CheckmarkCircleFilled, CircleRegular, DismissCircleFilled } from '@fluentui/react-icons';
import type { CopilotTestStatus } from '@netlens/core';
import { useTranslation } from 'react-i18next';
import { useVisuallyHidden } from '../report/visuallyHidden';
import { CopilotSteps as steps, type CopilotProgress } from './runCopilot';

const useStyles = makeStyles({
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  item: {
    display: 'grid',
    gridTemplateColumns: '24px 1fr',
    columnGap: tokens.spacingHorizontalM,
    alignItems: 'start',
  },
  icon: { fontSize: '20px', display: 'flex', justifyContent: 'center', paddingTop: '1px' },
  done: { color: tokens.colorPaletteGreenForeground1 },
  failed: { color: tokens.colorPaletteRedForeground1 },
  pending: { color: tokens.colorNeutralForeground4 },
  label: { fontSize: tokens.fontSizeBase300, lineHeight: tokens.lineHeightBase300 },
  active: { fontWeight: tokens.fontWeightSemibold },
  detail: {
    gridColumn: '2',
    marginTop: tokens.spacingVerticalS,
    maxWidth: '420px',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  count: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
});

type StepState = 'done' | 'active' | 'failed' | 'pending';

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
  const sr = useVisuallyHidden();
  const current = progress ? steps.indexOf(progress.step) : -1;
  const stateOf = (i: number): StepState => {
    if (status === 'Completed') return 'done';
    if (i < current) return 'done';
    if (i === current) return status === 'Failed' ? 'failed' : 'active';
    return 'pending';
  };
  return (
    <ol className={styles.list} aria-label={t('copilot.steps.label')}>
      {steps.map((step, i) => {
        const state = stateOf(i);
        const showCount = state === 'active' && progress && progress.total > 1 && step !== 'latency';
        return (
          <li key={step} className={styles.item} aria-current={state === 'active' ? 'step' : undefined}>
            <span className={styles.icon}>
              {state === 'done' && <CheckmarkCircleFilled className={styles.done} aria-hidden />}
              {state === 'active' && <Spinner size="extra-tiny" aria-hidden />}
              {state === 'failed' && <DismissCircleFilled className={styles.failed} aria-hidden />}
              {state === 'pending' && <CircleRegular className={styles.pending} aria-hidden />}
            </span>
            <span className={mergeClasses(styles.label, state === 'active' && styles.active)}>
              {t(`copilot.steps.${step}`)}
              <span className={sr.hidden}>{` (${t(`copilot.stepState.${state}`)})`}</span>
            </span>
            {showCount && (
              <div className={styles.detail}>
                <ProgressBar value={progress.done} max={progress.total} thickness="large" aria-hidden />
                <span className={styles.count}>
                  {t('copilot.steps.count', { done: progress.done, total: progress.total })}
                </span>
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
