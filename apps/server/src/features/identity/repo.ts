import type { Insertable } from 'kysely';
import type { Db, Row } from '../../db/index.js';
import { likeStartingWith } from '../../db/like.js';
import type { OrganizationTable, UserTable } from '../../db/schema.js';

export type OrgRow = Row<'organizations'>;
export type UserRow = Row<'users'>;

/** An organisation by its directory tenant id. */
export function findOrgByTenant(db: Db, tenantId: string): Promise<OrgRow | undefined> {
  return db.selectFrom('organizations').selectAll().where('tenant_id', '=', tenantId).executeTakeFirst();
}

export function findOrgById(db: Db, id: string): Promise<OrgRow | undefined> {
  return db.selectFrom('organizations').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The organisations of these ids (those that exist), in one query. */
export function findOrgsByIds(db: Db, ids: readonly string[]): Promise<OrgRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('organizations').selectAll().where('id', 'in', ids).execute();
}

/** Deletes an organisation; its users, their groups and sessions go with it (cascade). */
export async function deleteOrg(db: Db, id: string): Promise<void> {
  await db.deleteFrom('organizations').where('id', '=', id).execute();
}

export async function insertOrg(db: Db, row: Insertable<OrganizationTable>): Promise<void> {
  await db.insertInto('organizations').values(row).execute();
}

/** Changes an organisation's fields (sharing settings, privacy address, sub-scope). */
export async function updateOrg(
  db: Db,
  id: string,
  set: Partial<Omit<Insertable<OrganizationTable>, 'id'>>,
): Promise<void> {
  await db.updateTable('organizations').set(set).where('id', '=', id).execute();
}

export function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
}

export function findUserBySubject(db: Db, issuer: string, subject: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('issuer', '=', issuer)
    .where('subject', '=', subject)
    .executeTakeFirst();
}

export async function insertUser(db: Db, row: Insertable<UserTable>): Promise<void> {
  await db.insertInto('users').values(row).execute();
}

export async function updateUser(
  db: Db,
  id: string,
  set: Partial<Pick<UserRow, 'display_name' | 'email' | 'password_hash' | 'org_id' | 'is_guest'>>,
): Promise<void> {
  await db.updateTable('users').set(set).where('id', '=', id).execute();
}

/** Group names of a local account. */
export async function groupsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('user_groups')
    .select('group_name')
    .where('user_id', '=', userId)
    .execute();
  return rows.map((r) => r.group_name).sort();
}

export async function addGroup(db: Db, userId: string, group: string): Promise<void> {
  await db
    .insertInto('user_groups')
    .values({ user_id: userId, group_name: group })
    .onConflict((oc) => oc.columns(['user_id', 'group_name']).doNothing())
    .execute();
}

export async function removeGroup(db: Db, userId: string, group: string): Promise<void> {
  await db.deleteFrom('user_groups').where('user_id', '=', userId).where('group_name', '=', group).execute();
}

/** Members (not guests) of an organisation whose name or mail starts with `prefix`, at most `limit`. */
export async function searchMembers(
  db: Db,
  orgId: string,
  prefix: string,
  limit: number,
): Promise<UserRow[]> {
  const like = likeStartingWith(prefix);
  return db
    .selectFrom('users')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('is_guest', '=', 0)
    .where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['display_name']), 'like', like),
        eb(eb.fn('lower', ['email']), 'like', like),
      ]),
    )
    .orderBy('display_name')
    .limit(limit)
    .execute();
}

/** Users by id, limited to one organisation (unknown or foreign ids are left out). */
export async function membersByIds(db: Db, orgId: string, ids: string[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('users').selectAll().where('org_id', '=', orgId).where('id', 'in', ids).execute();
}

/** Users by id, in the order of their display names (unknown ids are left out). */
export async function usersByIds(db: Db, ids: string[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('users').selectAll().where('id', 'in', ids).orderBy('display_name').execute();
}
