import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * A bound a handler counts itself (after the request has passed its own checks), kept by the
 * rate-limit plugin's store: shared in Redis with REDIS_URL, else in this process. Each call
 * counts one; it answers the seconds to wait once past `max` within the window, else null.
 */
export function countedLimit(
  app: FastifyInstance,
  opts: { name: string; max: number; windowMs: number; key: (req: FastifyRequest) => string },
): (req: FastifyRequest) => Promise<number | null> {
  const limit = app.createRateLimit({
    max: opts.max,
    timeWindow: opts.windowMs,
    // The plugin's limiters share one key space in Redis: each bound names its own.
    keyGenerator: (req) => `${opts.name}:${opts.key(req)}`,
  });
  return async (req) => {
    const counted = await limit(req);
    return !counted.isAllowed && counted.isExceeded ? Math.max(1, counted.ttlInSeconds) : null;
  };
}

/** The client address as the route limits count it (an IPv6 address by its /64). */
export const addressKey = (req: FastifyRequest): string => normalizeIP(req.ip);
