import type { Kysely } from 'kysely';

/** Live runs of the advanced client, and the resolvers the DNS responder saw. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('live_runs')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('report_id', 'varchar(22)', (c) => c.notNull().references('reports.id').onDelete('cascade'))
    // SHA-256 of the publish token, hex; the token itself is shown once and never stored.
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('message', 'varchar(500)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('live_runs_report').on('live_runs').column('report_id').execute();

  await db.schema
    .createTable('dns_resolver_sightings')
    .addColumn('name', 'varchar(253)', (c) => c.primaryKey())
    .addColumn('resolver_ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('seen_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('dns_resolver_sightings_seen')
    .on('dns_resolver_sightings')
    .column('seen_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('dns_resolver_sightings').execute();
  await db.schema.dropTable('live_runs').execute();
}
