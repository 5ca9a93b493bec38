import { Spinner, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CheckmarkCircleFilled, CircleRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { ProbeProgress } from '../probes/ProbeProgress';
import type { RunState, RunStep } from './runStore';
import { useVisuallyHidden } from './visuallyHidden';

const steps: RunStep[] = ['location', 'frontDoor', 'probing', 'generating'];

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
  pending: { color: tokens.colorNeutralForeground4 },
  label: { fontSize: tokens.fontSizeBase300, lineHeight: tokens.lineHeightBase300 },
  active: { fontWeight: tokens.fontWeightSemibold },
  detail: { gridColumn: '2', marginTop: tokens.spacingVerticalS, maxWidth: '480px' },
});

/** The basic test's steps with their state; the probing step shows the sample progress. */
export function RunSteps({ run }: { run: RunState }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const sr = useVisuallyHidden();
  const current = run.step ? steps.indexOf(run.step) : -1;
  return (
    <ol className={styles.list}>
      {steps.map((step, i) => {
        // Locating goes on beside the later steps until the place is known.
        const locating = step === 'location' && i < current && !run.location;
        const state = i < current && !locating ? 'done' : i === current || locating ? 'active' : 'pending';
        return (
          <li key={step} className={styles.item} aria-current={state === 'active' ? 'step' : undefined}>
            <span className={styles.icon}>
              {state === 'done' && <CheckmarkCircleFilled className={styles.done} aria-hidden />}
              {state === 'active' && <Spinner size="extra-tiny" aria-hidden />}
              {state === 'pending' && <CircleRegular className={styles.pending} aria-hidden />}
            </span>
            <span className={mergeClasses(styles.label, state === 'active' && styles.active)}>
              {t(`report.run.steps.${step}`)}
              <span className={sr.hidden}>{` (${t(`report.run.state.${state}`)})`}</span>
            </span>
            {step === 'probing' && state === 'active' && (
              <div className={styles.detail}>
                <ProbeProgress done={run.progress.done} total={run.progress.total} city={run.frontDoorCity} />
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
