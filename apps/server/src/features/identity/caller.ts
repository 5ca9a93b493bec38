import type { FastifyRequest } from 'fastify';
import { AppError, type AccessFlagSet, type TenantCheck } from '@netlens/core';
import type { Db } from '../../db/index.js';
import { accessFromGroups } from './access.js';
import { SESSION_COOKIE, readCookies } from './cookies.js';
import { sameOrigin, siteOrigin } from './origin.js';
import { findSessionCaller } from './session-repo.js';
import type { IdentitySettings } from './settings.js';
import { sameSecret, sha256Hex } from './tokens.js';

/** A signed-in caller, resolved from the session cookie. */
export interface SignedInCaller {
  kind: 'user';
  userId: string;
  orgId: string;
  tenantId: string;
  displayName: string;
  email: string;
  isGuest: boolean;
  groups: string[];
  access: AccessFlagSet;
  tenantCheck: TenantCheck;
  sessionHash: string;
  csrfToken: string;
  /** For a state-changing method: whether it carried the session's CSRF token from this site. */
  csrfOk: boolean;
  /** The sign-in's Microsoft Graph token while it is valid (Entra ID only). */
  graphToken: string | null;
}

const SafeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The signed-in caller of a request, or null (no cookie, unknown or expired session). */
export async function sessionCaller(
  db: Db,
  settings: IdentitySettings,
  req: FastifyRequest,
  publicOrigin: string | undefined,
): Promise<SignedInCaller | null> {
  const token = readCookies(req)[SESSION_COOKIE];
  if (!token || token.length > 100) return null;
  const hash = sha256Hex(token);
  const row = await findSessionCaller(db, hash, new Date().toISOString());
  if (!row) return null;
  const groups = JSON.parse(row.groups) as string[];
  const given = req.headers['x-csrf-token'];
  const origin = siteOrigin(req, publicOrigin);
  const csrfOk =
    SafeMethods.has(req.method) ||
    (typeof given === 'string' &&
      sameSecret(given, row.csrf_token) &&
      ((req.headers.origin === undefined && req.headers['sec-fetch-site'] === undefined) ||
        sameOrigin(req, origin)));
  return {
    kind: 'user',
    userId: row.user_id,
    orgId: row.org_id,
    tenantId: row.tenant_id,
    displayName: row.display_name,
    email: row.email,
    isGuest: row.is_guest === 1,
    groups,
    access: accessFromGroups(groups, row.tenant_id, settings),
    tenantCheck: row.tenant_check as TenantCheck,
    sessionHash: hash,
    csrfToken: row.csrf_token,
    csrfOk,
    graphToken:
      row.graph_token && (row.graph_expires_at ?? '') > new Date().toISOString() ? row.graph_token : null,
  };
}

/**
 * The signed-in caller, for routes that need one: 401 when signed out, 403 when a
 * state-changing call lacks the CSRF token, 403 when the tenant is blocked on this site.
 */
export function requireUser(req: FastifyRequest): SignedInCaller {
  const caller = req.caller;
  if (caller.kind !== 'user') throw new AppError('UNAUTHENTICATED');
  if (!caller.csrfOk) throw new AppError('CSRF_REJECTED');
  if (caller.tenantCheck !== 'ok') throw new AppError('FORBIDDEN');
  return caller;
}

/** The signed-in caller when there is one and the call is not a forged cross-site one. */
export function optionalUser(req: FastifyRequest): SignedInCaller | null {
  const caller = req.caller;
  if (caller.kind !== 'user') return null;
  if (!caller.csrfOk) throw new AppError('CSRF_REJECTED');
  return caller.tenantCheck === 'ok' ? caller : null;
}
