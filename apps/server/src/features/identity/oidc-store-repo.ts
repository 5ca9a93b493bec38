import type { Insertable } from 'kysely';
import type { Db } from '../../db/index.js';
import type { OidcStoreTable } from '../../db/schema.js';

/** Stores (or replaces) one piece of the embedded provider's state. */
export async function upsertOidcState(db: Db, row: Insertable<OidcStoreTable>): Promise<void> {
  const { model: _model, id: _id, ...set } = row;
  await db
    .insertInto('oidc_store')
    .values(row)
    .onConflict((oc) => oc.columns(['model', 'id']).doUpdateSet(set))
    .execute();
}

/** The payload of a live piece of state by model and id. */
export async function findOidcState(db: Db, model: string, id: string, now: string) {
  const row = await db
    .selectFrom('oidc_store')
    .select('payload')
    .where('model', '=', model)
    .where('id', '=', id)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.payload;
}

/** The payload of a live piece of state by its uid or user code. */
export async function findOidcStateBy(
  db: Db,
  model: string,
  column: 'uid' | 'user_code',
  value: string,
  now: string,
) {
  const row = await db
    .selectFrom('oidc_store')
    .select('payload')
    .where('model', '=', model)
    .where(column, '=', value)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.payload;
}

/** Replaces a stored payload (marks a code consumed). */
export async function setOidcPayload(db: Db, model: string, id: string, payload: string) {
  await db
    .updateTable('oidc_store')
    .set({ payload })
    .where('model', '=', model)
    .where('id', '=', id)
    .execute();
}

export async function deleteOidcState(db: Db, model: string, id: string): Promise<void> {
  await db.deleteFrom('oidc_store').where('model', '=', model).where('id', '=', id).execute();
}

/** Removes every token and code of a grant (a code used twice revokes what it gave). */
export async function deleteOidcGrant(db: Db, grantId: string): Promise<void> {
  await db.deleteFrom('oidc_store').where('grant_id', '=', grantId).execute();
}

/** Ends an account's sessions at the embedded provider (sign out everywhere). */
export async function deleteOidcSessions(db: Db, accountId: string): Promise<void> {
  await db
    .deleteFrom('oidc_store')
    .where('model', '=', 'Session')
    .where('account_id', '=', accountId)
    .execute();
}

export async function purgeOidcState(db: Db, now: string): Promise<void> {
  await db.deleteFrom('oidc_store').where('expires_at', '<=', now).execute();
}
