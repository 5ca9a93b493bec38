import type { Kysely } from 'kysely';
import { createTable, key, nullable } from './table.js';

/**
 * Leases of the scheduled jobs: per job, the run due at `due_at`, which instance took it, until
 * when it holds it, and when it finished (null while it runs). With several instances on one
 * database, a due run is taken by one of them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, 'job_leases', {
    name: key('varchar(100)'),
    holder: 'varchar(36)',
    due_at: 'varchar(30)',
    leased_until: 'varchar(30)',
    finished_at: nullable('varchar(30)'),
  }).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job_leases').execute();
}
