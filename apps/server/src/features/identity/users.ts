import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/index.js';
import {
  findOrgByTenant,
  findUserById,
  findUserBySubject,
  insertOrg,
  insertUser,
  updateUser,
  type OrgRow,
  type UserRow,
} from './repo.js';

/** The claims this product reads from a verified ID token. */
export interface IdTokenClaims {
  sub: string;
  name?: string;
  email?: string;
  preferred_username?: string;
  tid?: string;
  groups?: string[];
  /** Entra ID's overage: the claims left out of the token, each named with its source. */
  _claim_names?: Record<string, string>;
  _claim_sources?: Record<string, unknown>;
  /** The overage of a token issued in the implicit flow. */
  hasgroups?: boolean | string;
  oid?: string;
  acct?: number | string;
}

/** Defaults of a new organisation's admin settings (spec 2 §6): no public sharing, sharing within allowed. */
export const DefaultSharing = { share_public: 0, share_within: 1 } as const;

/** The organisation of a tenant id, created on first sign-in of one of its users. */
export async function ensureOrg(db: Db, tenantId: string, name: string): Promise<OrgRow> {
  const found = await findOrgByTenant(db, tenantId);
  if (found) return found;
  await insertOrg(db, {
    id: randomUUID(),
    tenant_id: tenantId,
    name,
    region_sub_scope: null,
    privacy_url: null,
    domains: '[]',
    ...DefaultSharing,
    created_at: new Date().toISOString(),
  }).catch(() => undefined); // another instance may have created it meanwhile
  const row = await findOrgByTenant(db, tenantId);
  if (!row) throw new Error(`organisation ${tenantId} could not be stored`);
  return row;
}

/**
 * The user an ID token names: a local account of the embedded provider (by id), or a user of an
 * external issuer created or refreshed from the token's claims.
 */
export async function userFromClaims(
  db: Db,
  issuerKey: string,
  c: IdTokenClaims,
): Promise<UserRow | undefined> {
  if (issuerKey === 'embedded') return findUserById(db, c.sub);
  const subject = typeof c.oid === 'string' ? c.oid : c.sub;
  const tenantId = typeof c.tid === 'string' ? c.tid : new URL(issuerKey).host;
  const org = await ensureOrg(db, tenantId, tenantId);
  const email = c.email ?? c.preferred_username ?? subject;
  const displayName = c.name ?? email;
  const isGuest = c.acct === 1 || c.acct === '1' ? 1 : 0;
  const found = await findUserBySubject(db, issuerKey, subject);
  if (found) {
    await updateUser(db, found.id, { display_name: displayName, email, org_id: org.id, is_guest: isGuest });
    return findUserById(db, found.id);
  }
  const id = randomUUID();
  await insertUser(db, {
    id,
    org_id: org.id,
    issuer: issuerKey,
    subject,
    username: null,
    display_name: displayName,
    email,
    password_hash: null,
    is_guest: isGuest,
    created_at: new Date().toISOString(),
  });
  return findUserById(db, id);
}

/**
 * The local row of a directory member found in Microsoft Graph (created on first sight, so a
 * report can be shared with someone who has not signed in here yet; their sign-in finds it).
 */
export async function ensureDirectoryUser(
  db: Db,
  issuerKey: string,
  orgId: string,
  u: { id: string; displayName: string; email: string; isGuest: boolean },
): Promise<UserRow | undefined> {
  const found = await findUserBySubject(db, issuerKey, u.id);
  if (found) return found.org_id === orgId ? found : undefined;
  const id = randomUUID();
  await insertUser(db, {
    id,
    org_id: orgId,
    issuer: issuerKey,
    subject: u.id,
    username: null,
    display_name: u.displayName,
    email: u.email,
    password_hash: null,
    is_guest: u.isGuest ? 1 : 0,
    created_at: new Date().toISOString(),
  }).catch(() => undefined); // found by a parallel search meanwhile
  return findUserBySubject(db, issuerKey, u.id);
}
