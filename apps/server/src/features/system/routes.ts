import type { FastifyInstance } from 'fastify';
import { AppError, endpoints } from '@netlens/core';
import { pingDb, type Db } from '../../db/index.js';
import { route } from '../../plugins/endpoint.js';

/** Liveness and readiness for load balancers and orchestrators. */
export async function systemRoutes(app: FastifyInstance, opts: { db: Db; pingMs?: number }) {
  route(app, endpoints.Liveness, {}, async () => ({
    status: 'ok' as const,
  }));
  route(app, endpoints.Readiness, {}, async () => {
    if (!(await pingDb(opts.db, opts.pingMs))) throw new AppError('SERVICE_UNAVAILABLE');
    return { status: 'ok' as const };
  });
}
