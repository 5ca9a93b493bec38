import type { Kysely } from 'kysely';
import { createIndex, createTable, key, nullable } from './table.js';

/** The columns naming an aggregate: its solution, period and place. */
const series = {
  solution_id: 'varchar(36)',
  period: 'varchar(5)',
  period_start: 'varchar(10)',
  aggr_level: 'varchar(10)',
  country: 'varchar(200)',
  state: 'varchar(200)',
  city: 'varchar(200)',
} as const;

/**
 * Provider performance: the sufficient statistics of each solution at each place per day and
 * month (`perf_aggregates`, its customer organisations in `perf_org_stats`), the latest aggregate
 * per solution and place (`perf_latest`, what the list calls read), outages, and the
 * aggregation's watermark (`perf_state`). An index on the reports' creation time and id lets the
 * aggregation read only the reports after its watermark.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, 'perf_aggregates', {
    agg_key: key('varchar(600)'),
    ...series,
    city_lat: nullable('double precision'),
    city_long: nullable('double precision'),
    n: 'integer',
    sum_latency: 'double precision',
    sum_sq_latency: 'double precision',
    available: 'integer',
    optimal_known: 'integer',
    optimal: 'integer',
    meetings_n: 'integer',
    meetings_sum: 'double precision',
    org_count: ['integer', (c) => c.notNull().defaultTo(0)],
    // JSON: the customers that may dominate it ([org, n, sum, sum of squares]), at most a few.
    dominant_orgs: ['text', (c) => c.notNull().defaultTo('[]')],
    latency_ms: nullable('double precision'),
    latency_score: nullable('double precision'),
    availability: nullable('double precision'),
    connectedness: nullable('double precision'),
    npi: nullable('double precision'),
    meetings_score: nullable('double precision'),
    assessment_level: nullable('varchar(20)'),
    hidden_reason: nullable('varchar(40)'),
    updated_at: 'varchar(30)',
  }).execute();
  await createIndex(db, 'perf_aggregates_series_idx', 'perf_aggregates', [
    'solution_id',
    'period',
    'aggr_level',
    'country',
    'state',
    'city',
    'period_start',
  ]).execute();
  await createTable(db, 'perf_org_stats', {
    agg_key: 'varchar(600)',
    org: 'varchar(100)',
    n: 'integer',
    sum_latency: 'double precision',
    sum_sq_latency: 'double precision',
  })
    .addPrimaryKeyConstraint('perf_org_stats_pk', ['agg_key', 'org'])
    .execute();
  await createTable(db, 'perf_latest', {
    latest_key: key('varchar(600)'),
    agg_key: 'varchar(600)',
    ...series,
  }).execute();
  await createIndex(db, 'perf_latest_place_idx', 'perf_latest', [
    'period',
    'aggr_level',
    'country',
    'state',
    'city',
  ]).execute();
  await createIndex(db, 'perf_latest_solution_idx', 'perf_latest', ['solution_id']).execute();
  await createTable(db, 'perf_outages', {
    id: key('varchar(64)'),
    solution_id: 'varchar(36)',
    aggr_level: 'varchar(10)',
    country: 'varchar(200)',
    state: 'varchar(200)',
    city: 'varchar(200)',
    city_lat: nullable('double precision'),
    city_long: nullable('double precision'),
    category: 'integer',
    start_date: 'varchar(10)',
    end_date: nullable('varchar(10)'),
    days: 'integer',
    baseline_latency: 'double precision',
    peak_latency: 'double precision',
    degradation: 'double precision',
  }).execute();
  await createIndex(db, 'perf_outages_list_idx', 'perf_outages', ['start_date', 'id']).execute();
  await createIndex(db, 'perf_outages_solution_idx', 'perf_outages', [
    'solution_id',
    'aggr_level',
    'country',
    'state',
    'city',
  ]).execute();
  await createTable(db, 'perf_state', {
    key: key('varchar(50)'),
    value: 'varchar(200)',
  }).execute();
  await createIndex(db, 'reports_created_id_idx', 'reports', ['created_at', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('reports_created_id_idx').execute();
  for (const t of ['perf_state', 'perf_outages', 'perf_latest', 'perf_org_stats', 'perf_aggregates'])
    await db.schema.dropTable(t).execute();
}
