import { createHash } from 'node:crypto';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { endpoints, languageFromAcceptHeader } from '@netlens/core';
import type { Db } from '../../db/index.js';
import type { SigningKey } from './keys.js';
import { providerErrorPage } from './login-page.js';
import { DbAdapter } from './oidc-adapter.js';
import { findOrgById, findUserById, findUserByUsername, groupsOf, type UserRow } from './repo.js';
import type { IdentitySettings } from './settings.js';
import { verifyPassword } from './tokens.js';

/** The embedded OpenID provider: what it needs to answer. */
export interface ProviderContext {
  db: Db;
  settings: IdentitySettings;
  key: SigningKey;
  /** The cloud's path prefix ('' or '/gcc'). */
  prefix: string;
}

/** Lifetimes in seconds: a code, an ID token, a sign-in form and the provider's own session. */
const CODE_TTL_S = 60;
const ID_TOKEN_TTL_S = 300;
const INTERACTION_TTL_S = 15 * 60;
/** Hours the embedded provider remembers a browser's sign-in (silent sign-in works meanwhile). */
export const PROVIDER_SESSION_HOURS = 12;

/** The embedded provider's issuer identifier as seen from a site origin. */
export const issuerOf = (ctx: Pick<ProviderContext, 'prefix'>, origin: string) =>
  `${origin}${ctx.prefix}/oidc`;

/** The one redirect address registered for the product's own client. */
export const redirectUriOf = (prefix: string, origin: string) =>
  `${origin}${prefix}${endpoints.LoginCallback.path}`;

/** The claims of a local account: its organisation's tenant id and its directory groups. */
async function accountClaims(db: Db, user: UserRow) {
  const org = await findOrgById(db, user.org_id);
  return {
    sub: user.id,
    name: user.display_name,
    email: user.email,
    preferred_username: user.username ?? user.email,
    tid: org?.tenant_id,
    oid: user.id,
    groups: await groupsOf(db, user.id),
  };
}

/** The error page in the visitor's language; every value escaped. */
function renderError(ctx: KoaContextWithOIDC, out: { error_description?: string; error: string }) {
  const lang = languageFromAcceptHeader(ctx.get('accept-language') || undefined);
  ctx.type = 'html';
  ctx.set('cache-control', 'no-store');
  ctx.body = providerErrorPage(lang, out.error_description ?? out.error);
}

/** The provider for one site origin (oidc-provider fixes its issuer per instance). */
export function createProvider(ctx: ProviderContext, origin: string): Provider {
  const { db, settings, key, prefix } = ctx;
  // Cookie signatures: derived from the stored signing key, so every instance shares them.
  const cookieKey = createHash('sha256')
    .update('netlens-oidc-cookies')
    .update(key.privateJwk.d!)
    .digest('hex');
  const cookie = { httpOnly: true, sameSite: 'lax', signed: true, overwrite: true } as const;
  const config: Configuration = {
    adapter: (model: string) => new DbAdapter(db, model),
    clients: [
      {
        client_id: settings.clientId,
        ...(settings.clientSecret ? { client_secret: settings.clientSecret } : {}),
        redirect_uris: [redirectUriOf(prefix, origin)],
        post_logout_redirect_uris: [`${origin}${prefix}/`],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: settings.clientSecret ? 'client_secret_post' : 'none',
      },
    ],
    jwks: { keys: [{ ...key.privateJwk, kid: key.kid, alg: 'RS256', use: 'sig' }] },
    cookies: {
      keys: [cookieKey],
      names: { session: 'nl_op', interaction: 'nl_op_interaction', resume: 'nl_op_resume' },
      long: cookie,
      short: cookie,
    },
    pkce: { required: () => true, methods: ['S256'] },
    responseTypes: ['code'],
    clientAuthMethods: ['none', 'client_secret_post'],
    scopes: ['openid', 'profile', 'email'],
    claims: {
      openid: ['sub', 'tid', 'oid', 'groups'],
      profile: ['name', 'preferred_username'],
      email: ['email'],
    },
    // The profile and e-mail claims go into the ID token: the product reads them only there.
    conformIdTokenClaims: false,
    async findAccount(_ctx, sub) {
      const user = await findUserById(db, sub);
      if (!user) return undefined;
      return { accountId: sub, claims: () => accountClaims(db, user) };
    },
    // The product's own client needs no consent: it gets the scopes it asks for.
    async loadExistingGrant(kctx) {
      const { oidc } = kctx;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(oidc.client!.clientId);
      const found = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
      if (found) return found;
      if (!oidc.session?.accountId) return undefined;
      const grant = new oidc.provider.Grant({
        clientId: oidc.client!.clientId,
        accountId: oidc.session.accountId,
      });
      grant.addOIDCScope('openid profile email');
      await grant.save();
      return grant;
    },
    interactions: { url: (_ctx, interaction) => `${prefix}/oidc/interaction/${interaction.uid}` },
    routes: { authorization: '/authorize', end_session: '/logout', jwks: '/jwks', token: '/token' },
    features: {
      devInteractions: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      rpInitiatedLogout: { enabled: true },
      userinfo: { enabled: false },
    },
    ttl: {
      AuthorizationCode: CODE_TTL_S,
      IdToken: ID_TOKEN_TTL_S,
      AccessToken: ID_TOKEN_TTL_S,
      Interaction: INTERACTION_TTL_S,
      Session: PROVIDER_SESSION_HOURS * 3600,
      Grant: PROVIDER_SESSION_HOURS * 3600,
    },
    renderError,
    // The product's own client calls the token endpoint from the server, never from a page.
    clientBasedCORS: () => false,
  };
  const provider = new Provider(issuerOf(ctx, origin), config);
  // The routes in front set X-Forwarded-Proto and -Host to the site's origin on every request.
  provider.proxy = true;
  return provider;
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
