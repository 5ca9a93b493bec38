import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT } from 'jose';
import { calculatePKCECodeChallenge } from 'openid-client';

/**
 * A stand-in for an external multi-tenant OpenID issuer shaped like Microsoft Entra ID (issuer
 * template with {tenantid}, tid and groups claims, per-tenant configuration with
 * tenant_region_sub_scope), for integration tests of the relying party over real HTTP.
 */
export interface FakeIssuer {
  base: string;
  /** Mints a code for a pending authorization request, as if the user had signed in there. */
  approve: (authorizeUrl: string, claims: Record<string, unknown>) => string;
  /** The sub-scope a tenant's configuration reports. */
  subScopes: Map<string, string>;
  /** The tenant's directory as Graph answers it. */
  people: {
    id: string;
    displayName: string | null;
    mail: string | null;
    userPrincipalName: string | null;
    userType: string;
  }[];
  /** Signs ID tokens with a key the issuer does not publish (a forged token). */
  forge: boolean;
  close: () => Promise<void>;
}

export async function startFakeIssuer(clientId: string): Promise<FakeIssuer> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const rogue = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'fake-1', use: 'sig' };
  const codes = new Map<
    string,
    { challenge: string; nonce: string; redirect: string; claims: Record<string, unknown> }
  >();
  let counter = 0;
  const issuer: FakeIssuer = {
    base: '',
    subScopes: new Map(),
    people: [],
    forge: false,
    approve: (authorizeUrl, claims) => {
      const u = new URL(authorizeUrl);
      const code = `code-${++counter}`;
      codes.set(code, {
        challenge: u.searchParams.get('code_challenge') ?? '',
        nonce: u.searchParams.get('nonce') ?? '',
        redirect: u.searchParams.get('redirect_uri') ?? '',
        claims,
      });
      return code;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  /** Microsoft Graph as far as the directory uses it; the bearer token names the user. */
  const graph = (url: URL, auth: string, res: ServerResponse) => {
    const oid = /^Bearer at-(.+)$/.exec(auth)?.[1];
    const me = issuer.people.find((p) => p.id === oid);
    if (!me) return json(res, 401, { error: { code: 'InvalidAuthenticationToken' } });
    const path = url.pathname.slice('/graph/v1.0'.length);
    if (path === '/me') return json(res, 200, me);
    if (path === '/me/photos/48x48/$value') {
      if (oid !== 'object-1') return json(res, 404, { error: { code: 'ImageNotFound' } });
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      return res.end(Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
    }
    if (path === '/organization') {
      return json(res, 200, {
        value: [
          {
            displayName: 'Tenant A Ltd',
            privacyProfile: { statementUrl: 'https://a.example/privacy' },
            verifiedDomains: [{ name: 'a.example' }],
          },
        ],
      });
    }
    if (path === '/users') {
      const prefix =
        /startswith\(displayName,'([^']*)'\)/.exec(url.searchParams.get('$filter') ?? '')?.[1] ?? '';
      const found = issuer.people.filter((p) =>
        (p.displayName ?? '').toLowerCase().startsWith(prefix.toLowerCase()),
      );
      return json(res, 200, { value: found });
    }
    json(res, 404, { error: { code: 'NotFound' } });
  };
  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', issuer.base);
    const tenantConfig = /^\/([\w-]+)\/v2\.0\/\.well-known\/openid-configuration$/.exec(url.pathname);
    if (url.pathname === '/organizations/v2.0/.well-known/openid-configuration' || tenantConfig) {
      const tid = tenantConfig?.[1];
      const scope = tid ? issuer.subScopes.get(tid) : undefined;
      return json(res, 200, {
        issuer: `${issuer.base}/{tenantid}/v2.0`,
        authorization_endpoint: `${issuer.base}/authorize`,
        token_endpoint: `${issuer.base}/token`,
        jwks_uri: `${issuer.base}/keys`,
        ...(scope ? { tenant_region_sub_scope: scope } : {}),
      });
    }
    if (url.pathname === '/keys') return json(res, 200, { keys: [jwk] });
    if (url.pathname.startsWith('/graph/v1.0/')) return graph(url, req.headers.authorization ?? '', res);
    if (url.pathname === '/token' && req.method === 'POST') {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', async () => {
        const f = new URLSearchParams(body);
        const grant = codes.get(f.get('code') ?? '');
        codes.delete(f.get('code') ?? '');
        if (!grant || f.get('client_id') !== clientId || f.get('redirect_uri') !== grant.redirect) {
          return json(res, 400, { error: 'invalid_grant' });
        }
        if ((await calculatePKCECodeChallenge(f.get('code_verifier') ?? '')) !== grant.challenge)
          return json(res, 400, { error: 'invalid_grant' });
        const now = Math.floor(Date.now() / 1000);
        const tid = String(grant.claims.tid);
        const claims = {
          iss: `${issuer.base}/${tid}/v2.0`,
          aud: clientId,
          iat: now,
          exp: now + 300,
          nonce: grant.nonce,
          ...grant.claims,
        };
        json(res, 200, {
          id_token: await new SignJWT(claims)
            .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: 'fake-1' })
            .sign(issuer.forge ? rogue : privateKey),
          access_token: `at-${String(grant.claims.oid)}`,
          expires_in: 3600,
          token_type: 'Bearer',
        });
      });
      return;
    }
    json(res, 404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  issuer.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return issuer;
}
