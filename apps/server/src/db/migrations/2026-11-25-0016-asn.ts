import type { Kysely } from 'kysely';
import { createIndex, createTable, key, nullable } from './table.js';

/**
 * The ASN explorer: organisations and ASes an operator imports (CAIDA AS-to-organisation,
 * PeeringDB), links between ASes by source (CAIDA AS relationships, traceroutes of the advanced
 * test), and per-feature state (the links' version, the traceroute scan's watermark). An index on
 * the reports' egress ASN keeps the traffic aggregate per AS cheap.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, 'asn_orgs', {
    org_id: key('varchar(200)'),
    name: 'varchar(500)',
    country: nullable('varchar(10)'),
    source: 'varchar(20)',
  }).execute();
  await createTable(db, 'asn_systems', {
    asn: key('bigint'),
    name: 'varchar(500)',
    org_id: nullable('varchar(200)'),
    source: 'varchar(20)',
  }).execute();
  await createIndex(db, 'asn_systems_org_idx', 'asn_systems', ['org_id']).execute();
  // rel: -1 asn1 is the provider of asn2; 0 peers; null unknown (asn1 < asn2 unless -1).
  await createTable(db, 'asn_links', {
    asn1: 'bigint',
    asn2: 'bigint',
    rel: nullable('integer'),
    source: 'varchar(20)',
    updated_at: 'varchar(30)',
  })
    .addPrimaryKeyConstraint('asn_links_pk', ['asn1', 'asn2', 'source'])
    .execute();
  await createIndex(db, 'asn_links_asn2_idx', 'asn_links', ['asn2']).execute();
  await createTable(db, 'asn_state', {
    key: key('varchar(50)'),
    value: 'varchar(100)',
  }).execute();
  await createIndex(db, 'reports_egress_asn_idx', 'reports', ['egress_asn']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('reports_egress_asn_idx').execute();
  for (const t of ['asn_state', 'asn_links', 'asn_systems', 'asn_orgs'])
    await db.schema.dropTable(t).execute();
}
