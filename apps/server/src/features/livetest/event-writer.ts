import type { AdvancedColumn } from '@netlens/core';
import type { Db } from '../../db/index.js';
import { writeAdvancedColumn } from '../reports/index.js';
import { touchRuns, updateRun } from './repo.js';

/** What one published event stores: a result in its report's column, or the run's status. */
export interface EventWrite {
  runId: string;
  reportId: string;
  result?: { column: AdvancedColumn; json: string };
  status?: { status: string; message: string | null };
}

interface Pending {
  write: EventWrite;
  resolve: (stored: boolean) => void;
  reject: (err: unknown) => void;
}

/** Stores an event; resolves once it is committed (false: its run no longer exists). */
export type EventWriter = (write: EventWrite) => Promise<boolean>;

/** Events stored in one transaction at most. */
const MAX_BATCH = 250;

/**
 * Stores the live channel's events with group commit: the events that arrive while a transaction
 * is being written wait for the next one, which stores them all (each report column and each run
 * once, in arrival order, the last write of a column winning), so a busy channel costs one
 * transaction per batch, with a statement per result column, instead of a transaction and a
 * statement per event. `write` resolves once its event is committed
 * (false when its run no longer exists) and rejects when the transaction failed.
 */
export function createEventWriter(db: Db): EventWriter {
  let queue: Pending[] = [];
  let writing = false;

  async function commit(batch: Pending[]): Promise<Set<string>> {
    const at = new Date().toISOString();
    const columns = new Map<AdvancedColumn, Map<string, string>>();
    const statuses = new Map<string, { status: string; message: string | null }>();
    for (const { write } of batch) {
      if (write.result) {
        const reports = columns.get(write.result.column) ?? new Map<string, string>();
        reports.set(write.reportId, write.result.json);
        columns.set(write.result.column, reports);
      }
      if (write.status) statuses.set(write.runId, write.status);
    }
    return db.transaction().execute(async (trx) => {
      for (const [column, reports] of columns) await writeAdvancedColumn(trx, column, reports);
      const touched = new Set(batch.map((p) => p.write.runId).filter((id) => !statuses.has(id)));
      const live = await touchRuns(trx, [...touched], at);
      for (const [runId, status] of statuses) {
        if (await updateRun(trx, runId, { ...status, updated_at: at })) live.add(runId);
      }
      return live;
    });
  }

  function flush(): void {
    if (writing || queue.length === 0) return;
    writing = true;
    const batch = queue.slice(0, MAX_BATCH);
    queue = queue.slice(batch.length);
    commit(batch)
      .then(
        (live) => batch.forEach((p) => p.resolve(live.has(p.write.runId))),
        (err: unknown) => batch.forEach((p) => p.reject(err)),
      )
      .finally(() => {
        writing = false;
        flush();
      });
  }

  return (write) =>
    new Promise<boolean>((resolve, reject) => {
      queue.push({ write, resolve, reject });
      // Events arriving in the same turn of the event loop share the transaction.
      if (queue.length === 1) setImmediate(flush);
    });
}
