import { createSocket } from 'node:dgram';
import { afterEach, describe, expect, it } from 'vitest';
import {
  MEDIA_ECHO_MAGIC,
  MEDIA_HEADER_BYTES,
  MEDIA_MAX_BYTES,
  markMediaEcho,
  mediaRunKey,
  runTokenHash,
  writeMediaHeader,
} from '@netlens/core';
import { RunKeys } from './keys.js';
import { TokenBuckets } from './limits.js';
import { startMediaRelay, type MediaRelay, type RelayLimits } from './relay.js';

const RUN = '3b241101-e2bb-4255-8caf-4136c566a962';
const OTHER_RUN = '3b241101-e2bb-4255-8caf-4136c566a963';
const KEY = await mediaRunKey(await runTokenHash('t'.repeat(43)), RUN);

let relay: MediaRelay | null = null;
afterEach(async () => {
  await relay?.close();
  relay = null;
});

async function start(limits: Partial<RelayLimits> = {}, lookups: string[] = []) {
  relay = await startMediaRelay({
    port: 0,
    host: '127.0.0.1',
    limits,
    runKey: async (runId) => {
      lookups.push(runId);
      return runId === RUN ? KEY : null;
    },
  });
  return relay.port;
}

function packet(size = 160, runId = RUN, key = KEY, seq = 0): Buffer {
  const p = Buffer.alloc(size, 0x5a);
  writeMediaHeader(p, { seq, sentAt: Date.now(), runId, key });
  return p;
}

/** Sends the datagrams from one socket and returns what came back within `waitMs`. */
async function exchange(port: number, packets: Buffer[], waitMs = 300): Promise<Buffer[]> {
  const socket = createSocket('udp4');
  const answers: Buffer[] = [];
  socket.on('message', (msg) => answers.push(msg));
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  for (const p of packets) socket.send(p, port, '127.0.0.1');
  await new Promise((r) => setTimeout(r, waitMs));
  socket.close();
  return answers;
}

describe('the media relay', () => {
  it("echoes a known run's packets, marked as echoes and otherwise unchanged", async () => {
    const port = await start();
    const sent = packet(160, RUN, KEY, 7);
    const [echo] = await exchange(port, [sent]);
    expect(echo!.readUInt32BE(0)).toBe(MEDIA_ECHO_MAGIC);
    const expected = Buffer.from(sent);
    markMediaEcho(expected);
    expect(echo).toEqual(expected);
  });

  it('answers nothing for an unknown run, a wrong key, an echo or a foreign datagram', async () => {
    const lookups: string[] = [];
    const port = await start({}, lookups);
    const echo = packet();
    markMediaEcho(echo);
    const answers = await exchange(port, [
      packet(160, OTHER_RUN, KEY),
      packet(160, RUN, new Uint8Array(16)),
      echo,
      Buffer.from('not a media packet, but long enough to hold a header of 48 bytes'),
      Buffer.alloc(160),
    ]);
    expect(answers).toEqual([]);
    // The unknown run was looked up once, then remembered.
    await exchange(port, [packet(160, OTHER_RUN, KEY), packet(160, OTHER_RUN, KEY)]);
    expect(lookups.filter((id) => id === OTHER_RUN)).toHaveLength(1);
  });

  it("looks a run up once, then answers its packets from memory, still checking each one's key", async () => {
    const lookups: string[] = [];
    const port = await start({}, lookups);
    expect(await exchange(port, [packet(160, RUN, KEY, 0)])).toHaveLength(1);
    const wrongKey = packet(160, RUN, new Uint8Array(16), 2);
    const later = await exchange(port, [packet(160, RUN, KEY, 1), wrongKey, packet(160, RUN, KEY, 3)]);
    expect(later.map((echo) => echo.readUInt32BE(4))).toEqual([1, 3]);
    expect(lookups).toEqual([RUN]);
  });

  it('never answers with more bytes than it was sent', async () => {
    const port = await start();
    const sizes = [0, 1, MEDIA_HEADER_BYTES - 1, MEDIA_HEADER_BYTES, 160, 999, MEDIA_MAX_BYTES, 1201, 1400];
    for (const size of sizes) {
      const sent = size >= MEDIA_HEADER_BYTES ? packet(size) : Buffer.alloc(size, 0x4e);
      const answers = await exchange(port, [sent], 150);
      const answered = size >= MEDIA_HEADER_BYTES && size <= MEDIA_MAX_BYTES;
      expect(
        answers.map((a) => a.length),
        `${size} bytes`,
      ).toEqual(answered ? [size] : []);
    }
  });

  it('limits each source address, and each run, to its rate', async () => {
    const port = await start({ perSource: 20, perRun: 1000 });
    const burst = Array.from({ length: 100 }, (_, i) => packet(160, RUN, KEY, i));
    const bySource = await exchange(port, burst);
    expect(bySource.length).toBeGreaterThanOrEqual(20);
    expect(bySource.length).toBeLessThanOrEqual(25);
    await relay!.close();
    const port2 = await start({ perSource: 1000, perRun: 10 });
    const byRun = await exchange(port2, burst);
    expect(byRun.length).toBeGreaterThanOrEqual(10);
    expect(byRun.length).toBeLessThanOrEqual(15);
  });

  it.runIf(process.getuid?.() === 0)('does not answer privileged source ports', async () => {
    const port = await start();
    const socket = createSocket('udp4');
    const answers: Buffer[] = [];
    socket.on('message', (msg) => answers.push(msg));
    await new Promise<void>((resolve) => socket.bind(1023, '127.0.0.1', resolve));
    socket.send(packet(), port, '127.0.0.1');
    await new Promise((r) => setTimeout(r, 300));
    socket.close();
    expect(answers).toEqual([]);
  });

  it('takes a free port instead of a taken one only when allowed to', async () => {
    const taken = await start();
    const runKey = async () => null;
    await expect(startMediaRelay({ port: taken, host: '127.0.0.1', runKey })).rejects.toMatchObject({
      code: 'EADDRINUSE',
    });
    const other = await startMediaRelay({ port: taken, host: '127.0.0.1', runKey, fallbackToFreePort: true });
    expect(other.fellBack).toBe(true);
    expect(other.port).not.toBe(taken);
    await other.close();
  });
});

describe("the relay's run keys", () => {
  it('tells a remembered key (or unknown run) without waiting, until it expires', async () => {
    let now = 0;
    const keys = new RunKeys(
      async (runId) => (runId === RUN ? KEY : null),
      new TokenBuckets(100, 100, 1, () => now),
      () => now,
    );
    expect(keys.cached(RUN)).toBeUndefined();
    expect(await keys.key(RUN)).toEqual(KEY);
    expect(await keys.key(OTHER_RUN)).toBeNull();
    expect(keys.cached(RUN)).toEqual(KEY);
    expect(keys.cached(OTHER_RUN)).toBeNull();
    now += 6_000; // an unknown run is remembered for less time than a known one
    expect(keys.cached(OTHER_RUN)).toBeUndefined();
    expect(keys.cached(RUN)).toEqual(KEY);
    now += 30_000;
    expect(keys.cached(RUN)).toBeUndefined();
  });
});
