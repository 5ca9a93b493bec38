import { useTranslation } from 'react-i18next';
import { ProbeProgress } from '../probes/ProbeProgress';
import type { RunState, RunStep } from './runStore';
import { StepList, type StepState } from './StepList';

const steps: RunStep[] = ['location', 'frontDoor', 'probing', 'generating'];

/** The basic test's steps with their state; the probing step shows the sample progress. */
export function RunSteps({ run }: { run: RunState }) {
  const { t } = useTranslation();
  // A run with its report has done every step (shown until the report replaces the steps).
  const current = run.step ? steps.indexOf(run.step) : run.reportId ? steps.length : -1;
  return (
    <StepList
      steps={steps.map((step, i) => {
        // Locating goes on beside the later steps until the place is known.
        const locating = step === 'location' && i < current && !run.location;
        const state: StepState =
          i < current && !locating ? 'done' : i === current || locating ? 'active' : 'pending';
        return {
          id: step,
          label: t(`report.run.steps.${step}`),
          state,
          stateLabel: t(`report.run.state.${state}`),
          detail: step === 'probing' && state === 'active' && (
            <ProbeProgress done={run.progress.done} total={run.progress.total} city={run.frontDoorCity} />
          ),
        };
      })}
    />
  );
}
