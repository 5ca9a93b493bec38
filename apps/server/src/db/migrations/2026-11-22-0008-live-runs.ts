import type { Kysely } from 'kysely';
import { createIndex, createTable, key, nullable } from './table.js';

/** Live runs of the advanced client, and the resolvers the DNS responder saw. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, 'live_runs', {
    id: key('varchar(36)'),
    report_id: ['varchar(22)', (c) => c.notNull().references('reports.id').onDelete('cascade')],
    // SHA-256 of the publish token, hex; the token itself is shown once and never stored.
    token_hash: 'varchar(64)',
    status: 'varchar(16)',
    message: nullable('varchar(500)'),
    created_at: 'varchar(30)',
    updated_at: 'varchar(30)',
  }).execute();
  await createIndex(db, 'live_runs_report', 'live_runs', ['report_id']).execute();

  await createTable(db, 'dns_resolver_sightings', {
    name: key('varchar(253)'),
    resolver_ip: 'varchar(64)',
    seen_at: 'varchar(30)',
  }).execute();
  await createIndex(db, 'dns_resolver_sightings_seen', 'dns_resolver_sightings', ['seen_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('dns_resolver_sightings').execute();
  await db.schema.dropTable('live_runs').execute();
}
