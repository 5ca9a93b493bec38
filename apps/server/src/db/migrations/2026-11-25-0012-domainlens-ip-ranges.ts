import type { Kysely } from 'kysely';

/**
 * Domain Lens registries of IP ranges an operator imports (IPAM, ARIN allocations, BYOIP
 * ranges): each import replaces its source's list. The validation tests read them (IPAM tags,
 * ownership).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('dl_ip_ranges')
    .addColumn('source', 'varchar(10)', (c) => c.notNull())
    .addColumn('cidr', 'varchar(50)', (c) => c.notNull())
    .addColumn('tags', 'text', (c) => c.notNull())
    .addColumn('owner', 'varchar(300)', (c) => c.notNull())
    .addColumn('imported_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('dl_ip_ranges_pk', ['source', 'cidr'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('dl_ip_ranges').execute();
}
