import type { Kysely } from 'kysely';
import { createIndex, createTable, key, nullable } from './table.js';

/** Feature flags edited by administrators, and telemetry recorded by the web app. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, 'feature_flags', {
    environment: 'varchar(20)',
    name: 'varchar(64)',
    value: 'integer',
    updated_at: 'varchar(30)',
    updated_by: 'varchar(100)',
  })
    .addPrimaryKeyConstraint('feature_flags_pk', ['environment', 'name'])
    .execute();

  await createTable(db, 'telemetry_events', {
    id: key('varchar(36)'),
    session_id: 'varchar(64)',
    kind: 'varchar(16)',
    name: 'varchar(300)',
    page: nullable('varchar(300)'),
    message: nullable('text'),
    properties: nullable('text'),
    language: nullable('varchar(35)'),
    occurred_at: 'varchar(30)',
  }).execute();
  await createIndex(db, 'telemetry_events_kind_time', 'telemetry_events', ['kind', 'occurred_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('telemetry_events').execute();
  await db.schema.dropTable('feature_flags').execute();
}
