import type { Kysely } from 'kysely';
import { createTable, nullable } from './table.js';

/** The front-door catalogue, synchronised from configuration at start-up. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, 'front_doors', {
    id: 'varchar(40)',
    workload: 'varchar(10)',
    city: 'varchar(100)',
    country: 'varchar(100)',
    country_code: 'varchar(2)',
    latitude: 'double precision',
    longitude: 'double precision',
    // Null: this instance, at whatever address the browser reached it (PUBLIC_URL unset).
    probe_url: nullable('varchar(500)'),
    updated_at: 'varchar(30)',
  })
    .addPrimaryKeyConstraint('front_doors_pk', ['workload', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('front_doors').execute();
}
