import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AuthorizeQuerySchema,
  ProviderLoginFormSchema,
  TenantParamsSchema,
  TokenFormSchema,
  translate,
} from '@netlens/core';
import { requestLanguage } from '../../plugins/language.js';
import { PROVIDER_COOKIE, clearCookie, readCookies, setCookie } from './cookies.js';
import { loginPage, providerErrorPage } from './login-page.js';
import {
  OAuthError,
  authenticate,
  checkAuthorize,
  discoveryDocument,
  exchangeCode,
  issueCode,
  issuerOf,
  type AuthorizeParams,
  type ProviderContext,
} from './provider.js';
import { findOrgByTenant } from './repo.js';
import { deleteOpSession, findOpSessionUser, insertOpSession } from './session-repo.js';
import { sameOrigin, siteOrigin } from './origin.js';
import { randomToken, sha256Hex } from './tokens.js';

/** Hours the embedded provider remembers a browser's sign-in (silent sign-in works meanwhile). */
const PROVIDER_SESSION_HOURS = 12;
/** Sign-in attempts per minute and address. */
const LOGIN_RATE_LIMIT = 20;

const params = (q: Record<string, string | undefined>): AuthorizeParams => ({
  client_id: q.client_id ?? '',
  redirect_uri: q.redirect_uri ?? '',
  response_type: q.response_type ?? '',
  scope: q.scope ?? '',
  state: q.state ?? '',
  nonce: q.nonce ?? '',
  code_challenge: q.code_challenge ?? '',
  code_challenge_method: q.code_challenge_method ?? '',
  prompt: q.prompt,
});

function redirectBack(reply: FastifyReply, p: AuthorizeParams, values: Record<string, string>) {
  const url = new URL(p.redirect_uri);
  for (const [k, v] of Object.entries({ ...values, state: p.state })) url.searchParams.set(k, v);
  return reply.code(303).header('cache-control', 'no-store').redirect(url.toString(), 303);
}

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

/**
 * The embedded OpenID provider under /oidc: discovery, keys, authorize (with the sign-in form),
 * token, the tenant configuration (tenant_region_sub_scope) and logout.
 */
export async function providerRoutes(app: FastifyInstance, opts: { ctx: ProviderContext }) {
  const { ctx } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const origin = (req: FastifyRequest) => siteOrigin(req, app.config.publicUrl);
  const cookiePath = `${ctx.prefix}/oidc`;
  const hide = { hide: true, tags: ['identity'] };

  r.get('/oidc/.well-known/openid-configuration', { schema: hide }, async (req) =>
    discoveryDocument(ctx, origin(req)),
  );
  r.get('/oidc/jwks', { schema: hide }, async () => ({ keys: [ctx.key.publicJwk] }));

  r.get(
    '/oidc/tenants/:tenantId/.well-known/openid-configuration',
    { schema: { ...hide, params: TenantParamsSchema } },
    async (req, reply) => {
      const org = await findOrgByTenant(ctx.db, req.params.tenantId);
      if (!org) return reply.code(404).send({ error: 'tenant_not_found' });
      return {
        ...discoveryDocument(ctx, origin(req)),
        tenant_region_scope: 'WW',
        ...(org.region_sub_scope ? { tenant_region_sub_scope: org.region_sub_scope } : {}),
      };
    },
  );

  /** Signs in the browser's provider session user, or shows the form. */
  r.get('/oidc/authorize', { schema: { ...hide, querystring: AuthorizeQuerySchema } }, async (req, reply) => {
    const p = params(req.query);
    const lang = requestLanguage(req);
    const check = checkAuthorize(ctx, origin(req), p);
    if (!check.ok) {
      if (!check.redirect) return html(reply, 400, providerErrorPage(lang, check.error));
      return redirectBack(reply, p, { error: check.error });
    }
    const opCookie = readCookies(req)[PROVIDER_COOKIE];
    const userId = opCookie
      ? await findOpSessionUser(ctx.db, sha256Hex(opCookie), new Date().toISOString())
      : undefined;
    if (userId && p.prompt !== 'login')
      return redirectBack(reply, p, { code: await issueCode(ctx, userId, p) });
    if (p.prompt === 'none') return redirectBack(reply, p, { error: 'login_required' });
    return html(reply, 200, loginPage({ lang, action: `${ctx.prefix}/oidc/login`, params: p }));
  });

  r.post(
    '/oidc/login',
    {
      config: { rateLimit: { max: LOGIN_RATE_LIMIT, timeWindow: '1 minute' } },
      schema: { ...hide, body: ProviderLoginFormSchema },
    },
    async (req, reply) => {
      const lang = requestLanguage(req);
      // A sign-in form posted from another site would sign this browser in to someone else's account.
      if (!sameOrigin(req, origin(req)))
        return html(reply, 403, providerErrorPage(lang, translate(lang, 'identity.errors.csrf')));
      const { username, password, ...rest } = req.body;
      const p = params(rest);
      const check = checkAuthorize(ctx, origin(req), p);
      if (!check.ok) return html(reply, 400, providerErrorPage(lang, check.error));
      const user = await authenticate(ctx.db, username, password);
      if (!user) {
        const error = translate(lang, 'identity.provider.wrongPassword');
        return html(
          reply,
          400,
          loginPage({ lang, action: `${ctx.prefix}/oidc/login`, params: p, username, error }),
        );
      }
      const token = randomToken();
      const expires = new Date(Date.now() + PROVIDER_SESSION_HOURS * 3600_000).toISOString();
      await insertOpSession(ctx.db, sha256Hex(token), user.id, expires);
      setCookie(req, reply, PROVIDER_COOKIE, token, {
        path: cookiePath,
        maxAgeSeconds: PROVIDER_SESSION_HOURS * 3600,
      });
      return redirectBack(reply, p, { code: await issueCode(ctx, user.id, p) });
    },
  );

  r.post('/oidc/token', { schema: { ...hide, body: TokenFormSchema } }, async (req, reply) => {
    reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
    try {
      return await exchangeCode(ctx, origin(req), req.body);
    } catch (err) {
      if (err instanceof OAuthError) {
        return reply
          .code(err.error === 'invalid_client' ? 401 : 400)
          .send({ error: err.error, error_description: err.description });
      }
      throw err;
    }
  });

  /** Ends the provider's own session, then returns to the site. */
  r.get('/oidc/logout', { schema: hide }, async (req, reply) => {
    const opCookie = readCookies(req)[PROVIDER_COOKIE];
    if (opCookie) await deleteOpSession(ctx.db, sha256Hex(opCookie));
    clearCookie(req, reply, PROVIDER_COOKIE, cookiePath);
    return reply.redirect(`${ctx.prefix}/`, 303);
  });

  app.log.debug({ issuer: issuerOf(ctx, 'http://localhost') }, 'embedded OpenID provider mounted');
}
