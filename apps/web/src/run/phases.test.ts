import { describe, expect, it } from 'vitest';
import { isRunning, nextPhase } from './phases';

describe('nextPhase', () => {
  it('follows the run of spec §4', () => {
    expect(nextPhase('Prepare', { type: 'start' })).toBe('BasicTest');
    expect(nextPhase('BasicTest', { type: 'reportGenerated' })).toBe('WaitingDownloadRichClient');
    expect(nextPhase('BasicTest', { type: 'fail' })).toBe('TestFailed');
    expect(nextPhase('TestFailed', { type: 'reset' })).toBe('Prepare');
    expect(nextPhase('WaitingDownloadRichClient', { type: 'change', phase: 'WaitingRunRichClient' })).toBe(
      'WaitingRunRichClient',
    );
  });

  it('ignores a report that arrives after the run stopped', () => {
    expect(nextPhase('TestFailed', { type: 'reportGenerated' })).toBe('TestFailed');
  });

  it('counts only the basic test as running', () => {
    expect(isRunning('BasicTest')).toBe(true);
    expect(isRunning('Prepare')).toBe(false);
    expect(isRunning('WaitingDownloadRichClient')).toBe(false);
  });
});
