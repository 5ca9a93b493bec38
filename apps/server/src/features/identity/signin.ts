import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, CloudProfiles, SignedOutInfo, type SessionInfo } from '@netlens/core';
import type { Db } from '../../db/index.js';
import type { AppConfig } from '../../config.js';
import { tenantCheck } from './access.js';
import { BROWSER_COOKIE, SESSION_COOKIE, clearCookie, readCookies, setCookie } from './cookies.js';
import * as oidc from 'openid-client';
import { exchangeCode, type GrantAnswer } from './code-grant.js';
import { siteOrigin } from './origin.js';
import type { ProviderClient } from './provider-client.js';
import { graphOrganization, graphScopes } from './graph.js';
import { redirectUriOf } from './provider.js';
import { signInGroups } from './groups.js';
import { findOrgById, updateOrg } from './repo.js';
import { deleteSession, deleteUserSessions, insertLogin, insertSession, takeLogin } from './session-repo.js';
import { randomToken, sha256Hex } from './tokens.js';
import { userFromClaims, type IdTokenClaims } from './users.js';
import type { SignedInCaller } from './caller.js';
import { sessionInfo } from './present.js';

/** Minutes a started sign-in may take. */
const LOGIN_TTL_MIN = 15;
/** The browser cookie lives a year. */
const BROWSER_COOKIE_S = 365 * 24 * 3600;

export interface SignInDeps {
  db: Db;
  config: AppConfig;
  client: ProviderClient;
}

const prefixOf = (config: AppConfig) => CloudProfiles[config.cloudName].pathPrefix;
const cookiePath = (config: AppConfig) => `${prefixOf(config)}/`;

/** This browser's id (from its cookie), set now when the browser has none. */
export function browserId(req: FastifyRequest, reply: FastifyReply, config: AppConfig): string {
  const given = readCookies(req)[BROWSER_COOKIE];
  if (given && /^[\w-]{43}$/.test(given)) return given;
  const id = randomToken();
  setCookie(req, reply, BROWSER_COOKIE, id, { path: cookiePath(config), maxAgeSeconds: BROWSER_COOKIE_S });
  return id;
}

/** Starts an authorization-code sign-in with PKCE; answers the address to send the browser to. */
export async function startSignIn(
  deps: SignInDeps,
  req: FastifyRequest,
  reply: FastifyReply,
  opts: { returnTo: string; silent: boolean },
): Promise<string> {
  const origin = siteOrigin(req, deps.config.publicUrl);
  const config = await deps.client.configuration(origin).catch((cause: unknown) => {
    throw new AppError('IDENTITY_PROVIDER_FAILED', { cause });
  });
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const verifier = oidc.randomPKCECodeVerifier();
  await insertLogin(deps.db, {
    state,
    browser_hash: sha256Hex(browserId(req, reply, deps.config)),
    nonce,
    code_verifier: verifier,
    return_to: opts.returnTo,
    silent: opts.silent ? 1 : 0,
    expires_at: new Date(Date.now() + LOGIN_TTL_MIN * 60_000).toISOString(),
  });
  const graph = deps.config.identity.graphBaseUrl;
  return oidc
    .buildAuthorizationUrl(config, {
      redirect_uri: redirectUriOf(prefixOf(deps.config), origin),
      scope: ['openid', 'profile', 'email', ...(graph ? graphScopes(graph) : [])].join(' '),
      state,
      nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      ...(opts.silent ? { prompt: 'none' } : {}),
    })
    .toString();
}

/** The outcome of the provider's redirect back: where to send the browser next. */
export async function finishSignIn(
  deps: SignInDeps,
  req: FastifyRequest,
  reply: FastifyReply,
  query: { state?: string | undefined; code?: string | undefined; error?: string | undefined },
): Promise<string> {
  const { db, config, client } = deps;
  const prefix = prefixOf(config);
  const fail = (reason: string) =>
    new AppError('SIGN_IN_FAILED', { details: [{ path: 'query', message: reason }] });
  if (!query.state) throw fail('no state');
  const login = await takeLogin(db, query.state, new Date().toISOString());
  if (!login) throw fail('the state is unknown, used or expired');
  const browser = readCookies(req)[BROWSER_COOKIE];
  if (!browser || sha256Hex(browser) !== login.browser_hash)
    throw fail('the sign-in was started in another browser');
  const back = `${prefix}${login.return_to}`;
  if (query.error || !query.code) {
    // A silent sign-in without a provider session simply returns signed out.
    if (login.silent) return back;
    throw fail(query.error ?? 'no code');
  }
  const origin = siteOrigin(req, config.publicUrl);
  const issuer = await client.configuration(origin).catch((cause: unknown) => {
    throw new AppError('IDENTITY_PROVIDER_FAILED', { cause });
  });
  // The redirect address with the provider's answer, as openid-client checks it.
  const callback = new URL(redirectUriOf(prefix, origin));
  for (const [k, v] of Object.entries(query)) if (v !== undefined) callback.searchParams.set(k, v);
  let token: GrantAnswer;
  try {
    token = await exchangeCode(issuer, client.settings, callback, {
      pkceCodeVerifier: login.code_verifier,
      expectedState: login.state,
      expectedNonce: login.nonce,
    });
  } catch (err) {
    // The provider's refusal or a token that does not verify: this sign-in fails.
    if (err instanceof oidc.ResponseBodyError || err instanceof oidc.AuthorizationResponseError)
      throw fail(err.error);
    if (err instanceof oidc.ClientError && err.code !== 'OAUTH_TIMEOUT' && err.code !== 'OAUTH_ABORT')
      throw fail(err.message);
    throw new AppError('IDENTITY_PROVIDER_FAILED', { cause: err });
  }
  const claims = token.claims() as IdTokenClaims | undefined;
  if (!claims) throw fail('no ID token');
  const user = await userFromClaims(db, client.issuerKey, claims);
  const org = user ? await findOrgById(db, user.org_id) : undefined;
  if (!user || !org) throw fail('the account is not known here');
  const groups = await signInGroups(
    { db, config, log: req.log },
    claims,
    { id: user.id, tenantId: org.tenant_id },
    token.access_token,
  );
  const graph = await graphSession(deps, req, org.id, token);
  const subScope = await client.tenantSubScope(origin, org.tenant_id).catch((err: unknown) => {
    req.log.warn({ err, tenant: org.tenant_id }, 'tenant configuration could not be read');
    return null;
  });

  // Rotation: the session the browser had (if any) ends; a fresh token is issued.
  const old = readCookies(req)[SESSION_COOKIE];
  if (old) await deleteSession(db, sha256Hex(old));
  const sessionToken = randomToken();
  const now = Date.now();
  await insertSession(db, {
    id_hash: sha256Hex(sessionToken),
    user_id: user.id,
    csrf_token: randomToken(),
    groups: JSON.stringify(groups),
    tenant_check: tenantCheck(config.cloudName, subScope),
    graph_token: graph?.token ?? null,
    graph_expires_at: graph?.expiresAt ?? null,
    created_at: new Date(now).toISOString(),
    expires_at: new Date(now + config.identity.sessionHours * 3600_000).toISOString(),
  });
  setCookie(req, reply, SESSION_COOKIE, sessionToken, {
    path: cookiePath(config),
    maxAgeSeconds: config.identity.sessionHours * 3600,
  });
  return back;
}

/**
 * With Microsoft Graph as the directory: keeps the sign-in's Graph token for the session and
 * refreshes the organisation's name, privacy statement and domains from Graph.
 */
async function graphSession(deps: SignInDeps, req: FastifyRequest, orgId: string, token: GrantAnswer) {
  const base = deps.config.identity.graphBaseUrl;
  if (!base || !token.access_token) return null;
  try {
    const org = await graphOrganization(base, token.access_token);
    await updateOrg(deps.db, orgId, {
      ...(org.name ? { name: org.name } : {}),
      privacy_url: org.privacyUrl,
      domains: JSON.stringify(org.domains),
    });
  } catch (err) {
    req.log.warn({ err }, 'the organisation could not be read from Microsoft Graph');
  }
  const seconds = Math.max(60, Math.min(token.expires_in ?? 3600, 24 * 3600));
  return { token: token.access_token, expiresAt: new Date(Date.now() + seconds * 1000).toISOString() };
}

/** Ends this browser's session. */
export async function signOut(
  db: Db,
  config: AppConfig,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const token = readCookies(req)[SESSION_COOKIE];
  if (token) await deleteSession(db, sha256Hex(token));
  clearCookie(req, reply, SESSION_COOKIE, cookiePath(config));
}

/** Ends every session of the user, then this browser's. */
export async function signOutEverywhere(
  db: Db,
  config: AppConfig,
  userId: string,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  await deleteUserSessions(db, userId);
  await signOut(db, config, req, reply);
}

/** The session answer of a signed-in user, or the signed-out one when the organisation is gone. */
export async function sessionAnswer(
  db: Db,
  config: AppConfig,
  caller: SignedInCaller,
  partnerRegistered: () => Promise<boolean>,
): Promise<SessionInfo> {
  const org = await findOrgById(db, caller.orgId);
  if (!org) return SignedOutInfo;
  const registered = caller.tenantCheck === 'ok' && (await partnerRegistered());
  return sessionInfo(caller, org, config.identity, registered);
}
