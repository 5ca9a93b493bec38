import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type Provider from 'oidc-provider';
import {
  InteractionParamsSchema,
  ProviderLoginFormSchema,
  TenantParamsSchema,
  translate,
  type Language,
} from '@netlens/core';
import { requestLanguage } from '../../plugins/language.js';
import { securityHeaders } from '../../plugins/security.js';
import { PROVIDER_COOKIE, clearCookie, readCookies } from './cookies.js';
import { loginPage, providerErrorPage } from './login-page.js';
import { deleteOidcState } from './oidc-store-repo.js';
import { authenticate, createProvider, issuerOf, type ProviderContext } from './provider.js';
import { findOrgByTenant } from './repo.js';
import { sameOrigin, siteOrigin } from './origin.js';
import { signInLimits } from './signin-limits.js';

/** Site origins a provider is kept for (without PUBLIC_URL, requests name their own host). */
const MAX_ORIGINS = 16;

/** Hands the raw response to oidc-provider, with the security headers every answer has. */
function handOver(req: FastifyRequest, reply: FastifyReply) {
  reply.hijack();
  for (const [name, value] of Object.entries(securityHeaders())) reply.raw.setHeader(name, value);
  reply.raw.setHeader('x-request-id', req.id);
}

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

/**
 * The embedded OpenID provider under /oidc: oidc-provider (discovery, keys, authorize, token,
 * logout) with its state in the database, the sign-in form of its interactions, and the tenant
 * configuration (tenant_region_sub_scope).
 */
export async function providerRoutes(app: FastifyInstance, opts: { ctx: ProviderContext }) {
  const { ctx } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const mount = `${ctx.prefix}/oidc`;
  const hide = { hide: true, tags: ['identity'] };
  const providers = new Map<string, { provider: Provider; handle: ReturnType<Provider['callback']> }>();
  const limits = signInLimits(app, app.config.identity.signInLimits);

  const providerFor = (req: FastifyRequest) => {
    const origin = siteOrigin(req, app.config.publicUrl);
    // oidc-provider builds its addresses from the request: it is told the site's origin (PUBLIC_URL,
    // or what the trusted proxy said), whatever the request itself carried.
    const site = new URL(origin);
    req.raw.headers['x-forwarded-proto'] = site.protocol.slice(0, -1);
    req.raw.headers['x-forwarded-host'] = site.host;
    let found = providers.get(origin);
    if (!found) {
      if (providers.size >= MAX_ORIGINS) providers.delete(providers.keys().next().value!);
      const provider = createProvider(ctx, origin);
      found = { provider, handle: provider.callback() };
      providers.set(origin, found);
    }
    return found;
  };
  const expired = (reply: FastifyReply, lang: Language) =>
    html(reply, 400, providerErrorPage(lang, translate(lang, 'identity.provider.expired')));
  /** The pending sign-in the browser's interaction cookie names, when it is the one in the path. */
  const interaction = async (req: FastifyRequest, reply: FastifyReply, uid: string) => {
    const details = await providerFor(req)
      .provider.interactionDetails(req.raw, reply.raw)
      .catch(() => null);
    return details?.uid === uid ? details : null;
  };

  /** The sign-in form of a pending authorization request. */
  r.get(
    '/oidc/interaction/:uid',
    { schema: { ...hide, params: InteractionParamsSchema } },
    async (req, reply) => {
      const lang = requestLanguage(req);
      if (!(await interaction(req, reply, req.params.uid))) return expired(reply, lang);
      return html(reply, 200, loginPage({ lang, action: `${mount}/interaction/${req.params.uid}/login` }));
    },
  );

  r.post(
    '/oidc/interaction/:uid/login',
    { schema: { ...hide, params: InteractionParamsSchema, body: ProviderLoginFormSchema } },
    async (req, reply) => {
      const lang = requestLanguage(req);
      const { username, password } = req.body;
      const action = `${mount}/interaction/${req.params.uid}/login`;
      /** The form again, with the name as typed and why the post was refused. */
      const refused = (status: number, error: string) =>
        html(reply, status, loginPage({ lang, action, username, error }));
      const tooMany = (seconds: number) => {
        reply.header('retry-after', String(seconds));
        const count = Math.ceil(seconds / 60);
        return refused(429, translate(lang, 'identity.provider.tooMany', { count }));
      };
      // A sign-in form posted from another site would sign this browser in to someone else's account.
      if (!sameOrigin(req, siteOrigin(req, app.config.publicUrl)))
        return html(reply, 403, providerErrorPage(lang, translate(lang, 'identity.errors.csrf')));
      const addressWait = await limits.address(req);
      if (addressWait !== null) return tooMany(addressWait);
      if (!(await interaction(req, reply, req.params.uid))) return expired(reply, lang);
      const accountWait = await limits.account(req);
      if (accountWait !== null) return tooMany(accountWait);
      const user = await authenticate(ctx.db, username, password);
      if (!user) return refused(400, translate(lang, 'identity.provider.wrongPassword'));
      handOver(req, reply);
      await providerFor(req).provider.interactionFinished(
        req.raw,
        reply.raw,
        { login: { accountId: user.id } },
        { mergeWithLastSubmission: false },
      );
    },
  );

  r.get(
    '/oidc/tenants/:tenantId/.well-known/openid-configuration',
    { schema: { ...hide, params: TenantParamsSchema } },
    async (req, reply) => {
      const org = await findOrgByTenant(ctx.db, req.params.tenantId);
      if (!org) return reply.code(404).send({ error: 'tenant_not_found' });
      const discovery = await app.inject({
        url: `${mount}/.well-known/openid-configuration`,
        headers: Object.fromEntries(
          ['host', 'x-forwarded-host', 'x-forwarded-proto'].flatMap((h) =>
            typeof req.headers[h] === 'string' ? [[h, req.headers[h]]] : [],
          ),
        ),
      });
      return {
        ...(discovery.json() as Record<string, unknown>),
        tenant_region_scope: 'WW',
        ...(org.region_sub_scope ? { tenant_region_sub_scope: org.region_sub_scope } : {}),
      };
    },
  );

  /** Ends the provider's own session at once (no confirmation page), then returns to the site. */
  r.get('/oidc/logout', { schema: hide }, async (req, reply) => {
    const session = readCookies(req)[PROVIDER_COOKIE];
    if (session) await deleteOidcState(ctx.db, 'Session', session);
    clearCookie(req, reply, PROVIDER_COOKIE, '/');
    clearCookie(req, reply, `${PROVIDER_COOKIE}.sig`, '/');
    return reply.header('cache-control', 'no-store').redirect(`${ctx.prefix}/`, 303);
  });

  // Everything else under /oidc is oidc-provider's (a Koa app), given the raw request with the
  // mount path taken off; it reads the body itself, so this scope leaves it unparsed.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null, undefined));
    scope.all('/oidc/*', { schema: hide }, async (req, reply) => {
      const { handle } = providerFor(req);
      const raw = req.raw as IncomingMessage & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = (raw.url ?? '').slice(mount.length) || '/';
      handOver(req, reply);
      await handle(raw, reply.raw);
    });
  });

  app.log.debug({ issuer: issuerOf(ctx, 'http://localhost') }, 'embedded OpenID provider mounted');
}
