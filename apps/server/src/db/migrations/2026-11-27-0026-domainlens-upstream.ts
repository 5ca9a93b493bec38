import type { Kysely } from 'kysely';

/**
 * Following an upstream endpoint service: per instance, the upstream version followed last and
 * the public ids of that version's list (what tells a set removed upstream from one of ours); a
 * change of a set new upstream carries the public id it will be published under.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('dl_upstream_follows')
    .addColumn('instance', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('upstream_version', 'varchar(10)', (c) => c.notNull())
    .addColumn('upstream_ids', 'text', (c) => c.notNull())
    .addColumn('followed_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('dl_changes').addColumn('proposed_public_id', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('dl_changes').dropColumn('proposed_public_id').execute();
  await db.schema.dropTable('dl_upstream_follows').execute();
}
