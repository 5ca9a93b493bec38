import { createCipheriv, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';

const CHUNK = 256 * 1024;
const ZEROS = Buffer.alloc(CHUNK);

/**
 * A stream of `bytes` incompressible bytes made on demand, a chunk at a time: the AES-CTR key
 * stream under a fresh random key, which costs far less than reading the system's random source
 * and never repeats, so no compressing or deduplicating middlebox can shrink it.
 */
export function randomByteStream(bytes: number): Readable {
  const cipher = createCipheriv('aes-128-ctr', randomBytes(16), randomBytes(16));
  let left = bytes;
  return new Readable({
    highWaterMark: CHUNK,
    read() {
      if (left <= 0) {
        this.push(null);
        return;
      }
      const n = Math.min(left, CHUNK);
      left -= n;
      this.push(cipher.update(n === CHUNK ? ZEROS : ZEROS.subarray(0, n)));
    },
  });
}
