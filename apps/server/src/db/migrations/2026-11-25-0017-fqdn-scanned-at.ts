import type { Kysely } from 'kysely';

/**
 * When the scanner last tested each FQDN ('' before its first scan), so the scheduled scan takes
 * the FQDNs scanned longest ago first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('fqdns')
    .addColumn('scanned_at', 'varchar(30)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('fqdns_scanned_at').on('fqdns').columns(['scanned_at', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('fqdns_scanned_at').execute();
  await db.schema.alterTable('fqdns').dropColumn('scanned_at').execute();
}
