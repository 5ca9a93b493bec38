import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/index.js';
import type { ReportTable } from '../../db/schema.js';
import type { PeerSample } from './peers.js';

export type ReportRow = Selectable<ReportTable>;
export type NewReportRow = Insertable<ReportTable>;

/** Most peer reports read for one comparison (the newest first). */
export const PEER_ROWS_MAX = 20_000;

/** Stores a report (inside the caller's transaction). */
export async function insertReport(db: Db, row: NewReportRow): Promise<void> {
  await db.insertInto('reports').values(row).execute();
}

/** One report by id, or undefined. */
export async function findReport(db: Db, id: string): Promise<ReportRow | undefined> {
  return db.selectFrom('reports').selectAll().where('id', '=', id).executeTakeFirst();
}

/** True when a report with this id exists. */
export async function reportExists(db: Db, id: string): Promise<boolean> {
  const row = await db.selectFrom('reports').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/**
 * Recent reports of the same egress metro from other networks (uses reports_metro_time).
 * `excludeAsn` null: every report with a known network counts.
 */
export async function peerSamples(
  db: Db,
  metro: { countryCode: string; city: string; since: string; excludeAsn: number | null },
): Promise<PeerSample[]> {
  let q = db
    .selectFrom('reports')
    .select(['egress_asn', 'measured_latency'])
    .where('egress_country_code', '=', metro.countryCode)
    .where('egress_city', '=', metro.city)
    .where('created_at', '>=', metro.since)
    .where('egress_asn', 'is not', null);
  if (metro.excludeAsn !== null) q = q.where('egress_asn', '<>', metro.excludeAsn);
  const rows = await q.orderBy('created_at', 'desc').limit(PEER_ROWS_MAX).execute();
  return rows.map((r) => ({ asn: Number(r.egress_asn), latency: Number(r.measured_latency) }));
}
