import type { Insertable } from 'kysely';
import type { ServiceTreeEntry } from '@netlens/core';
import type { Db } from '../../db/index.js';
import { likeContaining } from '../../db/like.js';
import { inTransaction } from '../../db/transaction.js';
import type { DlWorkloadTable } from '../../db/schema.js';

/** Workloads, service areas, champions and the service-tree registry (dl_workloads, dl_service_areas, dl_workload_champs, dl_service_tree). */
export const listServiceAreas = (db: Db) =>
  db.selectFrom('dl_service_areas').selectAll().orderBy('id').execute();

export function listWorkloads(db: Db, type?: string) {
  let q = db.selectFrom('dl_workloads').selectAll().orderBy('id');
  if (type) q = q.where('workload_type', '=', type);
  return q.execute();
}

export const findWorkload = (db: Db, id: string) =>
  db.selectFrom('dl_workloads').selectAll().where('id', '=', id).executeTakeFirst();

/** Adds a workload, its service area (when new) and its champion; false when the id exists. */
export async function insertWorkload(db: Db, row: Insertable<DlWorkloadTable>): Promise<boolean> {
  return inTransaction(db, (tx) => addWorkload(tx, row));
}

/** insertWorkload inside the caller's transaction. */
export async function addWorkload(tx: Db, row: Insertable<DlWorkloadTable>): Promise<boolean> {
  const exists = await tx.selectFrom('dl_workloads').select('id').where('id', '=', row.id).executeTakeFirst();
  if (exists) return false;
  await tx.insertInto('dl_workloads').values(row).execute();
  await tx
    .insertInto('dl_service_areas')
    .values({ id: row.service_area, display_name: row.service_area_display_name || row.service_area })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  if (row.workload_champ_email) {
    await tx
      .insertInto('dl_workload_champs')
      .values({
        workload_id: row.id,
        email: row.workload_champ_email.toLowerCase(),
        name: row.workload_champ_name,
      })
      .onConflict((oc) => oc.columns(['workload_id', 'email']).doNothing())
      .execute();
  }
  return true;
}

export const listWorkloadChamps = (db: Db) =>
  db.selectFrom('dl_workload_champs').selectAll().orderBy('workload_id').orderBy('email').execute();

export async function isNamedChamp(db: Db, workloadId: string, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('dl_workload_champs')
    .select('email')
    .where('workload_id', '=', workloadId)
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

export async function upsertServiceTree(db: Db, entries: ServiceTreeEntry[], now: string): Promise<number> {
  await inTransaction(db, async (tx) => {
    for (const e of entries) {
      const values = {
        name: e.name,
        dev_owner: e.devOwner,
        pm_owner: e.pmOwner,
        lifecycle: e.lifecycle,
        updated_at: now,
      };
      await tx
        .insertInto('dl_service_tree')
        .values({ id: e.id.toLowerCase(), ...values })
        .onConflict((oc) => oc.column('id').doUpdateSet(values))
        .execute();
    }
  });
  return entries.length;
}

export const findServiceTreeEntry = (db: Db, id: string) =>
  db.selectFrom('dl_service_tree').selectAll().where('id', '=', id.toLowerCase()).executeTakeFirst();

export function searchServiceTree(db: Db, query: string, limit = 50) {
  const like = likeContaining(query);
  let q = db.selectFrom('dl_service_tree').selectAll().orderBy('name').limit(limit);
  if (query) {
    q = q.where((eb) =>
      eb.or(
        (['id', 'name', 'dev_owner', 'pm_owner'] as const).map((c) =>
          eb(eb.fn('lower', [eb.ref(c)]), 'like', like),
        ),
      ),
    );
  }
  return q.execute();
}

export function serviceTreeEntries(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('dl_service_tree').selectAll().where('id', 'in', ids).execute();
}
