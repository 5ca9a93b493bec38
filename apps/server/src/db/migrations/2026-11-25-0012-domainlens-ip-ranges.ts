import type { Kysely } from 'kysely';
import { createTable } from './table.js';

/**
 * Domain Lens registries of IP ranges an operator imports (IPAM, ARIN allocations, BYOIP
 * ranges): each import replaces its source's list. The validation tests read them (IPAM tags,
 * ownership).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, 'dl_ip_ranges', {
    source: 'varchar(10)',
    cidr: 'varchar(50)',
    tags: 'text',
    owner: 'varchar(300)',
    imported_at: 'varchar(30)',
  })
    .addPrimaryKeyConstraint('dl_ip_ranges_pk', ['source', 'cidr'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('dl_ip_ranges').execute();
}
