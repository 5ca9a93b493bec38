import { endpoints } from '@netlens/core';
import type { Db } from '../../db/index.js';
import { SignJWT } from 'jose';
import type { SigningKey } from './keys.js';
import { findOrgById, findUserById, findUserByUsername, groupsOf, type UserRow } from './repo.js';
import { insertCode, takeCode } from './session-repo.js';
import type { IdentitySettings } from './settings.js';
import { pkceChallenge, randomToken, sameSecret, sha256Hex, verifyPassword } from './tokens.js';

/** The embedded OpenID provider: what it needs to answer. */
export interface ProviderContext {
  db: Db;
  settings: IdentitySettings;
  key: SigningKey;
  /** The cloud's path prefix ('' or '/gcc'). */
  prefix: string;
}

/** Seconds an authorization code and an ID token stay valid. */
export const CODE_TTL_S = 60;
export const ID_TOKEN_TTL_S = 300;

/** The embedded provider's issuer identifier as seen from a site origin. */
export const issuerOf = (ctx: Pick<ProviderContext, 'prefix'>, origin: string) =>
  `${origin}${ctx.prefix}/oidc`;

/** The one redirect address registered for the product's own client. */
export const redirectUriOf = (prefix: string, origin: string) =>
  `${origin}${prefix}${endpoints.LoginCallback.path}`;

/** The provider's discovery document (OpenID Connect Discovery 1.0). */
export function discoveryDocument(ctx: ProviderContext, origin: string) {
  const issuer = issuerOf(ctx, origin);
  return {
    issuer,
    authorization_endpoint: `${issuer}/authorize`,
    token_endpoint: `${issuer}/token`,
    jwks_uri: `${issuer}/jwks`,
    end_session_endpoint: `${issuer}/logout`,
    response_types_supported: ['code'],
    grant_types_supported: ['authorization_code'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
    code_challenge_methods_supported: ['S256'],
    scopes_supported: ['openid', 'profile', 'email'],
    token_endpoint_auth_methods_supported: ['none', 'client_secret_post'],
    claims_supported: ['sub', 'name', 'email', 'preferred_username', 'tid', 'groups', 'nonce'],
  };
}

/** An authorization request, as the login form carries it along. */
export interface AuthorizeParams {
  client_id: string;
  redirect_uri: string;
  response_type: string;
  scope: string;
  state: string;
  nonce: string;
  code_challenge: string;
  code_challenge_method: string;
  prompt?: string | undefined;
}

/** Why an authorization request is refused; `redirect` false when the error must not be redirected. */
export function checkAuthorize(
  ctx: ProviderContext,
  origin: string,
  p: AuthorizeParams,
): { ok: true } | { ok: false; redirect: boolean; error: string } {
  if (p.client_id !== ctx.settings.clientId)
    return { ok: false, redirect: false, error: 'unknown client_id' };
  if (p.redirect_uri !== redirectUriOf(ctx.prefix, origin)) {
    return { ok: false, redirect: false, error: 'redirect_uri is not registered' };
  }
  if (p.response_type !== 'code') return { ok: false, redirect: true, error: 'unsupported_response_type' };
  if (!p.scope.split(' ').includes('openid')) return { ok: false, redirect: true, error: 'invalid_scope' };
  if (p.code_challenge_method !== 'S256' || !/^[\w-]{43}$/.test(p.code_challenge)) {
    return { ok: false, redirect: true, error: 'invalid_request' };
  }
  if (!p.state || !p.nonce) return { ok: false, redirect: true, error: 'invalid_request' };
  return { ok: true };
}

/** Issues a single-use authorization code for a signed-in user and the checked request. */
export async function issueCode(ctx: ProviderContext, userId: string, p: AuthorizeParams): Promise<string> {
  const code = randomToken();
  await insertCode(ctx.db, {
    code_hash: sha256Hex(code),
    user_id: userId,
    client_id: p.client_id,
    redirect_uri: p.redirect_uri,
    code_challenge: p.code_challenge,
    nonce: p.nonce,
    expires_at: new Date(Date.now() + CODE_TTL_S * 1000).toISOString(),
  });
  return code;
}

/** A local account whose password matches, or null (same answer for unknown name and bad password). */
export async function authenticate(db: Db, username: string, password: string): Promise<UserRow | null> {
  const user = await findUserByUsername(db, username.trim().toLowerCase());
  if (!user?.password_hash) {
    // Spend the same time as a real check so names cannot be probed by timing.
    await verifyPassword(
      password,
      'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    );
    return null;
  }
  return (await verifyPassword(password, user.password_hash)) ? user : null;
}

/** An OAuth error of the token endpoint (RFC 6749 §5.2). */
export class OAuthError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
  ) {
    super(description);
  }
}

export interface TokenRequest {
  grant_type?: string | undefined;
  code?: string | undefined;
  redirect_uri?: string | undefined;
  code_verifier?: string | undefined;
  client_id?: string | undefined;
  client_secret?: string | undefined;
}

/** The token endpoint: checks code, client, redirect and PKCE verifier, then signs an ID token. */
export async function exchangeCode(ctx: ProviderContext, origin: string, r: TokenRequest) {
  if (r.grant_type !== 'authorization_code') throw new OAuthError('unsupported_grant_type', 'grant_type');
  if (!r.code || !r.code_verifier || !r.redirect_uri || !r.client_id) {
    throw new OAuthError('invalid_request', 'code, code_verifier, redirect_uri and client_id are required');
  }
  if (r.client_id !== ctx.settings.clientId) throw new OAuthError('invalid_client', 'unknown client');
  if (ctx.settings.clientSecret && !sameSecret(r.client_secret ?? '', ctx.settings.clientSecret)) {
    throw new OAuthError('invalid_client', 'client authentication failed');
  }
  const row = await takeCode(ctx.db, sha256Hex(r.code), new Date().toISOString());
  if (!row) throw new OAuthError('invalid_grant', 'the code is unknown, used or expired');
  if (row.client_id !== r.client_id || row.redirect_uri !== r.redirect_uri) {
    throw new OAuthError('invalid_grant', 'the code was issued to another client or redirect');
  }
  if (!sameSecret(pkceChallenge(r.code_verifier), row.code_challenge)) {
    throw new OAuthError('invalid_grant', 'the code verifier does not match');
  }
  const user = await findUserById(ctx.db, row.user_id);
  const org = user ? await findOrgById(ctx.db, user.org_id) : undefined;
  if (!user || !org) throw new OAuthError('invalid_grant', 'the account no longer exists');
  const now = Math.floor(Date.now() / 1000);
  const idToken = await new SignJWT({
    iss: issuerOf(ctx, origin),
    sub: user.id,
    aud: r.client_id,
    iat: now,
    exp: now + ID_TOKEN_TTL_S,
    nonce: row.nonce ?? undefined,
    name: user.display_name,
    email: user.email,
    preferred_username: user.username ?? user.email,
    tid: org.tenant_id,
    oid: user.id,
    groups: await groupsOf(ctx.db, user.id),
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: ctx.key.kid })
    .sign(ctx.key.privateKey);
  return { id_token: idToken, access_token: randomToken(), token_type: 'Bearer', expires_in: ID_TOKEN_TTL_S };
}
