import { useTranslation } from '../../lib/i18n';
import { ProbeProgress } from '../frontdoors';
import { useRunValue, type RunStep } from '../../run/runStore';
import { StepList, type StepState } from '../../ui/StepList';

const steps: RunStep[] = ['location', 'frontDoor', 'probing', 'generating'];

/** The probing step's progress, re-rendered alone as each sample is counted. */
function RunProbeProgress() {
  const done = useRunValue((run) => run.progress.done);
  const total = useRunValue((run) => run.progress.total);
  const city = useRunValue((run) => run.frontDoorCity);
  return <ProbeProgress done={done} total={total} city={city} />;
}

/** The basic test's steps with their state; the probing step shows the sample progress. */
export function RunSteps() {
  const { t } = useTranslation();
  const step = useRunValue((run) => run.step);
  const located = useRunValue((run) => run.location !== null);
  const reported = useRunValue((run) => run.reportId !== null);
  // A run with its report has done every step (shown until the report replaces the steps).
  const current = step ? steps.indexOf(step) : reported ? steps.length : -1;
  return (
    <StepList
      steps={steps.map((id, i) => {
        // Locating goes on beside the later steps until the place is known.
        const locating = id === 'location' && i < current && !located;
        const state: StepState =
          i < current && !locating ? 'done' : i === current || locating ? 'active' : 'pending';
        return {
          id,
          label: t(`report.run.steps.${id}`),
          state,
          stateLabel: t(`report.run.state.${state}`),
          detail: id === 'probing' && state === 'active' && <RunProbeProgress />,
        };
      })}
    />
  );
}
