import { randomUUID } from 'node:crypto';
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/index.js';
import type { DlChangeTable } from '../../db/schema.js';

/** Endpoint-set changes and their log (dl_changes, dl_change_log). */
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

/**
 * The review columns of a change nobody has approved or bypassed (again): what a change returning
 * to draft, or edited, loses.
 */
export const NoApprovals = {
  is_workload_champ_approved: 0,
  workload_champ_approved_by: null,
  workload_champ_approval_note: null,
  is_previous_workload_champ_approved: 0,
  previous_workload_champ_approved_by: null,
  previous_workload_champ_approval_note: null,
  is_bypassed_validation: 0,
  bypassed_validation_by: null,
  bypassed_validation_note: null,
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
