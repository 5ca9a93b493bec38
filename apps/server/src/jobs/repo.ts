import type { Db } from '../db/index.js';

/** Before any run: a job's first row counts as a run that finished long ago. */
const NEVER = '1970-01-01T00:00:00.000Z';

/** A run of a job: which, for which due time, by which instance (times as ISO text). */
export interface RunKey {
  name: string;
  dueAt: string;
  holder: string;
}

/**
 * Takes the lease of a job's run due at `dueAt` until `until`. It is taken when no instance took
 * this run or a later one, and the run before it finished or let its lease expire; or when the
 * instance that took this very run let its lease expire without finishing (it died). One
 * conditional update: of several instances asking at once, one gets it. True when taken.
 */
export async function claimRun(db: Db, run: RunKey & { now: string; until: string }): Promise<boolean> {
  await db
    .insertInto('job_leases')
    .values({ name: run.name, holder: '', due_at: NEVER, leased_until: NEVER, finished_at: NEVER })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const res = await db
    .updateTable('job_leases')
    .set({ holder: run.holder, due_at: run.dueAt, leased_until: run.until, finished_at: null })
    .where('name', '=', run.name)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('due_at', '<', run.dueAt),
          eb.or([eb('finished_at', 'is not', null), eb('leased_until', '<=', run.now)]),
        ]),
        eb.and([
          eb('due_at', '=', run.dueAt),
          eb('finished_at', 'is', null),
          eb('leased_until', '<=', run.now),
        ]),
      ]),
    )
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Records that the holder's run ended (done or failed): it is not run again. */
export async function finishRun(db: Db, run: RunKey, at: string): Promise<void> {
  await db
    .updateTable('job_leases')
    .set({ finished_at: at })
    .where('name', '=', run.name)
    .where('due_at', '=', run.dueAt)
    .where('holder', '=', run.holder)
    .execute();
}

/** A job's lease: its latest run, who holds it, until when, and whether it finished. */
export async function findLease(db: Db, name: string) {
  return db.selectFrom('job_leases').selectAll().where('name', '=', name).executeTakeFirst();
}
