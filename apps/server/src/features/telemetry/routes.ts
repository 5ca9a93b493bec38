import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorBodySchema,
  TelemetryAcceptedSchema,
  TelemetryBatchSchema,
  TelemetrySummarySchema,
} from '@netlens/core';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/index.js';
import { assertCanReadTelemetry } from './policy.js';
import { recordBatch, summary } from './service.js';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  413: ErrorBodySchema,
  429: ErrorBodySchema,
};

/** Page views, log ids and events from the web app, stored server-side. */
export async function telemetryRoutes(app: FastifyInstance, opts: { db: Db; config: AppConfig }) {
  const { db, config } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/telemetry',
    {
      bodyLimit: 64 * 1024,
      config: { rateLimit: { max: config.telemetryRateLimit, timeWindow: '1 minute' } },
      schema: {
        tags: ['telemetry'],
        summary: 'Record page views, logs and events from the web app',
        body: TelemetryBatchSchema,
        response: { 202: TelemetryAcceptedSchema, ...errors },
      },
    },
    async (req, reply) => {
      const accepted = await recordBatch(db, req.body);
      return reply.code(202).send({ accepted });
    },
  );

  r.get(
    '/api/admin/telemetry/summary',
    {
      onRequest: async (req: FastifyRequest) =>
        assertCanReadTelemetry(req.caller, Boolean(config.adminToken)),
      schema: {
        tags: ['admin'],
        summary: 'Counts of page views, log ids and events (admin token)',
        security: [{ adminToken: [] }],
        querystring: z.object({ days: z.coerce.number().int().min(1).max(365).default(7) }),
        response: { 200: TelemetrySummarySchema, ...errors },
      },
    },
    async (req) => summary(db, req.query.days),
  );
}
