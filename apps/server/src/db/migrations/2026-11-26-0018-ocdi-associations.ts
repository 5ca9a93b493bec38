import type { Kysely } from 'kysely';
import { addColumn, createIndex, createTable, key, nullable } from './table.js';

/**
 * OCDI associations: one row per association, its legacy FQDNs (an FQDN in one association at
 * most) and its OCDI names (a name of an instance in one association at most). The FQDN's old
 * JSON column is dropped: an FQDN's associations are read from these tables.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, 'ocdi_associations', {
    id: key('varchar(36)'),
    instance: 'varchar(30)',
    service_tree_id: 'varchar(36)',
    state: 'varchar(20)',
    review: 'varchar(20)',
    ocdi_domains: 'text',
    transition_status: 'varchar(20)',
    ga_date: 'varchar(10)',
    created_by: 'varchar(320)',
    created_at: 'varchar(30)',
    updated_at: 'varchar(30)',
    submitted_by: nullable('varchar(320)'),
    submitted_at: nullable('varchar(30)'),
    reviewed_by: nullable('varchar(320)'),
    reviewed_at: nullable('varchar(30)'),
    review_note: nullable('text'),
  }).execute();
  await createIndex(db, 'ocdi_associations_updated', 'ocdi_associations', ['updated_at', 'id']).execute();
  await createTable(db, 'ocdi_association_fqdns', {
    fqdn_id: key('varchar(36)'),
    association_id: 'varchar(36)',
    domain_name: 'varchar(300)',
  }).execute();
  await createIndex(db, 'ocdi_association_fqdns_association', 'ocdi_association_fqdns', [
    'association_id',
  ]).execute();
  await createTable(db, 'ocdi_association_domains', {
    instance: 'varchar(30)',
    domain_name: 'varchar(300)',
    association_id: 'varchar(36)',
  })
    .addPrimaryKeyConstraint('ocdi_association_domains_pk', ['instance', 'domain_name'])
    .execute();
  await createIndex(db, 'ocdi_association_domains_association', 'ocdi_association_domains', [
    'association_id',
  ]).execute();
  await db.schema.alterTable('fqdns').dropColumn('ocdi_associations').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await addColumn(db, 'fqdns', 'ocdi_associations', ['text', (c) => c.notNull().defaultTo('[]')]).execute();
  await db.schema.dropTable('ocdi_association_domains').execute();
  await db.schema.dropTable('ocdi_association_fqdns').execute();
  await db.schema.dropTable('ocdi_associations').execute();
}
