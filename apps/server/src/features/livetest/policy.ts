import { createHash, timingSafeEqual } from 'node:crypto';
import { mediaRunKey } from '@netlens/core';

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

/** How long after its creation a run may use the media relay (its report is at most a day old). */
export const RELAY_RUN_MAX_AGE_MS = 24 * 3600_000;

/** The key a run's media packets must carry while the run may use the relay; null after that. */
export async function relayKey(
  run: { id: string; token_hash: string; created_at: string },
  now = Date.now(),
): Promise<Uint8Array | null> {
  if (now - Date.parse(run.created_at) > RELAY_RUN_MAX_AGE_MS) return null;
  return mediaRunKey(run.token_hash, run.id);
}
