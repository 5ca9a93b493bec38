import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, VerificationSendsPerHour } from '@netlens/core';
import { addressKey, countedLimit } from '../../plugins/counted-limits.js';

const HourMs = 3_600_000;

/**
 * The bounds of sending verification codes: `VerificationSendsPerHour` mails per hour to one
 * user and from one client address, each counted once a request has passed the registration
 * rules. Past either: 429 naming the minutes to wait, with `Retry-After`.
 */
export function codeSendLimits(app: FastifyInstance): (req: FastifyRequest) => Promise<void> {
  const bound = { max: VerificationSendsPerHour, windowMs: HourMs };
  const perUser = countedLimit(app, {
    ...bound,
    name: 'partner-code-user',
    // Counted for signed-in callers only (the route refuses anyone else first).
    key: (req) => (req.caller.kind === 'user' ? req.caller.userId : addressKey(req)),
  });
  const perAddress = countedLimit(app, { ...bound, name: 'partner-code-address', key: addressKey });
  return async (req) => {
    const wait = (await perUser(req)) ?? (await perAddress(req));
    if (wait !== null)
      throw new AppError('PARTNER_CODES_RATE_LIMITED', {
        params: { count: Math.ceil(wait / 60) },
        retryAfterSeconds: wait,
      });
  };
}
