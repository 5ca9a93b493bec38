import { useSyncExternalStore } from 'react';

/** Where saving a run of this browser stands (shown on its report page). */
export type SaveStatus = 'saving' | 'saved' | 'failed';

const statuses = new Map<string, SaveStatus>();
const listeners = new Set<() => void>();
let version = 0;

export function setSaveStatus(id: string, status: SaveStatus): void {
  statuses.set(id, status);
  version++;
  for (const l of listeners) l();
}

/** The save status of a report, or null when this browser is not saving it. */
export function useSaveStatus(id: string): SaveStatus | null {
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => version,
  );
  return statuses.get(id) ?? null;
}
