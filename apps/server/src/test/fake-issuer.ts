import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
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
  /** Each person's groups (object ids), as Graph's `memberOf` lists them, a page of two at a time. */
  memberOf: Map<string, string[]>;
  /** The `memberOf` calls Graph received (their query strings). */
  memberOfCalls: string[];
  /** Signs ID tokens with a key the issuer does not publish (a forged token). */
  forge: boolean;
  /** A browser sent to /authorize is signed in at once as this person (claims), as after a sign-in there. */
  signInAs: Record<string, unknown> | null;
  close: () => Promise<void>;
}

/** A person of the test directory, as Graph answers them (mail from the first name, in a.example). */
export const graphPerson = (id: string, displayName: string, userType = 'Member') => ({
  id,
  displayName,
  mail: `${displayName.split(' ')[0]!.toLowerCase()}@a.example`,
  userPrincipalName: `${id}@a.example`,
  userType,
});

/**
 * The claims Entra ID writes instead of `groups` when a user is in more than 200 groups (the
 * overage claim): the groups are to be read from Graph.
 */
export const GroupsOverageClaims = {
  _claim_names: { groups: 'src1' },
  _claim_sources: { src1: { endpoint: 'https://graph.microsoft.com/v1.0/users/x/getMemberObjects' } },
};

/** The photo Graph answers for the people who have one (a 1×1 PNG a browser can draw). */
export const FakePhoto = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** `memberOf` of one person, filtered by `id in (…)`, one page of two from `skip`. */
function memberOfPage(url: URL, groups: readonly string[]) {
  const filter = /^id in \((.*)\)$/.exec(url.searchParams.get('$filter') ?? '')?.[1];
  const wanted = filter?.split(',').map((v) => v.trim().replace(/^'|'$/g, ''));
  const found = groups.filter((g) => !wanted || wanted.includes(g));
  const skip = Number(url.searchParams.get('$skiptoken') ?? 0);
  const next = new URL(url);
  next.searchParams.set('$skiptoken', String(skip + 2));
  return {
    value: found.slice(skip, skip + 2).map((id) => ({ '@odata.type': '#microsoft.graph.group', id })),
    ...(skip + 2 < found.length ? { '@odata.nextLink': next.toString() } : {}),
  };
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
    memberOf: new Map(),
    memberOfCalls: [],
    forge: false,
    signInAs: null,
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
  const graph = (url: URL, req: IncomingMessage, res: ServerResponse) => {
    const auth = req.headers.authorization ?? '';
    const oid = /^Bearer at-(.+)$/.exec(auth)?.[1];
    const me = issuer.people.find((p) => p.id === oid);
    if (!me) return json(res, 401, { error: { code: 'InvalidAuthenticationToken' } });
    const path = url.pathname.slice('/graph/v1.0'.length);
    if (path === '/me') return json(res, 200, me);
    if (path === '/me/memberOf/microsoft.graph.group') {
      issuer.memberOfCalls.push(url.search);
      if (req.headers.consistencylevel !== 'eventual')
        return json(res, 400, { error: { code: 'Request_UnsupportedQuery' } });
      return json(res, 200, memberOfPage(url, issuer.memberOf.get(me.id) ?? []));
    }
    const photoOf = /^\/(?:me|users\/([^/]+))\/photos\/48x48\/\$value$/.exec(path);
    if (photoOf) {
      const whose = photoOf[1] ?? oid;
      // object-page's "photo" claims to be a page: it must never be served as one.
      if (whose === 'object-page') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end('<script>alert(document.domain)</script>');
      }
      if (whose !== 'object-1') return json(res, 404, { error: { code: 'ImageNotFound' } });
      res.writeHead(200, { 'content-type': 'image/png' });
      return res.end(FakePhoto);
    }
    const user = /^\/users\/([^/]+)$/.exec(path);
    if (user) {
      const found = issuer.people.find((p) => p.id === decodeURIComponent(user[1]!));
      return found ? json(res, 200, found) : json(res, 404, { error: { code: 'Request_ResourceNotFound' } });
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
    if (url.pathname === '/authorize' && issuer.signInAs) {
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      back.searchParams.set('code', issuer.approve(url.toString(), issuer.signInAs));
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    if (url.pathname.startsWith('/graph/v1.0/')) return graph(url, req, res);
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
