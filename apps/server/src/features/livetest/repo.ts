import { AdvancedColumnNames, type AdvancedColumn } from '@netlens/core';
import type { Insertable, Selectable, Transaction } from 'kysely';
import type { Db } from '../../db/index.js';
import type { Database, LiveRunTable, ReportTable } from '../../db/schema.js';

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

/** The creation time of a report, or undefined when there is none. */
export async function reportCreatedAt(db: Executor, reportId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('reports')
    .select('created_at')
    .where('id', '=', reportId)
    .executeTakeFirst();
  return row?.created_at;
}

/** Writes one advanced result into its report column. */
export async function writeResult(
  db: Executor,
  reportId: string,
  column: AdvancedColumn,
  json: string,
): Promise<number> {
  const res = await db
    .updateTable('reports')
    .set({ [column]: json } as Partial<Pick<ReportTable, AdvancedColumn>>)
    .where('id', '=', reportId)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/** Sets a run's status and touch time. */
export async function updateRun(
  db: Executor,
  id: string,
  patch: { status?: string; message?: string | null; updated_at: string },
): Promise<void> {
  await db.updateTable('live_runs').set(patch).where('id', '=', id).execute();
}

/** The advanced result columns of a report, for replay. */
export async function readResults(
  db: Executor,
  reportId: string,
): Promise<Pick<ReportTable, AdvancedColumn> | undefined> {
  return db.selectFrom('reports').select(AdvancedColumnNames).where('id', '=', reportId).executeTakeFirst();
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
