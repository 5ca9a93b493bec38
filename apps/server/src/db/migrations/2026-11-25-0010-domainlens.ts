import type { Kysely } from 'kysely';
import { createIndex, createTable, key, nullable } from './table.js';

/**
 * Domain Lens, the endpoint manager (spec 2 §3): endpoint sets, workloads, service areas,
 * workload champions, the service-tree registry, endpoint-set changes with their log, and the
 * published versions of the public endpoint list. JSON columns hold lists and snapshots.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, 'dl_service_areas', {
    id: key('varchar(100)'),
    display_name: 'varchar(200)',
  }).execute();
  await createTable(db, 'dl_workloads', {
    id: key('varchar(100)'),
    workload_champ_name: 'varchar(200)',
    workload_champ_security_group: 'varchar(200)',
    workload_champ_email: 'varchar(320)',
    service_area: 'varchar(100)',
    service_area_display_name: 'varchar(200)',
    property_groups: 'text',
    workload_type: 'varchar(20)',
    updated_at: 'varchar(30)',
  }).execute();
  await createTable(db, 'dl_workload_champs', {
    workload_id: 'varchar(100)',
    email: 'varchar(320)',
    name: 'varchar(200)',
  })
    .addPrimaryKeyConstraint('dl_workload_champs_pk', ['workload_id', 'email'])
    .execute();
  await createTable(db, 'dl_service_tree', {
    id: key('varchar(36)'),
    name: 'varchar(300)',
    dev_owner: 'varchar(320)',
    pm_owner: 'varchar(320)',
    updated_at: 'varchar(30)',
  }).execute();
  await createTable(db, 'dl_endpoint_sets', {
    internal_id: key('varchar(36)'),
    instance: 'varchar(20)',
    public_id: nullable('integer'),
    governance_category: 'varchar(20)',
    is_express_route: 'integer',
    workload: 'varchar(100)',
    is_required: 'integer',
    optional_functionality: 'text',
    tcp_ports: 'varchar(300)',
    udp_ports: 'varchar(300)',
    published_version: nullable('varchar(10)'),
    is_deleted: 'integer',
    is_hidden: 'integer',
    is_member_set: 'integer',
    member_endpoint_set_internal_id: nullable('varchar(36)'),
    fqdns: 'text',
    cidrs: 'text',
    public_description: 'text',
    internal_description: 'text',
    updated_at: 'varchar(30)',
  }).execute();
  await createIndex(db, 'dl_endpoint_sets_instance', 'dl_endpoint_sets', ['instance', 'public_id']).execute();
  await createTable(db, 'dl_changes', {
    id: key('varchar(36)'),
    endpoint_set_internal_id: 'varchar(36)',
    instance: 'varchar(20)',
    workload: 'varchar(100)',
    status: 'varchar(30)',
    endpoint_set_snapshot: 'text',
    fqdn_list_snapshot: 'text',
    change_detail: 'text',
    published_change_id: nullable('integer'),
    published_version: nullable('varchar(10)'),
    published_date: nullable('varchar(30)'),
    is_workload_champ_approved: 'integer',
    workload_champ_approved_by: nullable('varchar(320)'),
    workload_champ_approval_note: nullable('text'),
    is_require_change_council_approval: 'integer',
    is_change_council_approved: 'integer',
    change_council_approved_by: nullable('varchar(320)'),
    change_council_approval_note: nullable('text'),
    is_blocked: 'integer',
    blocked_by: nullable('varchar(320)'),
    blocked_note: nullable('text'),
    unblocked_by: nullable('varchar(320)'),
    unblocked_note: nullable('text'),
    is_bypassed_validation: 'integer',
    bypassed_validation_by: nullable('varchar(320)'),
    bypassed_validation_note: nullable('text'),
    // Written by the per-change validation tests; empty until they have run.
    validation_test_results: 'text',
    validation_outcome: 'varchar(30)',
    is_ready_to_be_published: 'integer',
    version: 'integer',
    created_by: 'varchar(320)',
    created_at: 'varchar(30)',
    updated_at: 'varchar(30)',
  }).execute();
  await createIndex(db, 'dl_changes_status', 'dl_changes', ['status', 'instance']).execute();
  await createIndex(db, 'dl_changes_set', 'dl_changes', ['endpoint_set_internal_id']).execute();
  await createTable(db, 'dl_change_log', {
    id: key('varchar(36)'),
    change_id: 'varchar(36)',
    actor: 'varchar(320)',
    at: 'varchar(30)',
    action: 'varchar(40)',
    note: nullable('text'),
  }).execute();
  await createIndex(db, 'dl_change_log_change', 'dl_change_log', ['change_id', 'at']).execute();
  await createTable(db, 'dl_publications', {
    instance: 'varchar(20)',
    version: 'varchar(10)',
    published_at: 'varchar(30)',
    published_by: 'varchar(320)',
    // The whole public list of this version and its change records, as the public service serves them.
    endpoints: 'text',
    changes: 'text',
  })
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
