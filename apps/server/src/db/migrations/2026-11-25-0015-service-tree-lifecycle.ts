import type { Kysely } from 'kysely';
import { addColumn } from './table.js';

/**
 * The service-tree entry's lifecycle (Development, Preview, Production, Deprecated, Retired),
 * which the FQDN scanner's lifecycle test reads. Entries imported before it are in Production.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await addColumn(db, 'dl_service_tree', 'lifecycle', [
    'varchar(20)',
    (c) => c.notNull().defaultTo('Production'),
  ]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('dl_service_tree').dropColumn('lifecycle').execute();
}
