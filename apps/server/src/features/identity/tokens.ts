import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** Random bytes drawn from the system's generator at a time (one call per many tokens). */
const POOL_BYTES = 4096;
let pool = Buffer.alloc(0);
let used = 0;

/**
 * A random URL-safe secret of `bytes` bytes of entropy. The bytes come from a pool filled by the
 * system's cryptographic generator a few kilobytes at a time, as `crypto.randomUUID` does: a call
 * to the generator costs tens of microseconds, whatever the number of bytes; each byte is used once.
 */
export function randomToken(bytes = 32): string {
  if (bytes > POOL_BYTES) return randomBytes(bytes).toString('base64url');
  if (used + bytes > pool.length) {
    pool = randomBytes(POOL_BYTES);
    used = 0;
  }
  const token = pool.toString('base64url', used, used + bytes);
  used += bytes;
  return token;
}

/** SHA-256 as hex: what the database keeps of a secret the browser holds. */
export const sha256Hex = (value: string): string => createHash('sha256').update(value).digest('hex');

/** Constant-time comparison of two strings. */
export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

const SCRYPT = { N: 16384, r: 8, p: 1, keyLength: 32 };

function scryptAsync(password: string, salt: Buffer, n: number, r: number, p: number, len: number) {
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, len, { N: n, r, p, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** Hashes a password with scrypt: `scrypt$N$r$p$salt$hash` (base64url parts). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p, keyLength } = SCRYPT;
  const key = await scryptAsync(password, salt, N, r, p, keyLength);
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** True when the password matches a hash made by hashPassword. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scryptAsync(password, Buffer.from(salt, 'base64url'), +n, +r, +p, expected.length);
  return key.length === expected.length && timingSafeEqual(key, expected);
}
