import type { Kysely } from 'kysely';

/**
 * Saved reports and sharing: who saved a report and when, whether it is public, the browser a
 * run came from (the proof a later claim needs), and the people a report is shared with.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('saved_reports')
    .addColumn('report_id', 'varchar(22)', (c) => c.primaryKey().references('reports.id').onDelete('cascade'))
    .addColumn('owner_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('org_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('is_public', 'integer', (c) => c.notNull())
    .addColumn('saved_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('saved_reports_owner')
    .on('saved_reports')
    .columns(['owner_id', 'saved_at'])
    .execute();
  await db.schema
    .createTable('report_receivers')
    .addColumn('report_id', 'varchar(22)', (c) =>
      c.notNull().references('saved_reports.report_id').onDelete('cascade'),
    )
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('shared_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('report_receivers_pk', ['report_id', 'user_id'])
    .execute();
  await db.schema.createIndex('report_receivers_user').on('report_receivers').column('user_id').execute();
  await db.schema
    .createTable('report_origins')
    .addColumn('report_id', 'varchar(22)', (c) => c.primaryKey().references('reports.id').onDelete('cascade'))
    .addColumn('browser_hash', 'varchar(64)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('report_origins').execute();
  await db.schema.dropTable('report_receivers').execute();
  await db.schema.dropTable('saved_reports').execute();
}
