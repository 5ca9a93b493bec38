import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { startDelayForwarder, type DelayForwarder } from '@netlens/netsim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { startTestApp, type TestApp } from '../test/harness.js';
import { FRONT_DOORS } from '../test/connectivity-fixtures.js';
import { SAMPLE_RESULTS, join, newRun, publish, recorder } from '../test/hub-fixtures.js';
import { runRedisTests, testRedisUrl } from '../test/redis.js';

const LIMIT = 6;

/** Counters in Redis outlive a run: every check uses an address of its own. */
const freshIp = () => `2001:db8:${randomBytes(6).toString('hex').match(/.{4}/g)!.join(':')}::1`;

/** How many of `calls` calls of the rate-limited endpoint list from `ip` were refused. */
async function refused(app: FastifyInstance, ip: string, calls: number): Promise<number> {
  let n = 0;
  for (let i = 0; i < calls; i++) {
    const res = await app.inject({
      url: `/endpoints-service/version?ClientRequestId=${crypto.randomUUID()}`,
      remoteAddress: ip,
    });
    if (res.statusCode === 429) n++;
  }
  return n;
}

describe.runIf(await runRedisTests())('two instances while Redis is unreachable', () => {
  let first: TestApp;
  let second: FastifyInstance;
  let link: DelayForwarder;
  let bases: [string, string];
  beforeAll(async () => {
    const redis = new URL(testRedisUrl);
    link = await startDelayForwarder({
      targetHost: redis.hostname,
      targetPort: Number(redis.port || 6379),
      handshakeRtt: false,
    });
    first = await startTestApp('sqlite', {
      FRONT_DOORS,
      REDIS_URL: `redis://127.0.0.1:${link.port}`,
      ENDPOINT_LIST_RATE_LIMIT: String(LIMIT),
    });
    second = await buildApp(first.config, { logger: false });
    bases = [
      await first.app.listen({ port: 0, host: '127.0.0.1' }),
      await second.listen({ port: 0, host: '127.0.0.1' }),
    ];
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await link?.stop();
  });

  /** Waits until both instances count one address together (Redis connected). */
  const countingTogether = () =>
    expect
      .poll(
        async () => {
          const ip = freshIp();
          return (await refused(first.app, ip, LIMIT)) + (await refused(second, ip, 1));
        },
        { timeout: 10_000, interval: 200 },
      )
      .toBe(1);

  it('counts rate limits per instance while Redis is cut off, and together again once it is back', async () => {
    await countingTogether();
    const shared = freshIp();
    expect((await refused(first.app, shared, 4)) + (await refused(second, shared, 4))).toBe(8 - LIMIT);

    link.cut(true);
    const alone = freshIp();
    expect((await refused(first.app, alone, 4)) + (await refused(second, alone, 4))).toBe(0);
    expect(await refused(first.app, alone, 4)).toBe(8 - LIMIT);

    link.cut(false);
    await countingTogether();
  });

  it('delivers live events within an instance while Redis is cut off, and across instances once it is back', async () => {
    link.cut(true);
    const within = await newRun(first);
    let seen!: ReturnType<typeof recorder>;
    const page = await join(bases[0], within.runId, undefined, (s) => (seen = recorder(s)));
    const client = await join(bases[0], within.runId, within.token);
    const heard = seen.next('Skype');
    expect(await publish(client, 'Skype', SAMPLE_RESULTS.Skype)).toEqual({ ok: true });
    expect(await heard).toEqual(SAMPLE_RESULTS.Skype);
    page.close();
    client.close();

    link.cut(false);
    const across = await newRun(first);
    let heardAcross = 0;
    const pageA = await join(bases[0], across.runId, undefined, (s) =>
      s.on('WebSocket', () => heardAcross++),
    );
    const clientB = await join(bases[1], across.runId, across.token);
    // The adapter's reader reconnects by itself; an event published before it has reaches the
    // other instance's page only through the stored replay, so publish until one arrives live.
    await expect
      .poll(
        async () => {
          expect(await publish(clientB, 'WebSocket', SAMPLE_RESULTS.WebSocket)).toEqual({ ok: true });
          await new Promise((r) => setTimeout(r, 300));
          return heardAcross;
        },
        { timeout: 15_000, interval: 200 },
      )
      .toBeGreaterThan(0);
    pageA.close();
    clientB.close();
  });
});
