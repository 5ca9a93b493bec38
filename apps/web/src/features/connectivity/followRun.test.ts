import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { followRun, RunningViewDelayMs } from './followRun';
import { beginRun, dispatchPhase, getRunState, patchRun, resetRun } from '../../run/runStore';

const reportId = 'AAAAAAAAAAAAAAAAAAAAAA';

describe('followRun', () => {
  let navigate: Mock<(path: string) => void>;
  const page = { location: { href: 'http://localhost/' } };

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('window', page);
    page.location.href = 'http://localhost/';
    navigate = vi.fn<(path: string) => void>();
    resetRun();
    beginRun();
  });
  afterEach(() => vi.useRealTimers());

  it('opens the report of a run that ends before the running view is due, and nothing else', () => {
    followRun(navigate);
    patchRun({ step: 'probing' });
    expect(getRunState().shown).toBe(false);
    dispatchPhase({ type: 'reportGenerated' }, { step: null, reportId });
    expect(navigate.mock.calls).toEqual([[`/report/${reportId}`]]);
    expect(getRunState().shown).toBe(true);
    vi.advanceTimersByTime(RunningViewDelayMs * 2);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('opens the running view of a run still going after the delay, once', () => {
    followRun(navigate);
    vi.advanceTimersByTime(RunningViewDelayMs - 1);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate.mock.calls).toEqual([['/report/temp']]);
    expect(getRunState().shown).toBe(true);
    dispatchPhase({ type: 'reportGenerated' }, { step: null, reportId });
    expect(navigate).toHaveBeenCalledTimes(1); // the running view opens the report itself
  });

  it('shows a failure on the running view at once', () => {
    followRun(navigate);
    dispatchPhase({ type: 'fail' }, { step: null, failure: { kind: 'generate' } });
    expect(navigate.mock.calls).toEqual([['/report/temp']]);
  });

  it('opens nothing when the visitor has gone to another page meanwhile', () => {
    followRun(navigate);
    page.location.href = 'http://localhost/reports';
    vi.advanceTimersByTime(RunningViewDelayMs);
    expect(navigate).not.toHaveBeenCalled();
    expect(getRunState().shown).toBe(true);
  });

  it('leaves a newer run alone', () => {
    followRun(navigate);
    beginRun();
    vi.advanceTimersByTime(RunningViewDelayMs);
    expect(navigate).not.toHaveBeenCalled();
  });
});
