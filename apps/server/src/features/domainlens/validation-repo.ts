import type { Db, Row } from '../../db/index.js';
import type { SetRow } from './repo.js';

/** What the per-change validation tests read of the dl_* tables. */

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
  serviceTree: Row<'dl_service_tree'>[];
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
