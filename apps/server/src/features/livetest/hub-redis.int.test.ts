import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { runRedisTests, testRedisUrl } from '../../test/redis.js';
import { buildApp } from '../../app.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { FRONT_DOORS } from '../../test/connectivity-fixtures.js';
import { SAMPLE_RESULTS, join, newRun, publish, recorder } from '../../test/hub-fixtures.js';

const redisUrl = testRedisUrl;
const run = await runRedisTests();

describe.runIf(run)('live channel across two instances sharing Redis and a database', () => {
  let first: TestApp;
  let second: FastifyInstance;
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('delivers what the client publishes on one instance to a page on the other', async () => {
    first = await startTestApp('sqlite', { FRONT_DOORS, REDIS_URL: redisUrl });
    second = await buildApp(first.config, { logger: false });
    const baseA = await first.app.listen({ port: 0, host: '127.0.0.1' });
    const baseB = await second.listen({ port: 0, host: '127.0.0.1' });

    const liveRun = await newRun(first);
    let seen!: ReturnType<typeof recorder>;
    const page = await join(baseA, liveRun.runId, undefined, (s) => (seen = recorder(s)));
    const client = await join(baseB, liveRun.runId, liveRun.token);
    const heard = seen.next('Skype');
    expect(await publish(client, 'Skype', SAMPLE_RESULTS.Skype)).toEqual({ ok: true });
    expect(await heard).toEqual(SAMPLE_RESULTS.Skype);
    page.close();
    client.close();
  });
});
