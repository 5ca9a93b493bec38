import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, ErrorBodySchema } from '@netlens/core';
import { pingDb, type Db } from '../../db/index.js';

const Status = z.object({ status: z.literal('ok') });

/** Liveness and readiness for load balancers and orchestrators. */
export async function systemRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/livez', { schema: { tags: ['system'], response: { 200: Status } } }, async () => ({
    status: 'ok' as const,
  }));
  r.get(
    '/readyz',
    { schema: { tags: ['system'], response: { 200: Status, 503: ErrorBodySchema } } },
    async () => {
      if (!(await pingDb(opts.db))) throw new AppError('SERVICE_UNAVAILABLE');
      return { status: 'ok' as const };
    },
  );
}
