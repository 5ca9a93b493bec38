import {
  CONFIDENCE,
  medianIntervalRanks,
  medianIntervalSorted,
  medianSorted,
  type ConfidenceInterval,
} from '@netlens/core';
import { PostgresAdapter, sql, type Insertable, type Updateable } from 'kysely';
import type { Db, Row } from '../../db/index.js';
import type { HealthIncidentTable } from '../../db/schema.js';

/** One metro of the window: report count, median measured latency (with its 95 % interval), its coordinates. */
export interface MetroWindowRow {
  countryCode: string;
  city: string;
  samples: number;
  medianLatencyMs: number;
  /** The median's distribution-free 95 % confidence interval (core's medianIntervalRanks); null below 6. */
  medianIntervalMs: ConfidenceInterval | null;
  latitude: number | null;
  longitude: number | null;
}

const num = (v: number | string | null) => (v === null ? null : Number(v));

interface MetroStats {
  samples: number;
  median: number;
  interval: ConfidenceInterval | null;
}

/**
 * PostgreSQL: count and median per metro, then the order statistics at the ranks of each median's
 * interval (`percentile_disc` at (rank − ½)/n is the sample of that rank), in one snapshot.
 */
async function postgresStats(db: Db, since: string, until: string): Promise<Map<number, MetroStats>> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const stats = new Map<number, MetroStats>();
      const { rows } = await sql<{ metro_id: number; n: string; median: number }>`
        select metro_id, count(*) as n, percentile_cont(0.5) within group (order by latency) as median
          from health_samples
         where created_at >= ${since} and created_at <= ${until}
         group by metro_id`.execute(trx);
      const ranked = [];
      for (const r of rows) {
        const samples = Number(r.n);
        stats.set(r.metro_id, { samples, median: Number(r.median), interval: null });
        const ranks = medianIntervalRanks(samples);
        if (ranks)
          ranked.push({
            id: r.metro_id,
            lo: (ranks.lower - 0.5) / samples,
            hi: (ranks.upper - 0.5) / samples,
          });
      }
      if (ranked.length === 0) return stats;
      const wanted = sql.join(ranked.map((r) => sql`(${r.id}::integer, ${r.lo}::float8, ${r.hi}::float8)`));
      const bounds = await sql<{ metro_id: number; lower: number; upper: number }>`
        select s.metro_id,
               percentile_disc(q.lo) within group (order by s.latency) as lower,
               percentile_disc(q.hi) within group (order by s.latency) as upper
          from health_samples s
          join (values ${wanted}) as q(metro_id, lo, hi) on q.metro_id = s.metro_id
         where s.created_at >= ${since} and s.created_at <= ${until}
         group by s.metro_id, q.lo, q.hi`.execute(trx);
      for (const b of bounds.rows) {
        const s = stats.get(b.metro_id);
        if (s) s.interval = { lower: Number(b.lower), upper: Number(b.upper), confidence: CONFIDENCE };
      }
      return stats;
    });
}

/** SQLite, in-process: the numbers are handed over and the medians and intervals taken here. */
async function sqliteStats(db: Db, since: string, until: string): Promise<Map<number, MetroStats>> {
  const rows = await db
    .selectFrom('health_samples')
    .select(['metro_id', 'latency'])
    .where('created_at', '>=', since)
    .where('created_at', '<=', until)
    .execute();
  const byMetro = new Map<number, number[]>();
  for (const r of rows) {
    const list = byMetro.get(r.metro_id);
    if (list) list.push(r.latency);
    else byMetro.set(r.metro_id, [r.latency]);
  }
  const stats = new Map<number, MetroStats>();
  for (const [id, list] of byMetro) {
    list.sort((a, b) => a - b);
    stats.set(id, { samples: list.length, median: medianSorted(list), interval: medianIntervalSorted(list) });
  }
  return stats;
}

/**
 * Per metro of the reports created in [since, until]: count, median latency and its interval,
 * from the narrow health_samples rows (one index range on time).
 */
export async function metroWindow(db: Db, since: string, until: string): Promise<MetroWindowRow[]> {
  const stats =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? await postgresStats(db, since, until)
      : await sqliteStats(db, since, until);
  if (stats.size === 0) return [];
  const metros = await db.selectFrom('health_metros').selectAll().execute();
  return metros.flatMap((m) => {
    const s = stats.get(m.id);
    return s
      ? [
          {
            countryCode: m.country_code,
            city: m.city,
            samples: s.samples,
            medianLatencyMs: s.median,
            medianIntervalMs: s.interval,
            latitude: num(m.latitude),
            longitude: num(m.longitude),
          },
        ]
      : [];
  });
}

export type IncidentRow = Row<'health_incidents'>;

/** Incidents still open at `now` (not resolved, or resolved later), newest first. */
export async function openIncidents(db: Db, now: string): Promise<IncidentRow[]> {
  return db
    .selectFrom('health_incidents')
    .selectAll()
    .where((eb) => eb.or([eb('resolved_at', 'is', null), eb('resolved_at', '>', now)]))
    .where('started_at', '<=', now)
    .orderBy('started_at', 'desc')
    .limit(50)
    .execute();
}

/** Every incident, newest first (the admin list). */
export async function allIncidents(db: Db, limit = 200): Promise<IncidentRow[]> {
  return db.selectFrom('health_incidents').selectAll().orderBy('started_at', 'desc').limit(limit).execute();
}

export async function findIncident(db: Db, id: string): Promise<IncidentRow | undefined> {
  return db.selectFrom('health_incidents').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertIncident(db: Db, row: Insertable<HealthIncidentTable>): Promise<void> {
  await db.insertInto('health_incidents').values(row).execute();
}

export async function updateIncident(
  db: Db,
  id: string,
  values: Updateable<HealthIncidentTable>,
): Promise<void> {
  await db.updateTable('health_incidents').set(values).where('id', '=', id).execute();
}

/** Deletes an incident; false when there was none. */
export async function deleteIncident(db: Db, id: string): Promise<boolean> {
  const r = await db.deleteFrom('health_incidents').where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}
