import type { Kysely } from 'kysely';

/** Feature flags edited by administrators, and telemetry recorded by the web app. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('feature_flags')
    .addColumn('environment', 'varchar(20)', (c) => c.notNull())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('value', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(100)', (c) => c.notNull())
    .addPrimaryKeyConstraint('feature_flags_pk', ['environment', 'name'])
    .execute();

  await db.schema
    .createTable('telemetry_events')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('session_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('name', 'varchar(300)', (c) => c.notNull())
    .addColumn('page', 'varchar(300)')
    .addColumn('message', 'text')
    .addColumn('properties', 'text')
    .addColumn('language', 'varchar(35)')
    .addColumn('occurred_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('telemetry_events_kind_time')
    .on('telemetry_events')
    .columns(['kind', 'occurred_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('telemetry_events').execute();
  await db.schema.dropTable('feature_flags').execute();
}
