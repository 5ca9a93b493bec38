import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Copilot test results, health-page incidents, and the health samples: one narrow row per report
 * with a known egress city (metro as a small integer, time, latency), written by a trigger in the
 * report's own transaction and deleted with it, so the health page's window query reads numbers
 * from one index range instead of every report's text columns.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('copilot_test_reports')
    .addColumn('run_id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('received_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('created_on', 'varchar(30)', (c) => c.notNull())
    .addColumn('city', 'varchar(200)', (c) => c.notNull())
    .addColumn('country', 'varchar(200)', (c) => c.notNull())
    .addColumn('egress_ip', 'varchar(45)', (c) => c.notNull())
    .addColumn('passed', 'integer', (c) => c.notNull())
    .addColumn('result', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('health_incidents')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('severity', 'varchar(16)', (c) => c.notNull())
    .addColumn('started_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('resolved_at', 'varchar(30)')
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('health_metros')
    .addColumn('id', postgres ? 'serial' : 'integer', (c) =>
      postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('country_code', 'varchar(2)', (c) => c.notNull())
    .addColumn('city', 'varchar(200)', (c) => c.notNull())
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addUniqueConstraint('health_metros_name', ['country_code', 'city'])
    .execute();
  await db.schema
    .createTable('health_samples')
    .addColumn('report_id', 'varchar(22)', (c) => c.primaryKey().references('reports.id').onDelete('cascade'))
    .addColumn('metro_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('latency', 'double precision', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('health_samples_window')
    .on('health_samples')
    .columns(['created_at', 'metro_id', 'latency'])
    .execute();

  // What the trigger does for each new report, and the migration once for the stored ones.
  const metroOf = (src: string) =>
    sql.raw(`
    insert into health_metros (country_code, city, latitude, longitude)
    select ${src}.egress_country_code, ${src}.egress_city, ${src}.egress_latitude, ${src}.egress_longitude`);
  const sampleOf = (src: string) =>
    sql.raw(`
    insert into health_samples (report_id, metro_id, created_at, latency)
    select ${src}.id, m.id, ${src}.created_at, ${src}.measured_latency
      from health_metros m
     where m.country_code = ${src}.egress_country_code and m.city = ${src}.egress_city`);
  if (postgres) {
    await sql`
      create function reports_health_sample() returns trigger language plpgsql as $$
      begin
        if new.egress_city <> '' then
          ${metroOf('new')} on conflict (country_code, city) do nothing;
          ${sampleOf('new')};
        end if;
        return null;
      end $$`.execute(db);
    await sql`
      create trigger reports_health_sample after insert on reports
      for each row execute function reports_health_sample()`.execute(db);
  } else {
    await sql`
      create trigger reports_health_sample after insert on reports
      when new.egress_city <> ''
      begin
        ${metroOf('new')} where true on conflict (country_code, city) do nothing;
        ${sampleOf('new')};
      end`.execute(db);
  }
  await sql`
    insert into health_metros (country_code, city, latitude, longitude)
    select egress_country_code, egress_city, max(egress_latitude), max(egress_longitude)
      from reports where egress_city <> '' group by egress_country_code, egress_city`.execute(db);
  await sql`
    insert into health_samples (report_id, metro_id, created_at, latency)
    select r.id, m.id, r.created_at, r.measured_latency
      from reports r join health_metros m on m.country_code = r.egress_country_code and m.city = r.egress_city`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await sql`drop trigger if exists reports_health_sample${sql.raw(postgres ? ' on reports' : '')}`.execute(
    db,
  );
  if (postgres) await sql`drop function if exists reports_health_sample()`.execute(db);
  await db.schema.dropTable('health_samples').execute();
  await db.schema.dropTable('health_metros').execute();
  await db.schema.dropTable('health_incidents').execute();
  await db.schema.dropTable('copilot_test_reports').execute();
}
