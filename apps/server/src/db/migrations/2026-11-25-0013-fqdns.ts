import type { Kysely } from 'kysely';
import { createIndex, createTable, key, nullable } from './table.js';

/**
 * The FQDN inventory of Domain Lens (spec 2 §3): one row per FQDN and instance, its
 * customer-facing status, deprecation, service tree, workload assignment request (the current
 * one; past ones live in `fqdn_assignment_log`), the scanner's verdict and per-test results
 * (JSON, filled by the scanner), discovery info and OCDI associations (JSON, empty by default).
 * Endpoint sets are not stored here: they are derived from the endpoint sets' own FQDN lists.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, 'fqdns', {
    id: key('varchar(36)'),
    domain_name: 'varchar(300)',
    instance: 'varchar(20)',
    workload: 'varchar(100)',
    is_wildcard: 'integer',
    is_customer_facing_status: ['varchar(10)', (c) => c.notNull().defaultTo('Unset')],
    is_customer_facing_note: ['text', (c) => c.notNull().defaultTo('')],
    is_deprecated: ['integer', (c) => c.notNull().defaultTo(0)],
    published_domain_name: nullable('varchar(300)'),
    service_tree_id: nullable('varchar(36)'),
    daily_test_status: ['varchar(20)', (c) => c.notNull().defaultTo('UnTested')],
    test_results: ['text', (c) => c.notNull().defaultTo('[]')],
    assignment_status: ['varchar(30)', (c) => c.notNull().defaultTo('None')],
    assignment_new_workload: nullable('varchar(100)'),
    assignment_requested_by: nullable('varchar(320)'),
    assignment_requested_date: nullable('varchar(30)'),
    assignment_requested_note: nullable('text'),
    assignment_reviewed_by: nullable('varchar(320)'),
    assignment_reviewed_date: nullable('varchar(30)'),
    assignment_reviewed_note: nullable('text'),
    discovery_info: nullable('text'),
    scanner_latest_detected_datetime: nullable('varchar(30)'),
    scanner_sample_count: ['integer', (c) => c.notNull().defaultTo(-1)],
    scanner_component: nullable('varchar(200)'),
    scanner_subcomponent: nullable('varchar(200)'),
    scope: ['varchar(20)', (c) => c.notNull().defaultTo('Unset')],
    ocdi_associations: ['text', (c) => c.notNull().defaultTo('[]')],
    added_by: 'varchar(320)',
    last_update_datetime: 'varchar(30)',
  }).execute();
  // The list's order and keyset cursor (name, id), and each filter beside it.
  await createIndex(db, 'fqdns_name', 'fqdns', ['domain_name', 'id']).execute();
  await db.schema
    .createIndex('fqdns_instance_name')
    .on('fqdns')
    .columns(['instance', 'domain_name', 'id'])
    .unique()
    .execute();
  await createIndex(db, 'fqdns_workload_name', 'fqdns', ['workload', 'domain_name', 'id']).execute();
  await createIndex(db, 'fqdns_assignment', 'fqdns', [
    'assignment_status',
    'assignment_new_workload',
  ]).execute();
  await createIndex(db, 'fqdns_service_tree', 'fqdns', ['service_tree_id']).execute();
  await createIndex(db, 'fqdns_daily_test', 'fqdns', ['daily_test_status', 'domain_name', 'id']).execute();
  await createTable(db, 'fqdn_assignment_log', {
    id: key('varchar(36)'),
    fqdn_id: 'varchar(36)',
    action: 'varchar(30)',
    from_workload: 'varchar(100)',
    to_workload: 'varchar(100)',
    actor: 'varchar(320)',
    at: 'varchar(30)',
    note: nullable('text'),
  }).execute();
  await createIndex(db, 'fqdn_assignment_log_fqdn', 'fqdn_assignment_log', ['fqdn_id', 'at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('fqdn_assignment_log').execute();
  await db.schema.dropTable('fqdns').execute();
}
