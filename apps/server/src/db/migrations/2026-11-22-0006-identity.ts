import type { Kysely } from 'kysely';
import { createIndex, createTable, key, nullable } from './table.js';

/**
 * Sign-in: organisations (tenants), users (local accounts of the embedded provider and users of
 * an external issuer), embedded group membership, sessions, pending logins of the relying party,
 * the embedded provider's authorization codes, its own sign-in sessions and its signing key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, 'organizations', {
    id: key('varchar(36)'),
    tenant_id: ['varchar(64)', (c) => c.notNull().unique()],
    name: 'varchar(200)',
    region_sub_scope: nullable('varchar(20)'),
    privacy_url: nullable('varchar(500)'),
    domains: 'text',
    share_public: 'integer',
    share_within: 'integer',
    created_at: 'varchar(30)',
  }).execute();
  await createTable(db, 'users', {
    id: key('varchar(36)'),
    org_id: ['varchar(36)', (c) => c.notNull().references('organizations.id').onDelete('cascade')],
    issuer: 'varchar(300)',
    subject: 'varchar(200)',
    username: nullable('varchar(200)'),
    display_name: 'varchar(200)',
    email: 'varchar(320)',
    password_hash: nullable('varchar(300)'),
    is_guest: 'integer',
    created_at: 'varchar(30)',
  })
    .addUniqueConstraint('users_issuer_subject', ['issuer', 'subject'])
    .addUniqueConstraint('users_username', ['username'])
    .execute();
  await createIndex(db, 'users_org_name', 'users', ['org_id', 'display_name']).execute();
  await createTable(db, 'user_groups', {
    user_id: ['varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade')],
    group_name: 'varchar(200)',
  })
    .addPrimaryKeyConstraint('user_groups_pk', ['user_id', 'group_name'])
    .execute();
  await createTable(db, 'sessions', {
    id_hash: key('varchar(64)'),
    user_id: ['varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade')],
    csrf_token: 'varchar(64)',
    groups: 'text',
    tenant_check: 'varchar(20)',
    graph_token: nullable('text'),
    graph_expires_at: nullable('varchar(30)'),
    created_at: 'varchar(30)',
    expires_at: 'varchar(30)',
  }).execute();
  await createIndex(db, 'sessions_user', 'sessions', ['user_id']).execute();
  await createTable(db, 'oidc_logins', {
    state: key('varchar(64)'),
    browser_hash: 'varchar(64)',
    nonce: 'varchar(64)',
    code_verifier: 'varchar(128)',
    return_to: 'varchar(500)',
    silent: 'integer',
    expires_at: 'varchar(30)',
  }).execute();
  await createProviderTables(db);
  await createTable(db, 'op_keys', {
    kid: key('varchar(64)'),
    private_jwk: 'text',
    created_at: 'varchar(30)',
  }).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['op_keys', 'op_sessions', 'op_codes', 'oidc_logins', 'sessions', 'user_groups', 'users']) {
    await db.schema.dropTable(t).execute();
  }
  await db.schema.dropTable('organizations').execute();
}

/** The first embedded provider's codes and sessions (replaced by oidc_store in 0021). */
export async function createProviderTables(db: Kysely<unknown>): Promise<void> {
  await createTable(db, 'op_codes', {
    code_hash: key('varchar(64)'),
    user_id: ['varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade')],
    client_id: 'varchar(100)',
    redirect_uri: 'varchar(500)',
    code_challenge: 'varchar(128)',
    nonce: nullable('varchar(200)'),
    expires_at: 'varchar(30)',
  }).execute();
  await createTable(db, 'op_sessions', {
    id_hash: key('varchar(64)'),
    user_id: ['varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade')],
    expires_at: 'varchar(30)',
  }).execute();
}
