import type { Insertable } from 'kysely';
import type { Db } from '../../db/index.js';
import type { DlPublicationTable } from '../../db/schema.js';

/** The published versions of each instance's list (dl_publications). */
export async function publicationVersions(db: Db, instance: string): Promise<string[]> {
  const rows = await db
    .selectFrom('dl_publications')
    .select('version')
    .where('instance', '=', instance)
    .orderBy('version', 'desc')
    .execute();
  return rows.map((r) => r.version);
}

/** Every published version of every instance with when it was published, the latest first. */
export function publicationHistory(db: Db) {
  return db
    .selectFrom('dl_publications')
    .select(['instance', 'version', 'published_at as publishedAt'])
    .orderBy('version', 'desc')
    .orderBy('instance')
    .execute();
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
