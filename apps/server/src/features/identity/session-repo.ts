import type { Insertable } from 'kysely';
import type { Db, Row } from '../../db/index.js';
import type { OidcLoginTable, SessionTable } from '../../db/schema.js';
import { deleteOidcSessions, purgeOidcState } from './oidc-store-repo.js';

export type SessionRow = Row<'sessions'>;
export type LoginRow = Row<'oidc_logins'>;

/** A live session by the hash of its cookie token, with its user and the user's organisation. */
export function findSessionCaller(db: Db, idHash: string, now: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .innerJoin('organizations', 'organizations.id', 'users.org_id')
    .select([
      'sessions.csrf_token',
      'sessions.groups',
      'sessions.tenant_check',
      'sessions.graph_token',
      'sessions.graph_expires_at',
      'users.id as user_id',
      'users.org_id',
      'users.display_name',
      'users.email',
      'users.is_guest',
      'organizations.tenant_id',
    ])
    .where('sessions.id_hash', '=', idHash)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();
}

export async function insertSession(db: Db, row: Insertable<SessionTable>): Promise<void> {
  await db.insertInto('sessions').values(row).execute();
}

/** A live session by the hash of its cookie token. */
export function findSession(db: Db, idHash: string, now: string): Promise<SessionRow | undefined> {
  return db
    .selectFrom('sessions')
    .selectAll()
    .where('id_hash', '=', idHash)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

export async function deleteSession(db: Db, idHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
}

/** Ends every session of a user (sign out everywhere), the embedded provider's too. */
export async function deleteUserSessions(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
  await deleteOidcSessions(db, userId);
}

export async function insertLogin(db: Db, row: Insertable<OidcLoginTable>): Promise<void> {
  await db.insertInto('oidc_logins').values(row).execute();
}

/** Takes a pending login by state exactly once: a replayed state finds nothing. */
export async function takeLogin(db: Db, state: string, now: string): Promise<LoginRow | undefined> {
  return db.transaction().execute(async (tx) => {
    const row = await tx.selectFrom('oidc_logins').selectAll().where('state', '=', state).executeTakeFirst();
    if (!row) return undefined;
    const del = await tx.deleteFrom('oidc_logins').where('state', '=', state).executeTakeFirst();
    if (Number(del.numDeletedRows) !== 1) return undefined;
    return row.expires_at > now ? row : undefined;
  });
}

/** Removes expired sessions, logins and the embedded provider's expired state. */
export async function purgeExpired(db: Db, now: string): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
  await db.deleteFrom('oidc_logins').where('expires_at', '<=', now).execute();
  await purgeOidcState(db, now);
}

export async function findKey(db: Db) {
  return db.selectFrom('op_keys').selectAll().orderBy('created_at', 'desc').executeTakeFirst();
}

export async function insertKey(db: Db, kid: string, privateJwk: string, createdAt: string) {
  await db
    .insertInto('op_keys')
    .values({ kid, private_jwk: privateJwk, created_at: createdAt })
    .onConflict((oc) => oc.column('kid').doNothing())
    .execute();
}
