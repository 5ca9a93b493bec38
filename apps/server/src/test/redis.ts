import { Redis } from 'ioredis';

/** The Redis the tests use. */
export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisReachable(): Promise<boolean> {
  const r = new Redis(testRedisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await r.connect();
    return (await r.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    r.disconnect();
  }
}

/** Whether tests that need Redis run: always in CI (where it must be there), else when it answers. */
export const runRedisTests = async (): Promise<boolean> =>
  process.env.CI === 'true' || (await redisReachable());
