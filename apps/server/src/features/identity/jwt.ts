import { createPublicKey, createSign, createVerify, type JsonWebKey, type KeyObject } from 'node:crypto';

/** The claims this product reads from an ID token. */
export interface IdTokenClaims {
  iss: string;
  sub: string;
  aud: string | string[];
  exp: number;
  iat: number;
  nonce?: string;
  name?: string;
  email?: string;
  preferred_username?: string;
  tid?: string;
  groups?: string[];
  oid?: string;
  [claim: string]: unknown;
}

const Algorithms: Record<string, { hash: string; dsa?: 'ieee-p1363' }> = {
  RS256: { hash: 'sha256' },
  RS384: { hash: 'sha384' },
  RS512: { hash: 'sha512' },
  ES256: { hash: 'sha256', dsa: 'ieee-p1363' },
  ES384: { hash: 'sha384', dsa: 'ieee-p1363' },
};

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Signs claims as a compact RS256 JWT with the given private key. */
export function signJwt(claims: Record<string, unknown>, key: KeyObject, kid: string): string {
  const input = `${b64({ alg: 'RS256', typ: 'JWT', kid })}.${b64(claims)}`;
  const signature = createSign('sha256').update(input).sign(key).toString('base64url');
  return `${input}.${signature}`;
}

/** Why a token was refused. */
export class TokenError extends Error {}

function decodePart(part: string | undefined): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8'));
    if (value && typeof value === 'object') return value as Record<string, unknown>;
  } catch {
    // handled below
  }
  throw new TokenError('malformed token');
}

/**
 * Verifies an ID token: signature by a key of the issuer's key set (RS/ES only, never 'none'),
 * issuer, audience, expiry (60 s leeway) and nonce. Returns its claims.
 */
export function verifyIdToken(
  token: string,
  keys: JsonWebKey[],
  expect: { issuer: string; audience: string; nonce: string; now?: number },
): IdTokenClaims {
  const parts = token.split('.');
  if (parts.length !== 3) throw new TokenError('malformed token');
  const header = decodePart(parts[0]);
  const alg = Algorithms[String(header.alg)];
  if (!alg) throw new TokenError(`algorithm ${String(header.alg)} is not accepted`);
  const candidates = keys.filter(
    (k) => header.kid === undefined || (k as { kid?: string }).kid === header.kid,
  );
  const signature = Buffer.from(parts[2] ?? '', 'base64url');
  const ok = candidates.some((jwk) => {
    try {
      const key = createPublicKey({ key: jwk, format: 'jwk' });
      const verifier = createVerify(alg.hash).update(`${parts[0]}.${parts[1]}`);
      return verifier.verify(alg.dsa ? { key, dsaEncoding: alg.dsa } : key, signature);
    } catch {
      return false;
    }
  });
  if (!ok) throw new TokenError('signature does not verify');
  const claims = decodePart(parts[1]) as unknown as IdTokenClaims;
  const now = expect.now ?? Math.floor(Date.now() / 1000);
  // Multi-tenant issuers (Entra ID's /organizations) name the tenant in the issuer: {tenantid}.
  const issuer = expect.issuer.replace(
    '{tenantid}',
    typeof claims.tid === 'string' ? claims.tid : '{tenantid}',
  );
  if (claims.iss !== issuer) throw new TokenError('wrong issuer');
  const aud = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!aud.includes(expect.audience)) throw new TokenError('wrong audience');
  if (typeof claims.exp !== 'number' || claims.exp + 60 < now) throw new TokenError('token expired');
  if (claims.nonce !== expect.nonce) throw new TokenError('nonce does not match');
  if (typeof claims.sub !== 'string' || !claims.sub) throw new TokenError('no subject');
  return claims;
}
