import type { FastifyInstance } from 'fastify';
import * as oidc from 'openid-client';
import type { Db } from '../../db/index.js';
import { findOrgByTenant } from './repo.js';

/** How the relying party reaches its OpenID provider. `issuerKey` names it in the users table. */
export interface ProviderClient {
  issuerKey: string;
  settings: ClientSettings;
  /** The issuer's openid-client configuration as seen from a site origin (discovered, kept an hour). */
  configuration(origin: string): Promise<oidc.Configuration>;
  /** The tenant's tenant_region_sub_scope, null when it has none. */
  tenantSubScope(origin: string, tenantId: string): Promise<string | null>;
}

/** The client registration the relying party uses with any issuer. */
export interface ClientSettings {
  clientId: string;
  clientSecret: string | null;
  /** Plain-http issuer addresses are accepted (an http OIDC_ISSUER, or the provider in-process). */
  insecure: boolean;
  fetch?: oidc.CustomFetch | undefined;
}

const TIMEOUT_S = 10;
const CACHE_MS = 3600_000;
/** Site origins whose embedded-provider configuration is kept (requests name their own host). */
const MAX_ORIGINS = 16;

/** An openid-client configuration for known issuer metadata: ID-token signatures are always checked. */
export function configure(meta: oidc.ServerMetadata, s: ClientSettings): oidc.Configuration {
  const auth = s.clientSecret ? oidc.ClientSecretPost(s.clientSecret) : oidc.None();
  const config = new oidc.Configuration(meta, s.clientId, undefined, auth);
  config.timeout = TIMEOUT_S;
  if (s.fetch) config[oidc.customFetch] = s.fetch;
  if (s.insecure) oidc.allowInsecureRequests(config);
  oidc.enableNonRepudiationChecks(config);
  return config;
}

/**
 * Discovers an issuer. The well-known address is given as is, so a multi-tenant issuer whose
 * metadata names `{tenantid}` (Entra ID's /organizations) is accepted; any other issuer must name
 * itself exactly as configured (OpenID Connect Discovery §4.3).
 */
async function discover(issuer: string, s: ClientSettings): Promise<oidc.Configuration> {
  const found = await oidc.discovery(
    new URL(`${issuer}/.well-known/openid-configuration`),
    s.clientId,
    undefined,
    undefined,
    {
      timeout: TIMEOUT_S,
      ...(s.insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
      ...(s.fetch ? { [oidc.customFetch]: s.fetch } : {}),
    },
  );
  const meta = found.serverMetadata();
  const template =
    meta.issuer.includes('{tenantid}') && new URL(meta.issuer).origin === new URL(issuer).origin;
  if (meta.issuer !== issuer && !template)
    throw new Error(`the issuer ${issuer} names itself ${meta.issuer} in its discovery document`);
  return configure(JSON.parse(JSON.stringify(meta)) as oidc.ServerMetadata, s);
}

/** Configurations by key, each kept an hour; a failed discovery is tried again next time. */
function cached(load: (key: string) => Promise<oidc.Configuration>) {
  const entries = new Map<string, { at: number; config: Promise<oidc.Configuration> }>();
  return (key: string) => {
    const hit = entries.get(key);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.config;
    if (entries.size >= MAX_ORIGINS) entries.delete(entries.keys().next().value!);
    const config = load(key);
    entries.set(key, { at: Date.now(), config });
    config.catch(() => entries.delete(key));
    return config;
  };
}

/** Calls this server's own routes in-process (the embedded provider seen from a site origin). */
function inProcessFetch(app: FastifyInstance): oidc.CustomFetch {
  return async (url, options) => {
    const u = new URL(url);
    const res = await app.inject({
      method: options.method as 'GET' | 'POST',
      url: u.pathname + u.search,
      headers: {
        ...options.headers,
        host: u.host,
        'x-forwarded-host': u.host,
        'x-forwarded-proto': u.protocol.slice(0, -1),
      },
      ...(options.body !== undefined && options.body !== null ? { payload: String(options.body) } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      for (const v of Array.isArray(value) ? value : [value])
        if (v !== undefined) headers.append(name, String(v));
    }
    return new Response(new Uint8Array(res.rawPayload), { status: res.statusCode, headers });
  };
}

/** The embedded provider under `{origin}{prefix}/oidc`, called in-process with the same checks as over HTTP. */
export function embeddedClient(
  app: FastifyInstance,
  opts: { db: Db; prefix: string; clientId: string; clientSecret: string | null },
): ProviderClient {
  const settings = { ...opts, insecure: true, fetch: inProcessFetch(app) };
  return {
    issuerKey: 'embedded',
    settings,
    configuration: cached((origin) => discover(`${origin}${opts.prefix}/oidc`, settings)),
    tenantSubScope: async (_origin, tenantId) =>
      (await findOrgByTenant(opts.db, tenantId))?.region_sub_scope ?? null,
  };
}

/** An external issuer (Entra ID or any OpenID Connect provider). */
export function httpClient(opts: {
  issuer: string;
  clientId: string;
  clientSecret: string | null;
  tenantConfigUrl: string | null;
}): ProviderClient {
  const settings = { ...opts, insecure: opts.issuer.startsWith('http:') };
  const load = cached((issuer) => discover(issuer, settings));
  return {
    issuerKey: opts.issuer,
    settings,
    configuration: () => load(opts.issuer),
    async tenantSubScope(_origin, tenantId) {
      if (!opts.tenantConfigUrl || !/^[\w.-]{1,64}$/.test(tenantId)) return null;
      const url = opts.tenantConfigUrl.replace('{tenantId}', encodeURIComponent(tenantId));
      const res = await fetch(url, {
        signal: AbortSignal.timeout(TIMEOUT_S * 1000),
        headers: { accept: 'application/json' },
      });
      if (!res.ok) throw new Error(`GET ${url} failed with status ${res.status}`);
      const scope = ((await res.json()) as { tenant_region_sub_scope?: unknown }).tenant_region_sub_scope;
      return typeof scope === 'string' && scope ? scope : null;
    },
  };
}
