import type { Db } from '../../db/index.js';

/** The upstream version each instance followed last (dl_upstream_follows), and open changes of new sets by public id. */
export const findUpstreamFollow = (db: Db, instance: string) =>
  db.selectFrom('dl_upstream_follows').selectAll().where('instance', '=', instance).executeTakeFirst();

export async function saveUpstreamFollow(
  db: Db,
  row: { instance: string; upstream_version: string; upstream_ids: string; followed_at: string },
): Promise<void> {
  await db
    .insertInto('dl_upstream_follows')
    .values(row)
    .onConflict((oc) =>
      oc.column('instance').doUpdateSet({
        upstream_version: row.upstream_version,
        upstream_ids: row.upstream_ids,
        followed_at: row.followed_at,
      }),
    )
    .execute();
}

/** The public ids that open changes of the instance's new sets will be published under. */
export async function proposedPublicIds(db: Db, instance: string, statuses: string[]): Promise<Set<number>> {
  const rows = await db
    .selectFrom('dl_changes')
    .select('proposed_public_id')
    .where('instance', '=', instance)
    .where('status', 'in', statuses)
    .where('proposed_public_id', 'is not', null)
    .execute();
  return new Set(rows.map((r) => r.proposed_public_id!));
}

/** The highest public id a change proposes (a set new upstream): the next free id is above it. */
export async function maxProposedPublicId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('dl_changes')
    .select((eb) => eb.fn.max('proposed_public_id').as('m'))
    .executeTakeFirst();
  return Number(row?.m ?? 0);
}
