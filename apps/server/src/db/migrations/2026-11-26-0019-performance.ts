import type { CreateTableBuilder, Kysely } from 'kysely';

/** The columns naming an aggregate: its solution, period and place. */
const series = <T extends string>(t: CreateTableBuilder<T>) =>
  t
    .addColumn('solution_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('period', 'varchar(5)', (c) => c.notNull())
    .addColumn('period_start', 'varchar(10)', (c) => c.notNull())
    .addColumn('aggr_level', 'varchar(10)', (c) => c.notNull())
    .addColumn('country', 'varchar(200)', (c) => c.notNull())
    .addColumn('state', 'varchar(200)', (c) => c.notNull())
    .addColumn('city', 'varchar(200)', (c) => c.notNull());

/**
 * Provider performance: the sufficient statistics of each solution at each place per day and
 * month (`perf_aggregates`, its customer organisations in `perf_org_stats`), the latest aggregate
 * per solution and place (`perf_latest`, what the list calls read), outages, and the
 * aggregation's watermark (`perf_state`). An index on the reports' creation time and id lets the
 * aggregation read only the reports after its watermark.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('perf_aggregates')
    .addColumn('agg_key', 'varchar(600)', (c) => c.primaryKey())
    .$call(series)
    .addColumn('city_lat', 'double precision')
    .addColumn('city_long', 'double precision')
    .addColumn('n', 'integer', (c) => c.notNull())
    .addColumn('sum_latency', 'double precision', (c) => c.notNull())
    .addColumn('sum_sq_latency', 'double precision', (c) => c.notNull())
    .addColumn('available', 'integer', (c) => c.notNull())
    .addColumn('optimal_known', 'integer', (c) => c.notNull())
    .addColumn('optimal', 'integer', (c) => c.notNull())
    .addColumn('meetings_n', 'integer', (c) => c.notNull())
    .addColumn('meetings_sum', 'double precision', (c) => c.notNull())
    .addColumn('org_count', 'integer', (c) => c.notNull().defaultTo(0))
    // JSON: the customers that may dominate it ([org, n, sum, sum of squares]), at most a few.
    .addColumn('dominant_orgs', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('latency_ms', 'double precision')
    .addColumn('latency_score', 'double precision')
    .addColumn('availability', 'double precision')
    .addColumn('connectedness', 'double precision')
    .addColumn('npi', 'double precision')
    .addColumn('meetings_score', 'double precision')
    .addColumn('assessment_level', 'varchar(20)')
    .addColumn('hidden_reason', 'varchar(40)')
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('perf_aggregates_series_idx')
    .on('perf_aggregates')
    .columns(['solution_id', 'period', 'aggr_level', 'country', 'state', 'city', 'period_start'])
    .execute();
  await db.schema
    .createTable('perf_org_stats')
    .addColumn('agg_key', 'varchar(600)', (c) => c.notNull())
    .addColumn('org', 'varchar(100)', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addColumn('sum_latency', 'double precision', (c) => c.notNull())
    .addColumn('sum_sq_latency', 'double precision', (c) => c.notNull())
    .addPrimaryKeyConstraint('perf_org_stats_pk', ['agg_key', 'org'])
    .execute();
  await db.schema
    .createTable('perf_latest')
    .addColumn('latest_key', 'varchar(600)', (c) => c.primaryKey())
    .addColumn('agg_key', 'varchar(600)', (c) => c.notNull())
    .$call(series)
    .execute();
  await db.schema
    .createIndex('perf_latest_place_idx')
    .on('perf_latest')
    .columns(['period', 'aggr_level', 'country', 'state', 'city'])
    .execute();
  await db.schema.createIndex('perf_latest_solution_idx').on('perf_latest').column('solution_id').execute();
  await db.schema
    .createTable('perf_outages')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('solution_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('aggr_level', 'varchar(10)', (c) => c.notNull())
    .addColumn('country', 'varchar(200)', (c) => c.notNull())
    .addColumn('state', 'varchar(200)', (c) => c.notNull())
    .addColumn('city', 'varchar(200)', (c) => c.notNull())
    .addColumn('city_lat', 'double precision')
    .addColumn('city_long', 'double precision')
    .addColumn('category', 'integer', (c) => c.notNull())
    .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('end_date', 'varchar(10)')
    .addColumn('days', 'integer', (c) => c.notNull())
    .addColumn('baseline_latency', 'double precision', (c) => c.notNull())
    .addColumn('peak_latency', 'double precision', (c) => c.notNull())
    .addColumn('degradation', 'double precision', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('perf_outages_list_idx')
    .on('perf_outages')
    .columns(['start_date', 'id'])
    .execute();
  await db.schema
    .createIndex('perf_outages_solution_idx')
    .on('perf_outages')
    .columns(['solution_id', 'aggr_level', 'country', 'state', 'city'])
    .execute();
  await db.schema
    .createTable('perf_state')
    .addColumn('key', 'varchar(50)', (c) => c.primaryKey())
    .addColumn('value', 'varchar(200)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('reports_created_id_idx').on('reports').columns(['created_at', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('reports_created_id_idx').execute();
  for (const t of ['perf_state', 'perf_outages', 'perf_latest', 'perf_org_stats', 'perf_aggregates'])
    await db.schema.dropTable(t).execute();
}
