import type { Kysely } from 'kysely';
import { createIndex } from './table.js';

/**
 * A covering index for the peers query (metro, time window, network, latency): both engines answer
 * it from the index alone instead of reading every report row of the metro.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createIndex(db, 'reports_peers', 'reports', [
    'egress_country_code',
    'egress_city',
    'created_at',
    'egress_asn',
    'measured_latency',
  ]).execute();
  await db.schema.dropIndex('reports_metro_time').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await createIndex(db, 'reports_metro_time', 'reports', [
    'egress_country_code',
    'egress_city',
    'created_at',
  ]).execute();
  await db.schema.dropIndex('reports_peers').execute();
}
