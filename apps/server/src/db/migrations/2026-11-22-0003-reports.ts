import type { Kysely } from 'kysely';

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
  let table = db.schema
    .createTable('reports')
    .addColumn('id', 'varchar(22)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(64)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('browser_city', 'varchar(100)', (c) => c.notNull())
    .addColumn('browser_region', 'varchar(100)', (c) => c.notNull())
    .addColumn('browser_country', 'varchar(100)', (c) => c.notNull())
    .addColumn('browser_auto_detected', 'integer', (c) => c.notNull())
    .addColumn('browser_latitude', 'double precision', (c) => c.notNull())
    .addColumn('browser_longitude', 'double precision', (c) => c.notNull())
    .addColumn('current_front_door', 'text')
    .addColumn('optimal_front_doors', 'text', (c) => c.notNull())
    .addColumn('optimal_files_front_doors', 'text', (c) => c.notNull())
    .addColumn('is_current_optimal', 'integer')
    .addColumn('egress_latitude', 'double precision')
    .addColumn('egress_longitude', 'double precision')
    .addColumn('egress_city', 'varchar(200)', (c) => c.notNull())
    .addColumn('egress_region', 'varchar(200)', (c) => c.notNull())
    .addColumn('egress_country', 'varchar(200)', (c) => c.notNull())
    .addColumn('egress_country_code', 'varchar(2)', (c) => c.notNull())
    .addColumn('egress_asn', 'bigint')
    .addColumn('egress_as_name', 'varchar(300)')
    .addColumn('egress_prefix', 'varchar(50)')
    .addColumn('browser_egress_km', 'double precision')
    .addColumn('bins', 'text')
    .addColumn('measured_latency', 'double precision', (c) => c.notNull())
    .addColumn('latency_samples', 'text', (c) => c.notNull())
    .addColumn('latency_timing', 'varchar(20)', (c) => c.notNull())
    .addColumn('best_possible_latency', 'double precision')
    .addColumn('peer_org_count', 'integer', (c) => c.notNull())
    .addColumn('peer_better_share', 'double precision')
    .addColumn('peer_improvement_ms', 'double precision');
  for (const column of ADVANCED_RESULT_COLUMNS) table = table.addColumn(column, 'text');
  await table.execute();
  // The peers query: same egress metro, recent reports.
  await db.schema
    .createIndex('reports_metro_time')
    .on('reports')
    .columns(['egress_country_code', 'egress_city', 'created_at'])
    .execute();

  await db.schema
    .createTable('internet_type_survey')
    .addColumn('report_id', 'varchar(22)', (c) => c.notNull().references('reports.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('value', 'varchar(16)', (c) => c.notNull())
    .addColumn('classification', 'varchar(16)')
    .addColumn('tenant_id', 'varchar(36)')
    .addColumn('recorded_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('internet_type_survey_pk', ['report_id', 'kind'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('internet_type_survey').execute();
  await db.schema.dropTable('reports').execute();
}
