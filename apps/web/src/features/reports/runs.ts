import { isReportId } from '@netlens/core';

const Key = 'netlens.unsavedRuns';
/** Most unsaved runs remembered for a later sign-in. */
export const UNSAVED_RUNS_MAX = 20;

/** Report ids of runs made in this browser and not saved yet (the server checks the browser too). */
export function unsavedRuns(): string[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(Key) ?? '[]');
    return Array.isArray(list) ? list.filter(isReportId) : [];
  } catch {
    return [];
  }
}

function store(ids: string[]) {
  try {
    localStorage.setItem(Key, JSON.stringify(ids.slice(-UNSAVED_RUNS_MAX)));
  } catch {
    // storage unavailable: the report simply is not saved later
  }
}

/** Remembers a run of this browser until it is saved. */
export function rememberRun(id: string): void {
  if (!isReportId(id)) return;
  const ids = unsavedRuns().filter((x) => x !== id);
  store([...ids, id]);
}

/** Forgets a run (saved, or not claimable). */
export function forgetRun(id: string): void {
  store(unsavedRuns().filter((x) => x !== id));
}
