import type { Kysely } from 'kysely';

/**
 * Domain Lens, the endpoint manager (spec 2 §3): endpoint sets, workloads, service areas,
 * workload champions, the service-tree registry, endpoint-set changes with their log, and the
 * published versions of the public endpoint list. JSON columns hold lists and snapshots.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('dl_service_areas')
    .addColumn('id', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('display_name', 'varchar(200)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('dl_workloads')
    .addColumn('id', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('workload_champ_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('workload_champ_security_group', 'varchar(200)', (c) => c.notNull())
    .addColumn('workload_champ_email', 'varchar(320)', (c) => c.notNull())
    .addColumn('service_area', 'varchar(100)', (c) => c.notNull())
    .addColumn('service_area_display_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('property_groups', 'text', (c) => c.notNull())
    .addColumn('workload_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('dl_workload_champs')
    .addColumn('workload_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('email', 'varchar(320)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addPrimaryKeyConstraint('dl_workload_champs_pk', ['workload_id', 'email'])
    .execute();
  await db.schema
    .createTable('dl_service_tree')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(300)', (c) => c.notNull())
    .addColumn('dev_owner', 'varchar(320)', (c) => c.notNull())
    .addColumn('pm_owner', 'varchar(320)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('dl_endpoint_sets')
    .addColumn('internal_id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('instance', 'varchar(20)', (c) => c.notNull())
    .addColumn('public_id', 'integer')
    .addColumn('governance_category', 'varchar(20)', (c) => c.notNull())
    .addColumn('is_express_route', 'integer', (c) => c.notNull())
    .addColumn('workload', 'varchar(100)', (c) => c.notNull())
    .addColumn('is_required', 'integer', (c) => c.notNull())
    .addColumn('optional_functionality', 'text', (c) => c.notNull())
    .addColumn('tcp_ports', 'varchar(300)', (c) => c.notNull())
    .addColumn('udp_ports', 'varchar(300)', (c) => c.notNull())
    .addColumn('published_version', 'varchar(10)')
    .addColumn('is_deleted', 'integer', (c) => c.notNull())
    .addColumn('is_hidden', 'integer', (c) => c.notNull())
    .addColumn('is_member_set', 'integer', (c) => c.notNull())
    .addColumn('member_endpoint_set_internal_id', 'varchar(36)')
    .addColumn('fqdns', 'text', (c) => c.notNull())
    .addColumn('cidrs', 'text', (c) => c.notNull())
    .addColumn('public_description', 'text', (c) => c.notNull())
    .addColumn('internal_description', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('dl_endpoint_sets_instance')
    .on('dl_endpoint_sets')
    .columns(['instance', 'public_id'])
    .execute();
  await db.schema
    .createTable('dl_changes')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('endpoint_set_internal_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('instance', 'varchar(20)', (c) => c.notNull())
    .addColumn('workload', 'varchar(100)', (c) => c.notNull())
    .addColumn('status', 'varchar(30)', (c) => c.notNull())
    .addColumn('endpoint_set_snapshot', 'text', (c) => c.notNull())
    .addColumn('fqdn_list_snapshot', 'text', (c) => c.notNull())
    .addColumn('change_detail', 'text', (c) => c.notNull())
    .addColumn('published_change_id', 'integer')
    .addColumn('published_version', 'varchar(10)')
    .addColumn('published_date', 'varchar(30)')
    .addColumn('is_workload_champ_approved', 'integer', (c) => c.notNull())
    .addColumn('workload_champ_approved_by', 'varchar(320)')
    .addColumn('workload_champ_approval_note', 'text')
    .addColumn('is_require_change_council_approval', 'integer', (c) => c.notNull())
    .addColumn('is_change_council_approved', 'integer', (c) => c.notNull())
    .addColumn('change_council_approved_by', 'varchar(320)')
    .addColumn('change_council_approval_note', 'text')
    .addColumn('is_blocked', 'integer', (c) => c.notNull())
    .addColumn('blocked_by', 'varchar(320)')
    .addColumn('blocked_note', 'text')
    .addColumn('unblocked_by', 'varchar(320)')
    .addColumn('unblocked_note', 'text')
    .addColumn('is_bypassed_validation', 'integer', (c) => c.notNull())
    .addColumn('bypassed_validation_by', 'varchar(320)')
    .addColumn('bypassed_validation_note', 'text')
    // Written by the per-change validation tests; empty until they have run.
    .addColumn('validation_test_results', 'text', (c) => c.notNull())
    .addColumn('validation_outcome', 'varchar(30)', (c) => c.notNull())
    .addColumn('is_ready_to_be_published', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'varchar(320)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('dl_changes_status').on('dl_changes').columns(['status', 'instance']).execute();
  await db.schema.createIndex('dl_changes_set').on('dl_changes').column('endpoint_set_internal_id').execute();
  await db.schema
    .createTable('dl_change_log')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('change_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('actor', 'varchar(320)', (c) => c.notNull())
    .addColumn('at', 'varchar(30)', (c) => c.notNull())
    .addColumn('action', 'varchar(40)', (c) => c.notNull())
    .addColumn('note', 'text')
    .execute();
  await db.schema
    .createIndex('dl_change_log_change')
    .on('dl_change_log')
    .columns(['change_id', 'at'])
    .execute();
  await db.schema
    .createTable('dl_publications')
    .addColumn('instance', 'varchar(20)', (c) => c.notNull())
    .addColumn('version', 'varchar(10)', (c) => c.notNull())
    .addColumn('published_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('published_by', 'varchar(320)', (c) => c.notNull())
    // The whole public list of this version and its change records, as the public service serves them.
    .addColumn('endpoints', 'text', (c) => c.notNull())
    .addColumn('changes', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('dl_publications_pk', ['instance', 'version'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'dl_publications',
    'dl_change_log',
    'dl_changes',
    'dl_endpoint_sets',
    'dl_service_tree',
    'dl_workload_champs',
    'dl_workloads',
    'dl_service_areas',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
