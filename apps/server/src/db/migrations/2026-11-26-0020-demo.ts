import type { Kysely } from 'kysely';
import { createTable } from './table.js';

/**
 * What the demo command created (its organisations, provider and reports), by kind and id, so
 * that `demo-providers --remove` removes exactly that and nothing else.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, 'demo_items', {
    kind: 'varchar(20)',
    id: 'varchar(100)',
    created_at: 'varchar(30)',
  })
    .addPrimaryKeyConstraint('demo_items_pk', ['kind', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('demo_items').execute();
}
