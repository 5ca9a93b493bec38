import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { createIndex, createTable, key, nullable } from './table.js';

/**
 * Copilot test results, health-page incidents, and the health samples: one narrow row per report
 * with a known egress city (metro as a small integer, time, latency), written by a trigger in the
 * report's own transaction and deleted with it, so the health page's window query reads numbers
 * from one index range instead of every report's text columns.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await createTable(db, 'copilot_test_reports', {
    run_id: key('varchar(36)'),
    received_at: 'varchar(30)',
    created_on: 'varchar(30)',
    city: 'varchar(200)',
    country: 'varchar(200)',
    egress_ip: 'varchar(45)',
    passed: 'integer',
    result: 'text',
  }).execute();

  await createTable(db, 'health_incidents', {
    id: key('varchar(36)'),
    title: 'varchar(200)',
    message: 'text',
    severity: 'varchar(16)',
    started_at: 'varchar(30)',
    resolved_at: nullable('varchar(30)'),
    updated_at: 'varchar(30)',
  }).execute();

  await createTable(db, 'health_metros', {
    id: [
      postgres ? 'serial' : 'integer',
      (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()),
    ],
    country_code: 'varchar(2)',
    city: 'varchar(200)',
    latitude: nullable('double precision'),
    longitude: nullable('double precision'),
  })
    .addUniqueConstraint('health_metros_name', ['country_code', 'city'])
    .execute();
  await createTable(db, 'health_samples', {
    report_id: ['varchar(22)', (c) => c.primaryKey().references('reports.id').onDelete('cascade')],
    metro_id: 'integer',
    created_at: 'varchar(30)',
    latency: 'double precision',
  }).execute();
  await createIndex(db, 'health_samples_window', 'health_samples', [
    'created_at',
    'metro_id',
    'latency',
  ]).execute();

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
