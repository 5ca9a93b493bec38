import type { Kysely } from 'kysely';

/**
 * The ASN explorer: organisations and ASes an operator imports (CAIDA AS-to-organisation,
 * PeeringDB), links between ASes by source (CAIDA AS relationships, traceroutes of the advanced
 * test), and per-feature state (the links' version, the traceroute scan's watermark). An index on
 * the reports' egress ASN keeps the traffic aggregate per AS cheap.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('asn_orgs')
    .addColumn('org_id', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(500)', (c) => c.notNull())
    .addColumn('country', 'varchar(10)')
    .addColumn('source', 'varchar(20)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('asn_systems')
    .addColumn('asn', 'bigint', (c) => c.primaryKey())
    .addColumn('name', 'varchar(500)', (c) => c.notNull())
    .addColumn('org_id', 'varchar(200)')
    .addColumn('source', 'varchar(20)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('asn_systems_org_idx').on('asn_systems').column('org_id').execute();
  // rel: -1 asn1 is the provider of asn2; 0 peers; null unknown (asn1 < asn2 unless -1).
  await db.schema
    .createTable('asn_links')
    .addColumn('asn1', 'bigint', (c) => c.notNull())
    .addColumn('asn2', 'bigint', (c) => c.notNull())
    .addColumn('rel', 'integer')
    .addColumn('source', 'varchar(20)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('asn_links_pk', ['asn1', 'asn2', 'source'])
    .execute();
  await db.schema.createIndex('asn_links_asn2_idx').on('asn_links').column('asn2').execute();
  await db.schema
    .createTable('asn_state')
    .addColumn('key', 'varchar(50)', (c) => c.primaryKey())
    .addColumn('value', 'varchar(100)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('reports_egress_asn_idx').on('reports').column('egress_asn').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('reports_egress_asn_idx').execute();
  for (const t of ['asn_state', 'asn_links', 'asn_systems', 'asn_orgs'])
    await db.schema.dropTable(t).execute();
}
