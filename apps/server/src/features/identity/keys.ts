import { generateKeyPairSync, type JsonWebKey } from 'node:crypto';
import type { Db } from '../../db/index.js';
import { findKey, insertKey } from './session-repo.js';

/** The embedded provider's signing key, as a private JWK. */
export interface SigningKey {
  kid: string;
  privateJwk: JsonWebKey;
}

/**
 * The embedded provider's RSA signing key: created once and stored in the database, so every
 * instance on the same database signs with, and publishes, the same key. The first key has a fixed
 * id, so instances starting at once on an empty database store one key between them: the others'
 * inserts meet the key's primary key and they read the one stored.
 */
/** The id of the first signing key stored (it is public: the key set names it). */
export const FIRST_KEY_ID = 'netlens-1';

export async function loadSigningKey(db: Db): Promise<SigningKey> {
  let row = await findKey(db);
  if (!row) {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const jwk = privateKey.export({ format: 'jwk' });
    await insertKey(db, FIRST_KEY_ID, JSON.stringify(jwk), new Date().toISOString());
    row = await findKey(db);
    if (!row) throw new Error('the signing key could not be stored');
  }
  return { kid: row.kid, privateJwk: JSON.parse(row.private_jwk) as JsonWebKey };
}
