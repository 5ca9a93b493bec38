import type { Kysely } from 'kysely';
import { createProviderTables } from './2026-11-22-0006-identity.js';
import { createIndex, createTable, nullable } from './table.js';

/**
 * The embedded OpenID provider's state (sessions, interactions, codes, grants, tokens), kept by
 * model and id so every instance on the database continues a sign-in another one started. It
 * replaces the provider's former code and session tables.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, 'oidc_store', {
    model: 'varchar(40)',
    id: 'varchar(200)',
    payload: 'text',
    grant_id: nullable('varchar(200)'),
    uid: nullable('varchar(200)'),
    user_code: nullable('varchar(200)'),
    account_id: nullable('varchar(200)'),
    expires_at: 'varchar(30)',
  })
    .addPrimaryKeyConstraint('oidc_store_pk', ['model', 'id'])
    .execute();
  await createIndex(db, 'oidc_store_uid', 'oidc_store', ['model', 'uid']).execute();
  await createIndex(db, 'oidc_store_grant', 'oidc_store', ['grant_id']).execute();
  await createIndex(db, 'oidc_store_account', 'oidc_store', ['model', 'account_id']).execute();
  await createIndex(db, 'oidc_store_expires', 'oidc_store', ['expires_at']).execute();
  await db.schema.dropTable('op_codes').execute();
  await db.schema.dropTable('op_sessions').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await createProviderTables(db);
  await db.schema.dropTable('oidc_store').execute();
}
