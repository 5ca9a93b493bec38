import type { Insertable } from 'kysely';
import type { Db, Row } from '../../db/index.js';
import { pastCursor } from '../../db/keyset.js';
import type {
  Database,
  PerfAggregateTable,
  PerfLatestTable,
  PerfOrgStatTable,
  PerfOutageTable,
} from '../../db/schema.js';

/** The only SQL of provider performance: every perf_* table. A transaction is passed as `db`. */
export type AggregateRow = Row<'perf_aggregates'>;
export type OrgStatRow = Row<'perf_org_stats'>;
export type LatestRow = Row<'perf_latest'>;
export type OutageRow = Row<'perf_outages'>;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

// State: the watermark and when the aggregation last ran.

export async function readState(db: Db, key: string): Promise<string | null> {
  const row = await db.selectFrom('perf_state').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value ?? null;
}

export async function writeState(db: Db, key: string, value: string): Promise<void> {
  await db
    .insertInto('perf_state')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

/** Empties every aggregate, outage and the watermark: the next run reads every report again. */
export async function clearAll(db: Db): Promise<void> {
  for (const t of ['perf_org_stats', 'perf_latest', 'perf_outages', 'perf_aggregates', 'perf_state'] as const)
    await db.deleteFrom(t).execute();
}

// Aggregates and their organisations.

/**
 * The customers (`org:`, `net:` or `as:` keys) whose reports were attributed to a solution: their
 * reports and first and latest month, from the global monthly aggregates, most reports first.
 */
export function customersOfSolution(db: Db, solutionId: string) {
  return db
    .selectFrom('perf_org_stats as o')
    .innerJoin('perf_aggregates as a', 'a.agg_key', 'o.agg_key')
    .select((eb) => [
      'o.org',
      eb.fn.sum<number | string>('o.n').as('n'),
      eb.fn.min('a.period_start').as('first'),
      eb.fn.max('a.period_start').as('last'),
    ])
    .where('a.solution_id', '=', solutionId)
    .where('a.aggr_level', '=', 'Global')
    .where('a.period', '=', 'M')
    .groupBy('o.org')
    .execute();
}

export async function aggregatesByKey(db: Db, keys: readonly string[]): Promise<AggregateRow[]> {
  const out: AggregateRow[] = [];
  for (const part of chunks(keys, 500))
    out.push(...(await db.selectFrom('perf_aggregates').selectAll().where('agg_key', 'in', part).execute()));
  return out;
}

const aggregateColumns = [
  'city_lat',
  'city_long',
  'n',
  'sum_latency',
  'sum_sq_latency',
  'available',
  'optimal_known',
  'optimal',
  'meetings_n',
  'meetings_sum',
  'org_count',
  'dominant_orgs',
  'latency_ms',
  'latency_score',
  'availability',
  'connectedness',
  'npi',
  'meetings_score',
  'assessment_level',
  'hidden_reason',
  'updated_at',
] as const;

/** Writes whole aggregates (statistics merged by the caller, values derived). */
export async function upsertAggregates(
  db: Db,
  rows: readonly Insertable<PerfAggregateTable>[],
): Promise<void> {
  for (const part of chunks(rows, 500))
    await db
      .insertInto('perf_aggregates')
      .values(part)
      .onConflict((oc) =>
        oc
          .column('agg_key')
          .doUpdateSet((eb) => Object.fromEntries(aggregateColumns.map((c) => [c, eb.ref(`excluded.${c}`)]))),
      )
      .execute();
}

/**
 * Adds customers' moments to those stored (a customer new to an aggregate is inserted) and
 * answers the sums now stored: a customer whose stored count equals what was added is new.
 */
export async function addOrgStats(
  db: Db,
  rows: readonly Insertable<PerfOrgStatTable>[],
): Promise<OrgStatRow[]> {
  const out: OrgStatRow[] = [];
  for (const part of chunks(rows, 2000))
    out.push(
      ...(await db
        .insertInto('perf_org_stats')
        .values(part)
        .onConflict((oc) =>
          oc.columns(['agg_key', 'org']).doUpdateSet((eb) => ({
            n: eb('perf_org_stats.n', '+', eb.ref('excluded.n')),
            sum_latency: eb('perf_org_stats.sum_latency', '+', eb.ref('excluded.sum_latency')),
            sum_sq_latency: eb('perf_org_stats.sum_sq_latency', '+', eb.ref('excluded.sum_sq_latency')),
          })),
        )
        .returningAll()
        .execute()),
    );
  return out;
}

/** Points each series at its latest aggregate, never back at an older one. */
export async function upsertLatest(db: Db, rows: readonly Insertable<PerfLatestTable>[]): Promise<void> {
  for (const part of chunks(rows, 1000))
    await db
      .insertInto('perf_latest')
      .values(part)
      .onConflict((oc) =>
        oc
          .column('latest_key')
          .doUpdateSet((eb) => ({
            agg_key: eb.ref('excluded.agg_key'),
            period_start: eb.ref('excluded.period_start'),
          }))
          .where((eb) => eb('excluded.period_start', '>=', eb.ref('perf_latest.period_start'))),
      )
      .execute();
}

// Outages.

/** Daily aggregates whose values are shown, of some series (a solution at a place), from a day on (the outage input). */
export async function shownDays(
  db: Db,
  series: readonly { solutionId: string; level: string; country: string; state: string; city: string }[],
  since: string,
) {
  const out = [];
  for (const part of chunks(series, 200))
    out.push(
      ...(await db
        .selectFrom('perf_aggregates')
        .select([
          'solution_id',
          'aggr_level',
          'country',
          'state',
          'city',
          'city_lat',
          'city_long',
          'period_start',
          'latency_ms',
        ])
        .where('period', '=', 'D')
        .where((eb) =>
          eb(
            eb.refTuple('solution_id', 'aggr_level', 'country', 'state', 'city'),
            'in',
            part.map((p) => eb.tuple(p.solutionId, p.level, p.country, p.state, p.city)),
          ),
        )
        .where('period_start', '>=', since)
        .where('hidden_reason', 'is', null)
        .orderBy('period_start')
        .execute()),
    );
  return out;
}

/** Outages at the places of a level (within a place). */
export function outagesAt(db: Db, place: PlaceFilter) {
  let q = db.selectFrom('perf_outages').selectAll().where('aggr_level', '=', place.level);
  if (place.country !== undefined) q = q.where('country', '=', place.country);
  if (place.state !== undefined) q = q.where('state', '=', place.state);
  if (place.city !== undefined) q = q.where('city', '=', place.city);
  return q.execute();
}

export function outagesOfSolutions(db: Db, solutionIds: readonly string[]) {
  return db.selectFrom('perf_outages').selectAll().where('solution_id', 'in', solutionIds).execute();
}

export async function replaceOutages(
  db: Db,
  removeIds: readonly string[],
  rows: readonly Insertable<PerfOutageTable>[],
): Promise<void> {
  for (const part of chunks(removeIds, 500))
    await db.deleteFrom('perf_outages').where('id', 'in', part).execute();
  for (const part of chunks(rows, 500)) await db.insertInto('perf_outages').values(part).execute();
}

// What the calls read.

/** A place filter: the level, and the names that must match (those given). */
export interface PlaceFilter {
  level: string;
  country?: string | undefined;
  state?: string | undefined;
  city?: string | undefined;
}

/** The latest aggregates of some solutions (null: of all) at the places of a level (within a place). */
export function latestAt(db: Db, period: string, place: PlaceFilter, solutionIds: readonly string[] | null) {
  if (solutionIds?.length === 0) return Promise.resolve([] as (AggregateRow & { latest_key: string })[]);
  let q = db
    .selectFrom('perf_latest as l')
    .innerJoin('perf_aggregates as a', 'a.agg_key', 'l.agg_key')
    .selectAll('a')
    .select('l.latest_key')
    .where('l.period', '=', period)
    .where('l.aggr_level', '=', place.level);
  if (solutionIds) q = q.where('l.solution_id', 'in', solutionIds);
  if (place.country !== undefined) q = q.where('l.country', '=', place.country);
  if (place.state !== undefined) q = q.where('l.state', '=', place.state);
  if (place.city !== undefined) q = q.where('l.city', '=', place.city);
  return q.execute();
}

/** A solution's aggregates at one place between two period starts (inclusive), oldest first. */
export function seriesOf(
  db: Db,
  solutionId: string,
  period: string,
  place: Required<PlaceFilter>,
  from: string,
  to: string,
) {
  return db
    .selectFrom('perf_aggregates')
    .selectAll()
    .where('solution_id', '=', solutionId)
    .where('period', '=', period)
    .where('aggr_level', '=', place.level)
    .where('country', '=', place.country)
    .where('state', '=', place.state)
    .where('city', '=', place.city)
    .where('period_start', '>=', from)
    .where('period_start', '<=', to)
    .orderBy('period_start')
    .execute();
}

/** The first and last day with reports of a solution, and their number. */
export async function extentOf(db: Db, solutionId: string) {
  const row = await db
    .selectFrom('perf_aggregates')
    .select((eb) => [
      eb.fn.min('period_start').as('first'),
      eb.fn.max('period_start').as('last'),
      eb.fn.sum<number | string>('n').as('n'),
    ])
    .where('solution_id', '=', solutionId)
    .where('period', '=', 'D')
    .where('aggr_level', '=', 'Global')
    .executeTakeFirst();
  return { first: row?.first ?? null, last: row?.last ?? null, n: Number(row?.n ?? 0) };
}

/** How many places of a level a solution has reports at. */
export async function placeCount(db: Db, solutionId: string, level: string): Promise<number> {
  const row = await db
    .selectFrom('perf_latest')
    .select((eb) => eb.fn.countAll<number | string>().as('c'))
    .where('solution_id', '=', solutionId)
    .where('period', '=', 'M')
    .where('aggr_level', '=', level)
    .executeTakeFirst();
  return Number(row?.c ?? 0);
}

/** A page of outages, newest first (start day, then id), after a cursor. */
export function outagePage(
  db: Db,
  solutionIds: readonly string[],
  f: {
    country?: string | undefined;
    state?: string | undefined;
    city?: string | undefined;
    startDate?: string | undefined;
    endDate?: string | undefined;
    after: { start: string; id: string } | null;
    limit: number;
  },
) {
  if (solutionIds.length === 0) return Promise.resolve([] as OutageRow[]);
  let q = db.selectFrom('perf_outages').selectAll().where('solution_id', 'in', solutionIds);
  if (f.country !== undefined) q = q.where('country', '=', f.country);
  if (f.state !== undefined) q = q.where('state', '=', f.state);
  if (f.city !== undefined) q = q.where('city', '=', f.city);
  if (f.startDate)
    q = q.where((eb) => eb.or([eb('end_date', 'is', null), eb('end_date', '>=', f.startDate!)]));
  if (f.endDate) q = q.where('start_date', '<=', f.endDate);
  const after = f.after;
  if (after)
    q = q.where(
      pastCursor<Database, 'perf_outages'>('start_date', 'id', { value: after.start, id: after.id }, 'desc'),
    );
  return q.orderBy('start_date', 'desc').orderBy('id', 'desc').limit(f.limit).execute();
}
