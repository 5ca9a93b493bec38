import type { Db } from '../../db/index.js';
import type { IpRange, IpRangeSource } from '@netlens/core';
import { likeContaining } from '../../db/like.js';
import { inTransaction } from '../../db/transaction.js';

/** The SQL of the imported IP-range registries (dl_ip_ranges). */
export interface StoredIpRange extends IpRange {
  source: IpRangeSource;
}

const Batch = 500;

/** Replaces `source`'s ranges with `entries`, in one transaction. */
export async function replaceIpRanges(db: Db, source: IpRangeSource, entries: IpRange[], now: string) {
  await inTransaction(db, async (tx) => {
    await tx.deleteFrom('dl_ip_ranges').where('source', '=', source).execute();
    for (let i = 0; i < entries.length; i += Batch) {
      await tx
        .insertInto('dl_ip_ranges')
        .values(
          entries.slice(i, i + Batch).map((e) => ({
            source,
            cidr: e.cidr,
            tags: JSON.stringify(e.tags),
            owner: e.owner,
            imported_at: now,
          })),
        )
        .execute();
    }
  });
  return entries.length;
}

const present = (r: { source: string; cidr: string; tags: string; owner: string }): StoredIpRange => ({
  source: r.source as IpRangeSource,
  cidr: r.cidr,
  tags: JSON.parse(r.tags) as string[],
  owner: r.owner,
});

/** Every imported range (for the validation tests). */
export async function allIpRanges(db: Db): Promise<StoredIpRange[]> {
  const rows = await db.selectFrom('dl_ip_ranges').selectAll().orderBy('source').orderBy('cidr').execute();
  return rows.map(present);
}

/** Ranges whose subnet, owner or tags contain `query`, of one source or all. */
export async function searchIpRanges(db: Db, query: string, source?: IpRangeSource, limit = 100) {
  const like = likeContaining(query);
  let q = db.selectFrom('dl_ip_ranges').selectAll().orderBy('source').orderBy('cidr').limit(limit);
  if (source) q = q.where('source', '=', source);
  if (query) {
    q = q.where((eb) =>
      eb.or((['cidr', 'owner', 'tags'] as const).map((c) => eb(eb.fn('lower', [eb.ref(c)]), 'like', like))),
    );
  }
  return (await q.execute()).map(present);
}
