import type { Kysely } from 'kysely';

/**
 * The FQDN inventory of Domain Lens (spec 2 §3): one row per FQDN and instance, its
 * customer-facing status, deprecation, service tree, workload assignment request (the current
 * one; past ones live in `fqdn_assignment_log`), the scanner's verdict and per-test results
 * (JSON, filled by the scanner), discovery info and OCDI associations (JSON, empty by default).
 * Endpoint sets are not stored here: they are derived from the endpoint sets' own FQDN lists.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('fqdns')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('domain_name', 'varchar(300)', (c) => c.notNull())
    .addColumn('instance', 'varchar(20)', (c) => c.notNull())
    .addColumn('workload', 'varchar(100)', (c) => c.notNull())
    .addColumn('is_wildcard', 'integer', (c) => c.notNull())
    .addColumn('is_customer_facing_status', 'varchar(10)', (c) => c.notNull().defaultTo('Unset'))
    .addColumn('is_customer_facing_note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_deprecated', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published_domain_name', 'varchar(300)')
    .addColumn('service_tree_id', 'varchar(36)')
    .addColumn('daily_test_status', 'varchar(20)', (c) => c.notNull().defaultTo('UnTested'))
    .addColumn('test_results', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('assignment_status', 'varchar(30)', (c) => c.notNull().defaultTo('None'))
    .addColumn('assignment_new_workload', 'varchar(100)')
    .addColumn('assignment_requested_by', 'varchar(320)')
    .addColumn('assignment_requested_date', 'varchar(30)')
    .addColumn('assignment_requested_note', 'text')
    .addColumn('assignment_reviewed_by', 'varchar(320)')
    .addColumn('assignment_reviewed_date', 'varchar(30)')
    .addColumn('assignment_reviewed_note', 'text')
    .addColumn('discovery_info', 'text')
    .addColumn('scanner_latest_detected_datetime', 'varchar(30)')
    .addColumn('scanner_sample_count', 'integer', (c) => c.notNull().defaultTo(-1))
    .addColumn('scanner_component', 'varchar(200)')
    .addColumn('scanner_subcomponent', 'varchar(200)')
    .addColumn('scope', 'varchar(20)', (c) => c.notNull().defaultTo('Unset'))
    .addColumn('ocdi_associations', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('added_by', 'varchar(320)', (c) => c.notNull())
    .addColumn('last_update_datetime', 'varchar(30)', (c) => c.notNull())
    .execute();
  // The list's order and keyset cursor (name, id), and each filter beside it.
  await db.schema.createIndex('fqdns_name').on('fqdns').columns(['domain_name', 'id']).execute();
  await db.schema
    .createIndex('fqdns_instance_name')
    .on('fqdns')
    .columns(['instance', 'domain_name', 'id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('fqdns_workload_name')
    .on('fqdns')
    .columns(['workload', 'domain_name', 'id'])
    .execute();
  await db.schema
    .createIndex('fqdns_assignment')
    .on('fqdns')
    .columns(['assignment_status', 'assignment_new_workload'])
    .execute();
  await db.schema.createIndex('fqdns_service_tree').on('fqdns').column('service_tree_id').execute();
  await db.schema
    .createIndex('fqdns_daily_test')
    .on('fqdns')
    .columns(['daily_test_status', 'domain_name', 'id'])
    .execute();
  await db.schema
    .createTable('fqdn_assignment_log')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('fqdn_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('action', 'varchar(30)', (c) => c.notNull())
    .addColumn('from_workload', 'varchar(100)', (c) => c.notNull())
    .addColumn('to_workload', 'varchar(100)', (c) => c.notNull())
    .addColumn('actor', 'varchar(320)', (c) => c.notNull())
    .addColumn('at', 'varchar(30)', (c) => c.notNull())
    .addColumn('note', 'text')
    .execute();
  await db.schema
    .createIndex('fqdn_assignment_log_fqdn')
    .on('fqdn_assignment_log')
    .columns(['fqdn_id', 'at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('fqdn_assignment_log').execute();
  await db.schema.dropTable('fqdns').execute();
}
