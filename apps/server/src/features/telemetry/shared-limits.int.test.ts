import { randomInt } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { runRedisTests, testRedisUrl } from '../../test/redis.js';
import { startTestApp, type TestApp } from '../../test/harness.js';

const redisUrl = testRedisUrl;
const run = await runRedisTests();

describe.runIf(run)('rate limits shared through Redis', () => {
  const apps: TestApp[] = [];
  afterAll(async () => Promise.all(apps.map((a) => a.close())));

  it('counts one address across two server instances', async () => {
    const env = { REDIS_URL: redisUrl, TELEMETRY_RATE_LIMIT: '3' };
    apps.push(await startTestApp('sqlite', env), await startTestApp('sqlite', env));
    const ip = `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}`;
    const payload = { sessionId: 'session-redis-1', items: [{ kind: 'pageView', page: '/' }] };
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      const t = apps[i % 2]!;
      codes.push(
        (await t.app.inject({ method: 'POST', url: '/api/telemetry', payload, remoteAddress: ip }))
          .statusCode,
      );
    }
    expect(codes).toEqual([202, 202, 202, 429]);
  });
});
