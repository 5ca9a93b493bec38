import { randomUUID } from 'node:crypto';
import type { FqdnRefusal } from '@netlens/core';
import type { Db } from '../../db/index.js';
import * as repo from './repo.js';
import type { FqdnRow } from './repo.js';
import { inTransaction } from '../../db/transaction.js';

/** One FQDN a batch left alone. */
export interface BatchFailureItem {
  id: string;
  domainName: string;
  reasonKey: FqdnRefusal;
}

export interface BatchResult {
  successKey: string;
  updated: string[];
  failed: BatchFailureItem[];
}

/** A batch action: the check of each FQDN, and the change of those allowed (in one transaction). */
export interface BatchPlan {
  successKey: string;
  decide(row: FqdnRow): FqdnRefusal | null;
  apply(tx: Db, rows: FqdnRow[], now: string): Promise<void>;
}

/**
 * Runs a batch: each FQDN is read and checked inside one transaction, the allowed ones change
 * together, and the others (unknown ids included) are named with their reason and left as they were.
 */
export function runBatch(db: Db, ids: string[], plan: BatchPlan): Promise<BatchResult> {
  return inTransaction(db, async (tx) => {
    const unique = [...new Set(ids)];
    const byId = new Map((await repo.findByIds(tx, unique)).map((r) => [r.id, r]));
    const failed: BatchFailureItem[] = [];
    const allowed: FqdnRow[] = [];
    for (const id of unique) {
      const row = byId.get(id);
      const refusal = row ? plan.decide(row) : 'notFound';
      if (refusal) failed.push({ id, domainName: row?.domain_name ?? id, reasonKey: refusal });
      else allowed.push(row!);
    }
    if (allowed.length > 0) await plan.apply(tx, allowed, new Date().toISOString());
    return { successKey: plan.successKey, updated: allowed.map((r) => r.id), failed };
  });
}

/** Writes one assignment-log entry per FQDN. */
export function logAssignments(
  tx: Db,
  rows: FqdnRow[],
  action: string,
  actor: string,
  at: string,
  to: (row: FqdnRow) => string,
  note: string | null,
) {
  return repo.addAssignmentLog(
    tx,
    rows.map((r) => ({
      id: randomUUID(),
      fqdn_id: r.id,
      action,
      from_workload: r.workload,
      to_workload: to(r),
      actor,
      at,
      note,
    })),
  );
}
