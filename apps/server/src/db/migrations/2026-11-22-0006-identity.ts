import type { Kysely } from 'kysely';

/**
 * Sign-in: organisations (tenants), users (local accounts of the embedded provider and users of
 * an external issuer), embedded group membership, sessions, pending logins of the relying party,
 * the embedded provider's authorization codes, its own sign-in sessions and its signing key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('organizations')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('region_sub_scope', 'varchar(20)')
    .addColumn('privacy_url', 'varchar(500)')
    .addColumn('domains', 'text', (c) => c.notNull())
    .addColumn('share_public', 'integer', (c) => c.notNull())
    .addColumn('share_within', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('users')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('org_id', 'varchar(36)', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('issuer', 'varchar(300)', (c) => c.notNull())
    .addColumn('subject', 'varchar(200)', (c) => c.notNull())
    .addColumn('username', 'varchar(200)')
    .addColumn('display_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('email', 'varchar(320)', (c) => c.notNull())
    .addColumn('password_hash', 'varchar(300)')
    .addColumn('is_guest', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addUniqueConstraint('users_issuer_subject', ['issuer', 'subject'])
    .addUniqueConstraint('users_username', ['username'])
    .execute();
  await db.schema.createIndex('users_org_name').on('users').columns(['org_id', 'display_name']).execute();
  await db.schema
    .createTable('user_groups')
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('group_name', 'varchar(200)', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_groups_pk', ['user_id', 'group_name'])
    .execute();
  await db.schema
    .createTable('sessions')
    .addColumn('id_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('csrf_token', 'varchar(64)', (c) => c.notNull())
    .addColumn('groups', 'text', (c) => c.notNull())
    .addColumn('tenant_check', 'varchar(20)', (c) => c.notNull())
    .addColumn('graph_token', 'text')
    .addColumn('graph_expires_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
  await db.schema
    .createTable('oidc_logins')
    .addColumn('state', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('browser_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('nonce', 'varchar(64)', (c) => c.notNull())
    .addColumn('code_verifier', 'varchar(128)', (c) => c.notNull())
    .addColumn('return_to', 'varchar(500)', (c) => c.notNull())
    .addColumn('silent', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await createProviderTables(db);
  await db.schema
    .createTable('op_keys')
    .addColumn('kid', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('private_jwk', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['op_keys', 'op_sessions', 'op_codes', 'oidc_logins', 'sessions', 'user_groups', 'users']) {
    await db.schema.dropTable(t).execute();
  }
  await db.schema.dropTable('organizations').execute();
}

/** The first embedded provider's codes and sessions (replaced by oidc_store in 0021). */
export async function createProviderTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('op_codes')
    .addColumn('code_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('client_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('redirect_uri', 'varchar(500)', (c) => c.notNull())
    .addColumn('code_challenge', 'varchar(128)', (c) => c.notNull())
    .addColumn('nonce', 'varchar(200)')
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('op_sessions')
    .addColumn('id_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .execute();
}
