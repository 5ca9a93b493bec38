import type { Insertable, Selectable, Transaction } from 'kysely';
import type { Db } from '../../db/index.js';
import type { Database, LiveRunTable } from '../../db/schema.js';

export type LiveRunRow = Selectable<LiveRunTable>;
type Executor = Db | Transaction<Database>;

/** Stores a new run. */
export async function insertRun(db: Executor, row: Insertable<LiveRunTable>): Promise<void> {
  await db.insertInto('live_runs').values(row).execute();
}

/** A run by id, or undefined. */
export async function findRun(db: Executor, id: string): Promise<LiveRunRow | undefined> {
  return db.selectFrom('live_runs').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Sets a run's status and touch time; false when there is no such run. */
export async function updateRun(
  db: Executor,
  id: string,
  patch: { status?: string; message?: string | null; updated_at: string },
): Promise<boolean> {
  const res = await db.updateTable('live_runs').set(patch).where('id', '=', id).executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Sets the touch time of several runs in one statement; returns the ids of those that exist. */
export async function touchRuns(db: Executor, ids: string[], at: string): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .updateTable('live_runs')
    .set({ updated_at: at })
    .where('id', 'in', ids)
    .returning('id')
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** Records (or refreshes) which resolver asked for a name. */
export async function upsertSighting(
  db: Db,
  name: string,
  resolverIp: string,
  seenAt: string,
): Promise<void> {
  await db
    .insertInto('dns_resolver_sightings')
    .values({ name, resolver_ip: resolverIp, seen_at: seenAt })
    .onConflict((oc) => oc.column('name').doUpdateSet({ resolver_ip: resolverIp, seen_at: seenAt }))
    .execute();
}

/** The resolver that asked for a name, if any. */
export async function findSighting(db: Db, name: string) {
  return db.selectFrom('dns_resolver_sightings').selectAll().where('name', '=', name).executeTakeFirst();
}

/** Forgets sightings older than a time. */
export async function pruneSightings(db: Db, before: string): Promise<void> {
  await db.deleteFrom('dns_resolver_sightings').where('seen_at', '<', before).execute();
}
