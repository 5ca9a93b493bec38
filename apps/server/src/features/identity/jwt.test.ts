import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signJwt, verifyIdToken } from './jwt.js';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'k1' };
const now = Math.floor(Date.now() / 1000);
const claims = { iss: 'https://id.example', sub: 'u1', aud: 'netlens', exp: now + 60, iat: now, nonce: 'n1' };
const expect_ = { issuer: 'https://id.example', audience: 'netlens', nonce: 'n1' };

describe('verifyIdToken', () => {
  it('accepts a token signed by a key of the set', () => {
    expect(verifyIdToken(signJwt(claims, privateKey, 'k1'), [jwk], expect_).sub).toBe('u1');
  });
  it.each([
    ['issuer', { iss: 'https://evil.example' }, 'wrong issuer'],
    ['audience', { aud: 'other' }, 'wrong audience'],
    ['nonce', { nonce: 'n2' }, 'nonce does not match'],
    ['expiry', { exp: now - 120 }, 'token expired'],
  ])('refuses a wrong %s', (_what, over, message) => {
    expect(() => verifyIdToken(signJwt({ ...claims, ...over }, privateKey, 'k1'), [jwk], expect_)).toThrow(
      message,
    );
  });
  it('refuses a tampered payload, an unsigned token and another key', () => {
    const [h, , s] = signJwt(claims, privateKey, 'k1').split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'admin' })).toString('base64url');
    expect(() => verifyIdToken(`${h}.${forged}.${s}`, [jwk], expect_)).toThrow('signature');
    const none = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    expect(() => verifyIdToken(`${none}.${forged}.`, [jwk], expect_)).toThrow('not accepted');
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    expect(() => verifyIdToken(signJwt(claims, other, 'k1'), [jwk], expect_)).toThrow('signature');
  });
  it('fills the tenant into a multi-tenant issuer', () => {
    const entra = { ...claims, iss: 'https://login.microsoftonline.com/t1/v2.0', tid: 't1' };
    const got = verifyIdToken(signJwt(entra, privateKey, 'k1'), [jwk], {
      ...expect_,
      issuer: 'https://login.microsoftonline.com/{tenantid}/v2.0',
    });
    expect(got.tid).toBe('t1');
  });
});
