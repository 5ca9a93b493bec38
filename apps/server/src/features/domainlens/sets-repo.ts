import type { Insertable } from 'kysely';
import type { Db } from '../../db/index.js';
import type { DlEndpointSetTable } from '../../db/schema.js';

/** Endpoint sets as published (dl_endpoint_sets), and the open changes of sets never published. */
export const findSet = (db: Db, internalId: string) =>
  db.selectFrom('dl_endpoint_sets').selectAll().where('internal_id', '=', internalId).executeTakeFirst();

export function listSets(db: Db, f: { instances?: string[]; workloads?: string[]; categories?: string[] }) {
  let q = db.selectFrom('dl_endpoint_sets').selectAll().orderBy('instance').orderBy('public_id');
  if (f.instances?.length) q = q.where('instance', 'in', f.instances);
  if (f.workloads?.length) q = q.where('workload', 'in', f.workloads);
  if (f.categories?.length) q = q.where('governance_category', 'in', f.categories);
  return q.execute();
}

export async function saveSet(db: Db, row: Insertable<DlEndpointSetTable>): Promise<void> {
  const { internal_id: _id, ...rest } = row;
  await db
    .insertInto('dl_endpoint_sets')
    .values(row)
    .onConflict((oc) => oc.column('internal_id').doUpdateSet(rest))
    .execute();
}

export async function maxPublicId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('dl_endpoint_sets')
    .select((eb) => eb.fn.max('public_id').as('m'))
    .executeTakeFirst();
  return Number(row?.m ?? 0);
}

/** Set ids with a change still in the workflow. */
export async function setsWithOpenChanges(db: Db, statuses: string[]): Promise<Set<string>> {
  const rows = await db
    .selectFrom('dl_changes')
    .select('endpoint_set_internal_id')
    .where('status', 'in', statuses)
    .execute();
  return new Set(rows.map((r) => r.endpoint_set_internal_id));
}

/**
 * The open changes of sets never published (no row in dl_endpoint_sets yet): each such set is
 * only its change's proposed snapshot.
 */
export function openChangesOfNewSets(
  db: Db,
  statuses: string[],
  f: { instances?: string[]; workloads?: string[] },
) {
  let q = db
    .selectFrom('dl_changes')
    .select(['endpoint_set_internal_id', 'endpoint_set_snapshot'])
    .where('status', 'in', statuses)
    .where('endpoint_set_internal_id', 'not in', (eb) =>
      eb.selectFrom('dl_endpoint_sets').select('internal_id'),
    )
    .orderBy('instance')
    .orderBy('created_at');
  if (f.instances?.length) q = q.where('instance', 'in', f.instances);
  if (f.workloads?.length) q = q.where('workload', 'in', f.workloads);
  return q.execute();
}

export function liveSetFqdnLists(db: Db, instances: string[]) {
  if (instances.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('dl_endpoint_sets')
    .select(['internal_id', 'instance', 'fqdns'])
    .where('instance', 'in', instances)
    .where('is_deleted', '=', 0)
    .execute();
}
