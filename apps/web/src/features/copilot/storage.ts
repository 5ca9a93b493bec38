/** Browser-stored Copilot settings: the auto-start choice and the last finished run. */
const AutoStartKey = 'netlens.copilot.autoStart';
const LastRunKey = 'netlens.copilot.lastRun';

function store(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage blocked by the browser's privacy settings
  }
}

/** Whether the Copilot test starts as soon as its page opens. */
export function readAutoStart(s: Storage | null = store()): boolean {
  return s?.getItem(AutoStartKey) === 'true';
}

export function writeAutoStart(on: boolean, s: Storage | null = store()): void {
  try {
    if (on) s?.setItem(AutoStartKey, 'true');
    else s?.removeItem(AutoStartKey);
  } catch {
    // full or blocked storage: the choice lasts for this page only
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The run id of the last Copilot test this browser finished, or null. */
export function readLastRun(s: Storage | null = store()): string | null {
  const id = s?.getItem(LastRunKey) ?? null;
  return id && UUID.test(id) ? id : null;
}

export function writeLastRun(runId: string, s: Storage | null = store()): void {
  try {
    s?.setItem(LastRunKey, runId);
  } catch {
    // as above
  }
}
