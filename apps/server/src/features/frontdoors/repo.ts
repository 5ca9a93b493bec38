import type { Db, Row } from '../../db/index.js';

export type FrontDoorRow = Row<'front_doors'>;
/** A row as configuration describes it (no time stamp). */
export type FrontDoorValues = Omit<FrontDoorRow, 'updated_at'>;

const fields = ['city', 'country', 'country_code', 'latitude', 'longitude', 'probe_url'] as const;
const key = (r: { workload: string; id: string }) => `${r.workload}/${r.id}`;

/** Every stored front door, by workload then id. */
export async function findFrontDoorRows(db: Db): Promise<FrontDoorRow[]> {
  return db.selectFrom('front_doors').selectAll().orderBy('workload').orderBy('id').execute();
}

/**
 * Makes the table hold exactly `wanted`: removes the others and writes only rows that changed, so
 * `updated_at` tells when an entry last changed. Several instances may run it at once.
 */
export async function replaceFrontDoors(db: Db, wanted: FrontDoorValues[]): Promise<{ changed: number }> {
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const stored = new Map(
      (await trx.selectFrom('front_doors').selectAll().execute()).map((r) => [key(r), r]),
    );
    const keep = new Set(wanted.map(key));
    let changed = 0;
    for (const row of stored.values()) {
      if (keep.has(key(row))) continue;
      await trx
        .deleteFrom('front_doors')
        .where('workload', '=', row.workload)
        .where('id', '=', row.id)
        .execute();
      changed++;
    }
    for (const row of wanted) {
      const old = stored.get(key(row));
      if (old && fields.every((f) => old[f] === row[f])) continue;
      const values = { ...row, updated_at: now };
      await trx
        .insertInto('front_doors')
        .values(values)
        .onConflict((oc) => oc.columns(['workload', 'id']).doUpdateSet(values))
        .execute();
      changed++;
    }
    return { changed };
  });
}
