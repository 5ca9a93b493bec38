import { randomUUID } from 'node:crypto';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/index.js';
import { likeContaining } from '../../db/like.js';
import type {
  DlChangeTable,
  DlEndpointSetTable,
  DlPublicationTable,
  DlServiceTreeTable,
  DlWorkloadTable,
} from '../../db/schema.js';
import type { ServiceTreeEntry } from '@netlens/core';

/** The only SQL of Domain Lens: every dl_* table. A transaction is passed as `db`. */
export type ChangeRow = Selectable<DlChangeTable>;
export type SetRow = Selectable<DlEndpointSetTable>;
export type WorkloadRow = Selectable<DlWorkloadTable>;
export type ServiceTreeRow = Selectable<DlServiceTreeTable>;
export type PublicationRow = Selectable<DlPublicationTable>;

export const inTransaction = <T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> =>
  db.transaction().execute(fn);

// Service areas, workloads, champions, the service tree.

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

// Endpoint sets.

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

// Changes and their log.

export const findChange = (db: Db, id: string) =>
  db.selectFrom('dl_changes').selectAll().where('id', '=', id).executeTakeFirst();

export function openChangeOfSet(db: Db, setId: string, statuses: string[]) {
  return db
    .selectFrom('dl_changes')
    .select('id')
    .where('endpoint_set_internal_id', '=', setId)
    .where('status', 'in', statuses)
    .executeTakeFirst();
}

export function listChanges(
  db: Db,
  f: { instances?: string[]; workloads?: string[]; statuses: string[]; endpointSetInternalId?: string },
) {
  let q = db
    .selectFrom('dl_changes')
    .selectAll()
    .where('status', 'in', f.statuses)
    .orderBy('updated_at', 'desc');
  if (f.instances?.length) q = q.where('instance', 'in', f.instances);
  if (f.workloads?.length) q = q.where('workload', 'in', f.workloads);
  if (f.endpointSetInternalId) q = q.where('endpoint_set_internal_id', '=', f.endpointSetInternalId);
  return q.limit(1000).execute();
}

/**
 * A key that changes whenever any change or its log does: changes are only inserted or updated
 * through `updateChangeAt` (which raises their version), log entries only inserted.
 */
export async function changesState(db: Db): Promise<string> {
  const changes = await db
    .selectFrom('dl_changes')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('version').as('versions')])
    .executeTakeFirstOrThrow();
  const log = await db
    .selectFrom('dl_change_log')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return `${changes.n}:${changes.versions ?? 0}:${log.n}`;
}

/** The approval columns of a change neither approver has approved (again). */
export const NoApprovals = {
  is_workload_champ_approved: 0,
  workload_champ_approved_by: null,
  workload_champ_approval_note: null,
  is_change_council_approved: 0,
  change_council_approved_by: null,
  change_council_approval_note: null,
} as const;

/** The columns of a change nobody has reviewed, published or validated yet. */
export const UnreviewedChange = {
  ...NoApprovals,
  published_version: null,
  published_date: null,
  is_blocked: 0,
  blocked_by: null,
  blocked_note: null,
  unblocked_by: null,
  unblocked_note: null,
  is_bypassed_validation: 0,
  bypassed_validation_by: null,
  bypassed_validation_note: null,
  validation_test_results: '[]',
  validation_outcome: 'NotRun',
  is_ready_to_be_published: 0,
  version: 1,
} as const;

export async function insertChange(db: Db, row: Insertable<DlChangeTable>): Promise<void> {
  await db.insertInto('dl_changes').values(row).execute();
}

/**
 * Updates a change only while it still has `version` (optimistic concurrency), bumping it;
 * false when someone else changed it first.
 */
export async function updateChangeAt(
  db: Db,
  id: string,
  version: number,
  patch: Updateable<DlChangeTable>,
): Promise<boolean> {
  const res = await db
    .updateTable('dl_changes')
    .set({ ...patch, version: version + 1 })
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function addLog(
  db: Db,
  entry: { changeId: string; actor: string; at: string; action: string; note: string | null },
): Promise<void> {
  await db
    .insertInto('dl_change_log')
    .values({
      id: randomUUID(),
      change_id: entry.changeId,
      actor: entry.actor,
      at: entry.at,
      action: entry.action,
      note: entry.note,
    })
    .execute();
}

export async function logsOf(db: Db, changeIds: string[]) {
  if (changeIds.length === 0) return [];
  return db
    .selectFrom('dl_change_log')
    .selectAll()
    .where('change_id', 'in', changeIds)
    .orderBy('at')
    .orderBy('id')
    .execute();
}

export function stagedChanges(db: Db, instance: string) {
  return db
    .selectFrom('dl_changes')
    .selectAll()
    .where('instance', '=', instance)
    .where('status', '=', 'StagedForPublishing')
    .where('is_blocked', '=', 0)
    .orderBy('created_at')
    .execute();
}

/** The highest id of a published change record (of a change, or of an imported list). */
export async function maxPublishedChangeId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('dl_changes')
    .select((eb) => eb.fn.max('published_change_id').as('m'))
    .executeTakeFirst();
  const lists = await db.selectFrom('dl_publications').select('changes').execute();
  const ids = lists.flatMap((l) => (JSON.parse(l.changes) as { id: number }[]).map((c) => c.id));
  return Math.max(Number(row?.m ?? 0), 0, ...ids);
}

// Publications.

export async function publicationVersions(db: Db, instance: string): Promise<string[]> {
  const rows = await db
    .selectFrom('dl_publications')
    .select('version')
    .where('instance', '=', instance)
    .orderBy('version', 'desc')
    .execute();
  return rows.map((r) => r.version);
}

/** The instance's latest published version, if any (one row, by the primary key's order). */
export async function latestPublicationVersion(db: Db, instance: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('dl_publications')
    .select('version')
    .where('instance', '=', instance)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.version;
}

export const findPublication = (db: Db, instance: string, version: string) =>
  db
    .selectFrom('dl_publications')
    .selectAll()
    .where('instance', '=', instance)
    .where('version', '=', version)
    .executeTakeFirst();

export function publicationsAfter(db: Db, instance: string, version: string) {
  return db
    .selectFrom('dl_publications')
    .selectAll()
    .where('instance', '=', instance)
    .where('version', '>', version)
    .orderBy('version')
    .execute();
}

/** Stores a version; false when that version of the instance exists (a concurrent publication). */
export async function insertPublication(db: Db, row: Insertable<DlPublicationTable>): Promise<boolean> {
  const res = await db
    .insertInto('dl_publications')
    .values(row)
    .onConflict((oc) => oc.columns(['instance', 'version']).doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) === 1;
}

// What the per-change validation tests read.

/** The data a change's validation tests need besides the change itself. */
export interface ValidationData {
  /** The set as published now; undefined for a new (or never published) set. */
  published: SetRow | undefined;
  /** Every other published, not deleted set of the change's instance (this workload's and others'). */
  otherPublishedSets: SetRow[];
  /** Each workload's service area, by workload id. */
  serviceAreas: Map<string, string>;
  /** The linked member set: published now, and the status of its latest change (null: none). */
  memberSet: { published: boolean; latestChangeStatus: string | null } | null;
  /** The change details of the set's published changes, oldest first (its service-tree ids). */
  publishedDetails: string[];
  /** The service-tree registry. */
  serviceTree: Selectable<DlServiceTreeTable>[];
}

/** The change details (JSON) of a set's published changes, oldest first. */
export async function publishedDetailsOf(db: Db, setId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('dl_changes')
    .select('change_detail')
    .where('endpoint_set_internal_id', '=', setId)
    .where('status', '=', 'Published')
    .orderBy('published_date')
    .orderBy('published_change_id')
    .execute();
  return rows.map((r) => r.change_detail);
}

/** Loads what the validation tests of a change of `setId` read (no IPAM data is stored yet). */
export async function loadValidationData(
  db: Db,
  c: { setId: string; instance: string; memberSetId: string | null },
): Promise<ValidationData> {
  const published = await db
    .selectFrom('dl_endpoint_sets')
    .selectAll()
    .where('internal_id', '=', c.setId)
    .where('published_version', 'is not', null)
    .executeTakeFirst();
  const otherPublishedSets = await db
    .selectFrom('dl_endpoint_sets')
    .selectAll()
    .where('instance', '=', c.instance)
    .where('internal_id', '!=', c.setId)
    .where('is_deleted', '=', 0)
    .where('published_version', 'is not', null)
    .orderBy('internal_id')
    .execute();
  const workloads = await db.selectFrom('dl_workloads').select(['id', 'service_area']).execute();
  let memberSet: ValidationData['memberSet'] = null;
  if (c.memberSetId) {
    const set = await db
      .selectFrom('dl_endpoint_sets')
      .select(['is_deleted', 'published_version'])
      .where('internal_id', '=', c.memberSetId)
      .executeTakeFirst();
    const latest = await db
      .selectFrom('dl_changes')
      .select('status')
      .where('endpoint_set_internal_id', '=', c.memberSetId)
      .where('status', '!=', 'Deleted')
      .orderBy('updated_at', 'desc')
      .executeTakeFirst();
    const isPublished = set !== undefined && set.is_deleted === 0 && set.published_version !== null;
    if (isPublished || latest)
      memberSet = { published: isPublished, latestChangeStatus: latest?.status ?? null };
  }
  const publishedDetails = await publishedDetailsOf(db, c.setId);
  const serviceTree = await db.selectFrom('dl_service_tree').selectAll().orderBy('id').execute();
  return {
    published,
    otherPublishedSets,
    serviceAreas: new Map(workloads.map((w) => [w.id, w.service_area])),
    memberSet,
    publishedDetails,
    serviceTree,
  };
}

// Facts other features ask for (through facts.ts).

export function serviceTreeEntries(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('dl_service_tree').selectAll().where('id', 'in', ids).execute();
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
