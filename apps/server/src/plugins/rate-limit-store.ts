import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

const require = createRequire(import.meta.url);

type Params = { continueExceeding?: boolean; exponentialBackoff?: boolean };
type Constructor<A extends unknown[]> = new (...args: A) => FastifyRateLimitStore;
// The library's own stores: counters shared in Redis, and counters in this process.
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as Constructor<
  [boolean | undefined, boolean | undefined, Redis, string]
>;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as Constructor<
  [boolean | undefined, boolean | undefined]
>;

/** A store that counts in Redis and, while Redis fails, in this process. */
class FallbackStore implements FastifyRateLimitStore {
  constructor(
    private readonly shared: FastifyRateLimitStore,
    private readonly local: FastifyRateLimitStore,
    private readonly onFallback: (err: Error) => void,
  ) {}

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
    max: number,
  ): void {
    this.shared.incr(
      key,
      (err, result) => {
        if (!err) return callback(null, result);
        this.onFallback(err);
        this.local.incr(key, callback, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    return new FallbackStore(
      this.shared.child(routeOptions),
      this.local.child(routeOptions),
      this.onFallback,
    );
  }
}

/**
 * The rate limits' store with REDIS_URL: every instance counts together in Redis; while Redis
 * cannot be reached each instance counts on its own (so limits still hold, per instance), and
 * shared counting resumes as soon as Redis answers again. The Redis client should fail commands
 * at once while disconnected (no offline queue) so no request waits for it.
 */
export function sharedRateLimitStore(
  redis: Redis,
  nameSpace: string,
  log: FastifyBaseLogger,
): FastifyRateLimitStoreCtor {
  let lastWarning = 0;
  const onFallback = (err: Error) => {
    if (Date.now() - lastWarning < 10_000) return;
    lastWarning = Date.now();
    log.warn({ err: err.message }, 'rate limits counted per instance: Redis unreachable');
  };
  return class {
    constructor(params: Params) {
      return new FallbackStore(
        new RedisStore(params.continueExceeding, params.exponentialBackoff, redis, nameSpace),
        new LocalStore(params.continueExceeding, params.exponentialBackoff),
        onFallback,
      );
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
