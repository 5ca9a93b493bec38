import type { Kysely } from 'kysely';

/** The front-door catalogue, synchronised from configuration at start-up. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('front_doors')
    .addColumn('id', 'varchar(40)', (c) => c.notNull())
    .addColumn('workload', 'varchar(10)', (c) => c.notNull())
    .addColumn('city', 'varchar(100)', (c) => c.notNull())
    .addColumn('country', 'varchar(100)', (c) => c.notNull())
    .addColumn('country_code', 'varchar(2)', (c) => c.notNull())
    .addColumn('latitude', 'double precision', (c) => c.notNull())
    .addColumn('longitude', 'double precision', (c) => c.notNull())
    // Null: this instance, at whatever address the browser reached it (PUBLIC_URL unset).
    .addColumn('probe_url', 'varchar(500)')
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('front_doors_pk', ['workload', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('front_doors').execute();
}
