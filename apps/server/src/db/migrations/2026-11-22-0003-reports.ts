import type { Kysely } from 'kysely';
import { createIndex, createTable, key, nullable } from './table.js';

/**
 * Every advanced-client result column of a report: JSON text, null until that test reports.
 * History: this list stays as it was; a test added to the registry later adds its column in a
 * migration of its own.
 */
export const ADVANCED_RESULT_COLUMNS = [
  'dns_resolver',
  'proxies',
  'dns_performance',
  'vpns',
  'connectivity',
  'traceroutes',
  'skype',
  'buffer_bloat',
  'network_interface',
  'arp',
  'congestion',
  'web_socket',
] as const;

/** Connectivity reports (with the peers index) and internet-type survey answers. */
export async function up(db: Kysely<unknown>): Promise<void> {
  let table = createTable(db, 'reports', {
    id: key('varchar(22)'),
    user_id: nullable('varchar(64)'),
    created_at: 'varchar(30)',
    browser_city: 'varchar(100)',
    browser_region: 'varchar(100)',
    browser_country: 'varchar(100)',
    browser_auto_detected: 'integer',
    browser_latitude: 'double precision',
    browser_longitude: 'double precision',
    current_front_door: nullable('text'),
    optimal_front_doors: 'text',
    optimal_files_front_doors: 'text',
    is_current_optimal: nullable('integer'),
    egress_latitude: nullable('double precision'),
    egress_longitude: nullable('double precision'),
    egress_city: 'varchar(200)',
    egress_region: 'varchar(200)',
    egress_country: 'varchar(200)',
    egress_country_code: 'varchar(2)',
    egress_asn: nullable('bigint'),
    egress_as_name: nullable('varchar(300)'),
    egress_prefix: nullable('varchar(50)'),
    browser_egress_km: nullable('double precision'),
    bins: nullable('text'),
    measured_latency: 'double precision',
    latency_samples: 'text',
    latency_timing: 'varchar(20)',
    best_possible_latency: nullable('double precision'),
    peer_org_count: 'integer',
    peer_better_share: nullable('double precision'),
    peer_improvement_ms: nullable('double precision'),
  });
  for (const column of ADVANCED_RESULT_COLUMNS) table = table.addColumn(column, 'text');
  await table.execute();
  // The peers query: same egress metro, recent reports.
  await createIndex(db, 'reports_metro_time', 'reports', [
    'egress_country_code',
    'egress_city',
    'created_at',
  ]).execute();

  await createTable(db, 'internet_type_survey', {
    report_id: ['varchar(22)', (c) => c.notNull().references('reports.id').onDelete('cascade')],
    kind: 'varchar(16)',
    value: 'varchar(16)',
    classification: nullable('varchar(16)'),
    tenant_id: nullable('varchar(36)'),
    recorded_at: 'varchar(30)',
  })
    .addPrimaryKeyConstraint('internet_type_survey_pk', ['report_id', 'kind'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('internet_type_survey').execute();
  await db.schema.dropTable('reports').execute();
}
