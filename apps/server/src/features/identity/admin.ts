import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/index.js';
import {
  addGroup,
  deleteOrg,
  findOrgByTenant,
  findUserByUsername,
  insertOrg,
  insertUser,
  removeGroup,
  updateOrg,
  updateUser,
} from './repo.js';
import { deleteUserSessions } from './session-repo.js';
import { hashPassword } from './tokens.js';
import { DefaultSharing } from './users.js';

/** A mistake in an admin command, reported to the operator as is. */
export class AdminCommandError extends Error {}

/** Shortest password a local account accepts. */
export const PASSWORD_MIN = 10;

function checkPassword(password: string) {
  if (password.length < PASSWORD_MIN)
    throw new AdminCommandError(`the password needs at least ${PASSWORD_MIN} characters`);
}

/** Creates an organisation (a tenant of the embedded directory). */
export async function createOrganization(
  db: Db,
  o: {
    name: string;
    tenantId?: string | undefined;
    subScope?: string | undefined;
    privacyUrl?: string | undefined;
    domains?: string[] | undefined;
  },
) {
  const tenantId = o.tenantId ?? randomUUID();
  if (!/^[\w.-]{1,64}$/.test(tenantId))
    throw new AdminCommandError('the tenant id may use letters, digits, ".", "_" and "-" (at most 64)');
  if (await findOrgByTenant(db, tenantId))
    throw new AdminCommandError(`an organization with tenant id ${tenantId} exists`);
  if (o.privacyUrl && !/^https?:\/\/\S+$/.test(o.privacyUrl))
    throw new AdminCommandError('the privacy URL must be an http(s) address');
  await insertOrg(db, {
    id: randomUUID(),
    tenant_id: tenantId,
    name: o.name,
    region_sub_scope: o.subScope?.toUpperCase() ?? null,
    privacy_url: o.privacyUrl ?? null,
    domains: JSON.stringify(o.domains ?? []),
    ...DefaultSharing,
    created_at: new Date().toISOString(),
  });
  return { tenantId };
}

/** Changes an organisation's sub-scope, privacy URL or domains. */
export async function updateOrganization(
  db: Db,
  tenantId: string,
  o: { subScope?: string | undefined; privacyUrl?: string | undefined; domains?: string[] | undefined },
) {
  const org = await findOrgByTenant(db, tenantId);
  if (!org) throw new AdminCommandError(`no organization has tenant id ${tenantId}`);
  await updateOrg(db, org.id, {
    ...(o.subScope !== undefined ? { region_sub_scope: o.subScope ? o.subScope.toUpperCase() : null } : {}),
    ...(o.privacyUrl !== undefined ? { privacy_url: o.privacyUrl || null } : {}),
    ...(o.domains !== undefined ? { domains: JSON.stringify(o.domains) } : {}),
  });
}

/** Creates a local account of the embedded provider. */
export async function createUser(
  db: Db,
  u: {
    tenantId: string;
    username: string;
    displayName: string;
    email?: string | undefined;
    password: string;
    guest?: boolean;
  },
) {
  const org = await findOrgByTenant(db, u.tenantId);
  if (!org) throw new AdminCommandError(`no organization has tenant id ${u.tenantId}`);
  const username = u.username.trim().toLowerCase();
  if (!/^[\w.@+-]{1,200}$/.test(username))
    throw new AdminCommandError('the user name may use letters, digits and . _ @ + -');
  if (await findUserByUsername(db, username))
    throw new AdminCommandError(`the user name ${username} is taken`);
  checkPassword(u.password);
  const id = randomUUID();
  await insertUser(db, {
    id,
    org_id: org.id,
    issuer: 'embedded',
    subject: id,
    username,
    display_name: u.displayName.trim() || username,
    email: u.email ?? username,
    password_hash: await hashPassword(u.password),
    is_guest: u.guest ? 1 : 0,
    created_at: new Date().toISOString(),
  });
  return { id };
}

async function userNamed(db: Db, username: string) {
  const user = await findUserByUsername(db, username.trim().toLowerCase());
  if (!user) throw new AdminCommandError(`no local account is named ${username}`);
  return user;
}

/** Sets a new password and ends the account's sessions. */
export async function setPassword(db: Db, username: string, password: string) {
  checkPassword(password);
  const user = await userNamed(db, username);
  await updateUser(db, user.id, { password_hash: await hashPassword(password) });
  await deleteUserSessions(db, user.id);
}

/** Adds an account to a directory group (access flags follow at the next sign-in). */
export async function addToGroup(db: Db, username: string, group: string) {
  if (!/^[\w .@-]{1,200}$/.test(group))
    throw new AdminCommandError('the group name may use letters, digits, spaces and . _ @ -');
  await addGroup(db, (await userNamed(db, username)).id, group);
}

export async function removeFromGroup(db: Db, username: string, group: string) {
  await removeGroup(db, (await userNamed(db, username)).id, group);
}

/** Removes an organisation with its users (the demo data's customers); false when none has the tenant id. */
export async function removeOrganization(db: Db, tenantId: string): Promise<boolean> {
  const org = await findOrgByTenant(db, tenantId);
  if (!org) return false;
  await deleteOrg(db, org.id);
  return true;
}
