import { decodeJwt } from 'jose';
import * as oidc from 'openid-client';
import { configure, type ClientSettings } from './provider-client.js';

/** The checks of one sign-in, kept since it started. */
export interface GrantChecks {
  pkceCodeVerifier: string;
  expectedState: string;
  expectedNonce: string;
}

export type GrantAnswer = Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;

/** The token answer of a multi-tenant issuer, held back until the issuer it must name is known. */
class HeldAnswer extends Error {
  constructor(readonly response: Response) {
    super('token answer held');
  }
}

/**
 * Exchanges the authorization code of the provider's redirect back (`callback`, the full
 * redirect address with its query) with openid-client: the token request with the PKCE verifier,
 * then the ID token's signature (the issuer's published keys), issuer, audience, expiry and nonce.
 */
export async function exchangeCode(
  config: oidc.Configuration,
  settings: ClientSettings,
  callback: URL,
  checks: GrantChecks,
): Promise<GrantAnswer> {
  // Plain metadata (without openid-client's helper functions), to configure from again.
  const meta = JSON.parse(JSON.stringify(config.serverMetadata())) as oidc.ServerMetadata;
  if (!meta.issuer.includes('{tenantid}'))
    return oidc.authorizationCodeGrant(config, callback, { ...checks, idTokenExpected: true });
  // A multi-tenant issuer (Entra ID's /organizations): its ID token names the tenant's own
  // issuer. The token answer is fetched once and held; its tid only picks the issuer the token
  // must name, and openid-client then checks the answer in full against that issuer.
  const fetcher: oidc.CustomFetch = settings.fetch ?? ((url, options) => fetch(url, options as RequestInit));
  const holding = configure(meta, {
    ...settings,
    fetch: async (url, options) => {
      const res = await fetcher(url, options);
      if (url === meta.token_endpoint && res.ok) throw new HeldAnswer(res);
      return res;
    },
  });
  let held: Response;
  try {
    return await oidc.authorizationCodeGrant(holding, callback, { ...checks, idTokenExpected: true });
  } catch (err) {
    const answer = err instanceof HeldAnswer ? err : (err as { cause?: unknown }).cause;
    if (!(answer instanceof HeldAnswer)) throw err;
    held = answer.response;
  }
  const body = (await held.clone().json()) as { id_token?: unknown };
  const tid = typeof body.id_token === 'string' ? decodeJwt(body.id_token).tid : undefined;
  if (typeof tid !== 'string' || !/^[\w.-]{1,64}$/.test(tid))
    throw new Error('the ID token of a multi-tenant issuer names no tenant');
  const tenant = configure(
    { ...meta, issuer: meta.issuer.replace('{tenantid}', tid) },
    {
      ...settings,
      fetch: (url, options) =>
        url === meta.token_endpoint ? Promise.resolve(held.clone()) : fetcher(url, options),
    },
  );
  // The issuer's keys stay cached across tenants.
  const keys = oidc.getJwksCache(config);
  if (keys) oidc.setJwksCache(tenant, keys);
  const answer = await oidc.authorizationCodeGrant(tenant, callback, { ...checks, idTokenExpected: true });
  const refreshed = oidc.getJwksCache(tenant);
  if (refreshed) oidc.setJwksCache(config, refreshed);
  return answer;
}
