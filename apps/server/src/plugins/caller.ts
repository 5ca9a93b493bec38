import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '@netlens/core';
import type { Db } from '../db/index.js';
import { sessionCaller, type IdentitySettings, type SignedInCaller } from '../features/identity/index.js';

/** Who is calling: anonymous, the operator (ADMIN_TOKEN) or a signed-in user (session cookie). */
export type Caller = { kind: 'anonymous' } | { kind: 'admin' } | SignedInCaller;

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

/**
 * Resolves the caller of every request once: the operator from the Authorization header, else a
 * signed-in user from the session cookie (when sign-in is on), else anonymous.
 */
export const callerPlugin = fp(
  async (
    app: FastifyInstance,
    opts: {
      adminToken: string | undefined;
      sessions?: { db: Db; settings: IdentitySettings; publicUrl: string | undefined } | undefined;
    },
  ) => {
    app.decorateRequest('caller', null as never);
    app.addHook('onRequest', async (req: FastifyRequest) => {
      const auth = req.headers.authorization;
      const token = auth?.startsWith('Bearer ') ? auth.slice(7).trim() : undefined;
      if (opts.adminToken && token && tokenMatches(token, opts.adminToken)) {
        req.caller = { kind: 'admin' };
        return;
      }
      const s = opts.sessions;
      // Only API calls look the session up: probes, pages and files stay free of database work.
      const api = /^(\/gcc)?\/api\//.test(req.url);
      const user =
        s && api && req.headers.cookie ? await sessionCaller(s.db, s.settings, req, s.publicUrl) : null;
      req.caller = user ?? { kind: 'anonymous' };
    });
  },
);

/** Throws unless the caller is the operator; shared by the features' admin policies. */
export function assertOperator(caller: Caller, adminApiEnabled: boolean): void {
  if (!adminApiEnabled) throw new AppError('ADMIN_API_DISABLED');
  if (caller.kind === 'anonymous') throw new AppError('UNAUTHENTICATED');
  if (caller.kind !== 'admin') throw new AppError('FORBIDDEN');
}
