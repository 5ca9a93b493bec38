import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { addColumn, createIndex, createTable, nullable } from './table.js';

/**
 * Fewer trees written per stored report (each one touched is pages of log to write, and on SQLite
 * to checkpoint): the browser a report came from becomes a column of the report rather than a
 * table of its own with an index on the random report id; the health samples are kept in time
 * order only (SQLite: one tree, WITHOUT ROWID, keyed by time, metro, latency and report;
 * PostgreSQL: the window index, no key on the report id). A report's sample is found by its time
 * and id: a trigger deletes it with its report and moves it when the report's time changes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await addColumn(db, 'reports', 'browser_hash', nullable('varchar(64)')).execute();
  await sql`
    update reports set browser_hash = o.browser_hash
      from report_origins o where o.report_id = reports.id`.execute(db);
  await db.schema.dropTable('report_origins').execute();

  if (postgres) {
    await sql`alter table health_samples drop constraint if exists health_samples_report_id_fkey`.execute(db);
    await sql`alter table health_samples drop constraint if exists health_samples_pkey`.execute(db);
    await sql`
      create function reports_health_sample_follow() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' then
          delete from health_samples where created_at = old.created_at and report_id = old.id;
        elsif new.created_at <> old.created_at then
          update health_samples set created_at = new.created_at
           where created_at = old.created_at and report_id = old.id;
        end if;
        return null;
      end $$`.execute(db);
    await sql`
      create trigger reports_health_sample_follow after delete or update of created_at on reports
      for each row execute function reports_health_sample_follow()`.execute(db);
    return;
  }

  await sql`
    create table health_samples_by_time (
      report_id varchar(22) not null,
      metro_id integer not null,
      created_at varchar(30) not null,
      latency double precision not null,
      primary key (created_at, metro_id, latency, report_id)
    ) without rowid`.execute(db);
  await sql`
    insert into health_samples_by_time (report_id, metro_id, created_at, latency)
    select report_id, metro_id, created_at, latency from health_samples`.execute(db);
  await replaceSqliteTable(db, 'health_samples_by_time');
  await sql`
    create trigger reports_health_sample_delete after delete on reports
    begin
      delete from health_samples where created_at = old.created_at and report_id = old.id;
    end`.execute(db);
  await sql`
    create trigger reports_health_sample_time after update of created_at on reports
    when new.created_at <> old.created_at
    begin
      update health_samples set created_at = new.created_at
       where created_at = old.created_at and report_id = old.id;
    end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (postgres) {
    await sql`drop trigger if exists reports_health_sample_follow on reports`.execute(db);
    await sql`drop function if exists reports_health_sample_follow()`.execute(db);
    await sql`alter table health_samples add primary key (report_id)`.execute(db);
    await sql`
      alter table health_samples add constraint health_samples_report_id_fkey
      foreign key (report_id) references reports (id) on delete cascade`.execute(db);
  } else {
    await sql`drop trigger if exists reports_health_sample_delete`.execute(db);
    await sql`drop trigger if exists reports_health_sample_time`.execute(db);
    await createTable(db, 'health_samples_by_report', {
      report_id: ['varchar(22)', (c) => c.primaryKey().references('reports.id').onDelete('cascade')],
      metro_id: 'integer',
      created_at: 'varchar(30)',
      latency: 'double precision',
    }).execute();
    await sql`
      insert into health_samples_by_report (report_id, metro_id, created_at, latency)
      select report_id, metro_id, created_at, latency from health_samples`.execute(db);
    await replaceSqliteTable(db, 'health_samples_by_report');
    await createIndex(db, 'health_samples_window', 'health_samples', [
      'created_at',
      'metro_id',
      'latency',
    ]).execute();
  }

  await createTable(db, 'report_origins', {
    report_id: ['varchar(22)', (c) => c.primaryKey().references('reports.id').onDelete('cascade')],
    browser_hash: 'varchar(64)',
  }).execute();
  await sql`
    insert into report_origins (report_id, browser_hash)
    select id, browser_hash from reports where browser_hash is not null`.execute(db);
  await db.schema.alterTable('reports').dropColumn('browser_hash').execute();
}

/**
 * SQLite: `health_samples` replaced by the filled table `from`. The insert trigger on reports names
 * health_samples, which SQLite checks when a table is renamed: it is set aside meanwhile, as it is.
 */
async function replaceSqliteTable(db: Kysely<unknown>, from: string): Promise<void> {
  const { rows } = await sql<{ sql: string }>`
    select sql from sqlite_master where type = 'trigger' and name = 'reports_health_sample'`.execute(db);
  await sql`drop trigger if exists reports_health_sample`.execute(db);
  await db.schema.dropTable('health_samples').execute();
  await sql`alter table ${sql.table(from)} rename to health_samples`.execute(db);
  for (const r of rows) await sql.raw(r.sql).execute(db);
}
