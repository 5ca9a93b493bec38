import type { Kysely } from 'kysely';
import { addColumn } from './table.js';

/**
 * Each IP subnet of a published endpoint set may carry its own service-tree entry (spec 2 §3):
 * kept with the set as JSON, empty for the sets published before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await addColumn(db, 'dl_endpoint_sets', 'subnet_service_trees', [
    'text',
    (c) => c.notNull().defaultTo('[]'),
  ]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('dl_endpoint_sets').dropColumn('subnet_service_trees').execute();
}
