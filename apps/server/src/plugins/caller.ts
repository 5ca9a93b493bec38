import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '@netlens/core';

/** Who is calling. Sign-in adds signed-in users; today a caller is anonymous or the operator. */
export type Caller = { kind: 'anonymous' } | { kind: 'admin' };

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller;
  }
}

function tokenMatches(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Resolves the caller of every request once, from the Authorization header. */
export const callerPlugin = fp(async (app: FastifyInstance, opts: { adminToken: string | undefined }) => {
  app.decorateRequest('caller', null as never);
  app.addHook('onRequest', (req: FastifyRequest, _reply, done) => {
    const auth = req.headers.authorization;
    const token = auth?.startsWith('Bearer ') ? auth.slice(7).trim() : undefined;
    req.caller =
      opts.adminToken && token && tokenMatches(token, opts.adminToken)
        ? { kind: 'admin' }
        : { kind: 'anonymous' };
    done();
  });
});

/** Throws unless the caller is the operator; shared by the features' admin policies. */
export function assertOperator(caller: Caller, adminApiEnabled: boolean): void {
  if (!adminApiEnabled) throw new AppError('ADMIN_API_DISABLED');
  if (caller.kind === 'anonymous') throw new AppError('UNAUTHENTICATED');
  if (caller.kind !== 'admin') throw new AppError('FORBIDDEN');
}
