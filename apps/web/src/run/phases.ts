/** The test phases of spec §4, in the order a full run passes through them. */
export const TestPhases = [
  'Prepare',
  'BasicTest',
  'WaitingDownloadRichClient',
  'WaitingRunRichClient',
  'AdvancedTestStart',
  'AdvancedTestFinish',
  'TestFailed',
] as const;
export type TestPhase = (typeof TestPhases)[number];

/** What can happen to a run. */
export type PhaseAction =
  | { type: 'reset' }
  | { type: 'start' }
  | { type: 'reportGenerated' }
  | { type: 'change'; phase: TestPhase }
  | { type: 'fail' };

/** The phase after an action: reset → Prepare, start → BasicTest, report → WaitingDownloadRichClient. */
export function nextPhase(phase: TestPhase, action: PhaseAction): TestPhase {
  switch (action.type) {
    case 'reset':
      return 'Prepare';
    case 'start':
      return 'BasicTest';
    case 'reportGenerated':
      return phase === 'BasicTest' ? 'WaitingDownloadRichClient' : phase;
    case 'change':
      return action.phase;
    case 'fail':
      return 'TestFailed';
  }
}

/** Whether a run is under way (the basic test has started and no report or failure yet). */
export function isRunning(phase: TestPhase): boolean {
  return phase === 'BasicTest';
}
