import type { Kysely } from 'kysely';

/**
 * What the demo command created (its organisations, provider and reports), by kind and id, so
 * that `demo-providers --remove` removes exactly that and nothing else.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('demo_items')
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('id', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('demo_items_pk', ['kind', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('demo_items').execute();
}
