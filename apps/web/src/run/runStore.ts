import { useSyncExternalStore } from 'react';
import { log } from '../lib/telemetry';
import type { GeolocationFailure } from '../lib/geolocation';
import type { TestLocation } from './location';
import { nextPhase, type PhaseAction, type TestPhase } from './phases';

/** The steps of the basic test, shown as progress on /report/temp. */
export type RunStep = 'location' | 'frontDoor' | 'probing' | 'generating';

/** Why a run stopped; each has its own alert. */
export type RunFailure =
  | { kind: 'generate' }
  | { kind: 'location'; failure: GeolocationFailure }
  | { kind: 'maps'; call: string; tries: number }
  | { kind: 'noFrontDoor' }
  | { kind: 'probes'; frontDoor: string };

/** Everything the start and report pages know about the current (or last) test run. */
export interface RunState {
  runId: number;
  phase: TestPhase;
  step: RunStep | null;
  /** Warm samples taken so far, of `total`. */
  progress: { done: number; total: number };
  failure: RunFailure | null;
  /** Set when the browser gave no position and the egress location was used instead. */
  fallback: GeolocationFailure | null;
  location: TestLocation | null;
  frontDoorCity: string | null;
  reportId: string | null;
  /** The run's progress or outcome has been put on screen (see followRun). */
  shown: boolean;
}

const initial: RunState = {
  runId: 0,
  phase: 'Prepare',
  step: null,
  progress: { done: 0, total: 0 },
  failure: null,
  fallback: null,
  location: null,
  frontDoorCity: null,
  reportId: null,
  shown: false,
};

let state = initial;
const listeners = new Set<() => void>();

function emit(next: RunState) {
  state = next;
  for (const listener of listeners) listener();
}

/** The run state now (outside React). */
export function getRunState(): RunState {
  return state;
}

/** Merges a change into the run state. */
export function patchRun(patch: Partial<Omit<RunState, 'phase' | 'runId'>>): void {
  emit({ ...state, ...patch });
}

/** Applies a phase action; every actual change of phase is logged as M00003. */
export function dispatchPhase(action: PhaseAction, patch: Partial<Omit<RunState, 'phase'>> = {}): void {
  const phase = nextPhase(state.phase, action);
  if (phase !== state.phase)
    log('M00003', `Test phase changed to ${phase}`, { from: state.phase, to: phase });
  emit({ ...state, ...patch, phase });
}

/** Starts a fresh run: BasicTest, nothing measured yet; returns its id. */
export function beginRun(): number {
  const runId = state.runId + 1;
  dispatchPhase({ type: 'start' }, { ...initial, runId, step: 'location' });
  return runId;
}

/** Back to Prepare (the start page's idle state). */
export function resetRun(): void {
  dispatchPhase({ type: 'reset' }, { ...initial, runId: state.runId });
}

/** Calls `listener` after every change of the run state; returns how to stop. */
export function subscribeRun(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * One value of the run state in a component, re-rendering only when that value changes (compared
 * with Object.is: select a primitive, or a part the store keeps as it is across patches).
 */
export function useRunValue<T>(select: (run: RunState) => T): T {
  const value = () => select(state);
  return useSyncExternalStore(subscribeRun, value, value);
}

/** Why the run of this report used the egress location, if it did. */
export function useRunFallback(reportId: string): GeolocationFailure | null {
  return useRunValue((run) => (run.reportId === reportId ? run.fallback : null));
}

/** The current run's report id. */
export function useRunReportId(): string | null {
  return useRunValue((run) => run.reportId);
}
