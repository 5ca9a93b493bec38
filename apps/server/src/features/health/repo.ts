import { medianSorted } from '@netlens/core';
import { PostgresAdapter, sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Db } from '../../db/index.js';
import type { HealthIncidentTable } from '../../db/schema.js';

/** One metro of the window: report count, median measured latency, its coordinates. */
export interface MetroWindowRow {
  countryCode: string;
  city: string;
  samples: number;
  medianLatencyMs: number;
  latitude: number | null;
  longitude: number | null;
}

const num = (v: number | string | null) => (v === null ? null : Number(v));

/**
 * Per metro of the reports created in [since, until]: count and median latency, from the narrow
 * health_samples rows (one index range on time). PostgreSQL aggregates them itself; SQLite, being
 * in-process, hands over the numbers and the medians are taken here.
 */
export async function metroWindow(db: Db, since: string, until: string): Promise<MetroWindowRow[]> {
  const stats = new Map<number, { samples: number; median: number }>();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const { rows } = await sql<{ metro_id: number; n: string; median: number }>`
      select metro_id, count(*) as n, percentile_cont(0.5) within group (order by latency) as median
        from health_samples
       where created_at >= ${since} and created_at <= ${until}
       group by metro_id`.execute(db);
    for (const r of rows) stats.set(r.metro_id, { samples: Number(r.n), median: Number(r.median) });
  } else {
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
    for (const [id, list] of byMetro) {
      list.sort((a, b) => a - b);
      stats.set(id, { samples: list.length, median: medianSorted(list) });
    }
  }
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
            latitude: num(m.latitude),
            longitude: num(m.longitude),
          },
        ]
      : [];
  });
}

export type IncidentRow = Selectable<HealthIncidentTable>;

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
