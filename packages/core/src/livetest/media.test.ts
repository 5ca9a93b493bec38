import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  MEDIA_ECHO_MAGIC,
  MEDIA_HEADER_BYTES,
  MEDIA_MAX_BYTES,
  markMediaEcho,
  mediaRunKey,
  readMediaHeader,
  runTokenHash,
  writeMediaHeader,
} from './media.js';

const runId = '0f8e2c1a-7b3d-4e5f-9a0b-1c2d3e4f5a6b';
const token = 'A'.repeat(43);

describe('media datagrams', () => {
  it('derive the run key from the token hash the server stores', async () => {
    const hash = createHash('sha256').update(token).digest('hex');
    expect(await runTokenHash(token)).toBe(hash);
    const expected = createHmac('sha256', Buffer.from(hash, 'hex'))
      .update(`netlens media relay ${runId}`)
      .digest()
      .subarray(0, 16);
    expect(Buffer.from(await mediaRunKey(hash, runId.toUpperCase()))).toEqual(expected);
    expect(await mediaRunKey(hash, runId)).not.toEqual(await mediaRunKey(hash, runId.replace('0f', '1f')));
  });

  it('carry the sequence, send time, run id and key, and mark echoes in place', async () => {
    const key = await mediaRunKey(await runTokenHash(token), runId);
    const packet = new Uint8Array(160);
    writeMediaHeader(packet, { seq: 42, sentAt: 1_700_000_000_123.5, runId, key });
    expect(readMediaHeader(packet)).toEqual({
      echo: false,
      seq: 42,
      sentAt: 1_700_000_000_123.5,
      runId,
      key,
    });
    markMediaEcho(packet);
    expect(new DataView(packet.buffer).getUint32(0)).toBe(MEDIA_ECHO_MAGIC);
    expect(readMediaHeader(packet)).toMatchObject({ echo: true, seq: 42, runId });
  });

  it('reject sizes outside the header and one MTU, and foreign magic', () => {
    const header = (size: number) => {
      const p = new Uint8Array(size);
      writeMediaHeader(p, { seq: 1, sentAt: 0, runId, key: new Uint8Array(16) });
      return p;
    };
    expect(readMediaHeader(header(MEDIA_HEADER_BYTES))).not.toBeNull();
    expect(readMediaHeader(header(MEDIA_MAX_BYTES))).not.toBeNull();
    expect(readMediaHeader(header(MEDIA_MAX_BYTES + 1))).toBeNull();
    expect(readMediaHeader(header(MEDIA_HEADER_BYTES).subarray(0, MEDIA_HEADER_BYTES - 1))).toBeNull();
    expect(readMediaHeader(new TextEncoder().encode('x'.repeat(100)))).toBeNull();
  });
});
