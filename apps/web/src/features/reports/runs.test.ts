import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UNSAVED_RUNS_MAX, forgetRun, rememberRun, unsavedRuns } from './runs';

const memory = new Map<string, string>();
const id = (n: number) => `${String(n).padStart(21, 'A')}A`;

describe('unsaved runs', () => {
  beforeEach(() => {
    memory.clear();
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => memory.get(k) ?? null,
      setItem: (k: string, v: string) => void memory.set(k, v),
      removeItem: (k: string) => void memory.delete(k),
    });
  });
  it('remembers valid report ids once, newest last, and forgets them', () => {
    rememberRun(id(1));
    rememberRun(id(2));
    rememberRun(id(1));
    rememberRun('temp');
    expect(unsavedRuns()).toEqual([id(2), id(1)]);
    forgetRun(id(2));
    expect(unsavedRuns()).toEqual([id(1)]);
  });
  it('keeps at most the newest runs and ignores damaged storage', () => {
    for (let n = 0; n < UNSAVED_RUNS_MAX + 5; n++) rememberRun(id(n + 10));
    expect(unsavedRuns()).toHaveLength(UNSAVED_RUNS_MAX);
    expect(unsavedRuns().at(-1)).toBe(id(UNSAVED_RUNS_MAX + 14));
    memory.set('netlens.unsavedRuns', '{not json');
    expect(unsavedRuns()).toEqual([]);
  });
});
