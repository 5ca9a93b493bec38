import type { Kysely } from 'kysely';
import { createProviderTables } from './2026-11-22-0006-identity.js';

/**
 * The embedded OpenID provider's state (sessions, interactions, codes, grants, tokens), kept by
 * model and id so every instance on the database continues a sign-in another one started. It
 * replaces the provider's former code and session tables.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('oidc_store')
    .addColumn('model', 'varchar(40)', (c) => c.notNull())
    .addColumn('id', 'varchar(200)', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('grant_id', 'varchar(200)')
    .addColumn('uid', 'varchar(200)')
    .addColumn('user_code', 'varchar(200)')
    .addColumn('account_id', 'varchar(200)')
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('oidc_store_pk', ['model', 'id'])
    .execute();
  await db.schema.createIndex('oidc_store_uid').on('oidc_store').columns(['model', 'uid']).execute();
  await db.schema.createIndex('oidc_store_grant').on('oidc_store').column('grant_id').execute();
  await db.schema
    .createIndex('oidc_store_account')
    .on('oidc_store')
    .columns(['model', 'account_id'])
    .execute();
  await db.schema.createIndex('oidc_store_expires').on('oidc_store').column('expires_at').execute();
  await db.schema.dropTable('op_codes').execute();
  await db.schema.dropTable('op_sessions').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await createProviderTables(db);
  await db.schema.dropTable('oidc_store').execute();
}
