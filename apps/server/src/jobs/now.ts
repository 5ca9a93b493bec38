import { randomUUID } from 'node:crypto';
import type { Db } from '../db/index.js';
import { claimRun, finishRun } from './repo.js';

/**
 * Runs a job's work now (an operator's command) under the job's lease, as a run due at this
 * moment: never beside a scheduled run of it in progress on any instance. Null when one is.
 */
export async function runJobNow<T>(
  db: Db,
  job: { name: string; leaseSeconds?: number },
  work: () => Promise<T>,
): Promise<T | null> {
  const now = new Date();
  const key = { name: job.name, dueAt: now.toISOString(), holder: randomUUID() };
  const until = new Date(now.getTime() + (job.leaseSeconds ?? 600) * 1000).toISOString();
  if (!(await claimRun(db, { ...key, now: key.dueAt, until }))) return null;
  try {
    return await work();
  } finally {
    await finishRun(db, key, new Date().toISOString());
  }
}
