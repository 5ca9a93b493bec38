import type { Kysely } from 'kysely';

/**
 * OCDI associations: one row per association, its legacy FQDNs (an FQDN in one association at
 * most) and its OCDI names (a name of an instance in one association at most). The FQDN's old
 * JSON column is dropped: an FQDN's associations are read from these tables.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ocdi_associations')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('instance', 'varchar(30)', (c) => c.notNull())
    .addColumn('service_tree_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('state', 'varchar(20)', (c) => c.notNull())
    .addColumn('review', 'varchar(20)', (c) => c.notNull())
    .addColumn('ocdi_domains', 'text', (c) => c.notNull())
    .addColumn('transition_status', 'varchar(20)', (c) => c.notNull())
    .addColumn('ga_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_by', 'varchar(320)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('submitted_by', 'varchar(320)')
    .addColumn('submitted_at', 'varchar(30)')
    .addColumn('reviewed_by', 'varchar(320)')
    .addColumn('reviewed_at', 'varchar(30)')
    .addColumn('review_note', 'text')
    .execute();
  await db.schema
    .createIndex('ocdi_associations_updated')
    .on('ocdi_associations')
    .columns(['updated_at', 'id'])
    .execute();
  await db.schema
    .createTable('ocdi_association_fqdns')
    .addColumn('fqdn_id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('association_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('domain_name', 'varchar(300)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ocdi_association_fqdns_association')
    .on('ocdi_association_fqdns')
    .column('association_id')
    .execute();
  await db.schema
    .createTable('ocdi_association_domains')
    .addColumn('instance', 'varchar(30)', (c) => c.notNull())
    .addColumn('domain_name', 'varchar(300)', (c) => c.notNull())
    .addColumn('association_id', 'varchar(36)', (c) => c.notNull())
    .addPrimaryKeyConstraint('ocdi_association_domains_pk', ['instance', 'domain_name'])
    .execute();
  await db.schema
    .createIndex('ocdi_association_domains_association')
    .on('ocdi_association_domains')
    .column('association_id')
    .execute();
  await db.schema.alterTable('fqdns').dropColumn('ocdi_associations').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('fqdns')
    .addColumn('ocdi_associations', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema.dropTable('ocdi_association_domains').execute();
  await db.schema.dropTable('ocdi_association_fqdns').execute();
  await db.schema.dropTable('ocdi_associations').execute();
}
