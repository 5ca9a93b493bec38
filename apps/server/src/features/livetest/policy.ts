import { createHash, timingSafeEqual } from 'node:crypto';

/** SHA-256 of a run token, hex: the only form the token is kept in. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Whether a caller holding `token` may publish to a run whose token hash is `tokenHash`. */
export function mayPublish(tokenHash: string, token: unknown): boolean {
  if (typeof token !== 'string' || token.length === 0 || token.length > 100) return false;
  const given = Buffer.from(hashToken(token), 'hex');
  const stored = Buffer.from(tokenHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
