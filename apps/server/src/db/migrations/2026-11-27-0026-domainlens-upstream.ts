import type { Kysely } from 'kysely';
import { addColumn, createTable, key, nullable } from './table.js';

/**
 * Following an upstream endpoint service: per instance, the upstream version followed last and
 * the public ids of that version's list (what tells a set removed upstream from one of ours); a
 * change of a set new upstream carries the public id it will be published under.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, 'dl_upstream_follows', {
    instance: key('varchar(40)'),
    upstream_version: 'varchar(10)',
    upstream_ids: 'text',
    followed_at: 'varchar(30)',
  }).execute();
  await addColumn(db, 'dl_changes', 'proposed_public_id', nullable('integer')).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('dl_changes').dropColumn('proposed_public_id').execute();
  await db.schema.dropTable('dl_upstream_follows').execute();
}
