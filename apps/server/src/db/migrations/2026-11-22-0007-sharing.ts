import type { Kysely } from 'kysely';
import { createIndex, createTable } from './table.js';

/**
 * Saved reports and sharing: who saved a report and when, whether it is public, the browser a
 * run came from (the proof a later claim needs), and the people a report is shared with.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, 'saved_reports', {
    report_id: ['varchar(22)', (c) => c.primaryKey().references('reports.id').onDelete('cascade')],
    owner_id: ['varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade')],
    org_id: 'varchar(36)',
    is_public: 'integer',
    saved_at: 'varchar(30)',
  }).execute();
  await createIndex(db, 'saved_reports_owner', 'saved_reports', ['owner_id', 'saved_at']).execute();
  await createTable(db, 'report_receivers', {
    report_id: ['varchar(22)', (c) => c.notNull().references('saved_reports.report_id').onDelete('cascade')],
    user_id: ['varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade')],
    shared_at: 'varchar(30)',
  })
    .addPrimaryKeyConstraint('report_receivers_pk', ['report_id', 'user_id'])
    .execute();
  await createIndex(db, 'report_receivers_user', 'report_receivers', ['user_id']).execute();
  await createTable(db, 'report_origins', {
    report_id: ['varchar(22)', (c) => c.primaryKey().references('reports.id').onDelete('cascade')],
    browser_hash: 'varchar(64)',
  }).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('report_origins').execute();
  await db.schema.dropTable('report_receivers').execute();
  await db.schema.dropTable('saved_reports').execute();
}
