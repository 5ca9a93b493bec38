import type { JsonWebKey } from 'node:crypto';
import { discoveryDocument, exchangeCode, type ProviderContext } from './provider.js';
import { findOrgByTenant } from './repo.js';

/** The parts of an issuer's discovery document the relying party uses. */
export interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  end_session_endpoint?: string;
}

/** The token endpoint's answer (RFC 6749 §5). */
export interface TokenAnswer {
  id_token?: string;
  access_token?: string;
  expires_in?: number;
  error?: string;
}

/** How the relying party reaches its OpenID provider. `issuerKey` names it in the users table. */
export interface ProviderClient {
  issuerKey: string;
  discovery(origin: string): Promise<Discovery>;
  exchange(origin: string, form: Record<string, string>): Promise<TokenAnswer>;
  keys(origin: string, refresh?: boolean): Promise<JsonWebKey[]>;
  /** The tenant's tenant_region_sub_scope, null when it has none. */
  tenantSubScope(origin: string, tenantId: string): Promise<string | null>;
}

/** The embedded provider, called in-process (same checks as over HTTP). */
export function embeddedClient(ctx: ProviderContext): ProviderClient {
  return {
    issuerKey: 'embedded',
    discovery: async (origin) => discoveryDocument(ctx, origin),
    exchange: async (origin, form) => exchangeCode(ctx, origin, form),
    keys: async () => [ctx.key.publicJwk],
    tenantSubScope: async (_origin, tenantId) =>
      (await findOrgByTenant(ctx.db, tenantId))?.region_sub_scope ?? null,
  };
}

const TIMEOUT_MS = 10_000;
const CACHE_MS = 3600_000;

async function getJson(url: string): Promise<Record<string, unknown>> {
  const res = await fetch(url, {
    signal: AbortSignal.timeout(TIMEOUT_MS),
    headers: { accept: 'application/json' },
  });
  if (!res.ok) throw new Error(`GET ${url} failed with status ${res.status}`);
  return (await res.json()) as Record<string, unknown>;
}

/** An external issuer (Entra ID or any OpenID Connect provider) over HTTPS, with cached metadata. */
export function httpClient(opts: {
  issuer: string;
  clientSecret: string | null;
  tenantConfigUrl: string | null;
}): ProviderClient {
  let discovery: { at: number; doc: Promise<Discovery> } | null = null;
  let keys: { at: number; keys: Promise<JsonWebKey[]> } | null = null;
  const load = () => {
    if (!discovery || Date.now() - discovery.at > CACHE_MS) {
      const doc = getJson(`${opts.issuer}/.well-known/openid-configuration`) as unknown as Promise<Discovery>;
      discovery = { at: Date.now(), doc };
      doc.catch(() => (discovery = null));
    }
    return discovery.doc;
  };
  return {
    issuerKey: opts.issuer,
    discovery: load,
    async exchange(_origin, form) {
      const body = new URLSearchParams(form);
      if (opts.clientSecret) body.set('client_secret', opts.clientSecret);
      const res = await fetch((await load()).token_endpoint, {
        method: 'POST',
        body,
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      return (await res.json()) as TokenAnswer;
    },
    async keys(_origin, refresh = false) {
      if (refresh || !keys || Date.now() - keys.at > CACHE_MS) {
        const set = load()
          .then((d) => getJson(d.jwks_uri))
          .then((j) => (j.keys ?? []) as JsonWebKey[]);
        keys = { at: Date.now(), keys: set };
        set.catch(() => (keys = null));
      }
      return keys.keys;
    },
    async tenantSubScope(_origin, tenantId) {
      if (!opts.tenantConfigUrl || !/^[\w.-]{1,64}$/.test(tenantId)) return null;
      const doc = await getJson(opts.tenantConfigUrl.replace('{tenantId}', encodeURIComponent(tenantId)));
      const scope = doc.tenant_region_sub_scope;
      return typeof scope === 'string' && scope ? scope : null;
    },
  };
}
