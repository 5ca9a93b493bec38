import { CreatedLiveRunSchema, type CreatedLiveRun } from '@netlens/core';

const key = (reportId: string) => `netlens.liveRun.${reportId}`;

/** The run started for a report in this tab (kept so a reload shows the same command). */
export function loadSavedRun(reportId: string): CreatedLiveRun | null {
  try {
    const raw = sessionStorage.getItem(key(reportId));
    if (!raw) return null;
    const parsed = CreatedLiveRunSchema.safeParse(JSON.parse(raw));
    return parsed.success && parsed.data.reportId === reportId ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Remembers a run for this tab. */
export function saveRun(run: CreatedLiveRun): void {
  try {
    sessionStorage.setItem(key(run.reportId), JSON.stringify(run));
  } catch {
    // Storage full or disabled: a reload then starts a new run.
  }
}
