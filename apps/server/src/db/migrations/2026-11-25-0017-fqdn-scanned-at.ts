import type { Kysely } from 'kysely';
import { addColumn, createIndex } from './table.js';

/**
 * When the scanner last tested each FQDN ('' before its first scan), so the scheduled scan takes
 * the FQDNs scanned longest ago first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await addColumn(db, 'fqdns', 'scanned_at', ['varchar(30)', (c) => c.notNull().defaultTo('')]).execute();
  await createIndex(db, 'fqdns_scanned_at', 'fqdns', ['scanned_at', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('fqdns_scanned_at').execute();
  await db.schema.alterTable('fqdns').dropColumn('scanned_at').execute();
}
