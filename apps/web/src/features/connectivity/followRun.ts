import { REPORT_TEMP_ID } from '@netlens/core';
import { isRunning } from '../../run/phases';
import { getRunState, patchRun, subscribeRun, type RunState } from '../../run/runStore';

/**
 * How long a run goes on before its running view (/report/temp) is opened. A run that ends
 * sooner opens its report straight away, and until then the page keeps still: on a small
 * machine, drawing a whole new page would take processor time from the first samples. The Run
 * test button shows at once that the run has started.
 */
export const RunningViewDelayMs = 300;

/** The report of a run that has finished with one. */
export function finishedReportId(run: RunState): string | null {
  return run.reportId && !isRunning(run.phase) && run.phase !== 'TestFailed' ? run.reportId : null;
}

/** Where a run is shown: its report once it has one, else the running view (progress or failure). */
export function runPath(run: RunState): string {
  return `/report/${encodeURIComponent(finishedReportId(run) ?? REPORT_TEMP_ID)}`;
}

/**
 * Shows the run just started from the start page: its report or failure as soon as it ends, or
 * its running view once it has gone on for RunningViewDelayMs (which then opens the report
 * itself). Nothing is opened if the visitor has meanwhile gone to another page.
 */
export function followRun(navigate: (path: string) => void): void {
  const { runId } = getRunState();
  const from = window.location.href;
  const open = () => {
    stop();
    clearTimeout(timer);
    const run = getRunState();
    if (run.runId !== runId) return;
    if (window.location.href === from) navigate(runPath(run));
    patchRun({ shown: true });
  };
  const stop = subscribeRun(() => {
    if (!isRunning(getRunState().phase)) open();
  });
  const timer = setTimeout(open, RunningViewDelayMs);
}
