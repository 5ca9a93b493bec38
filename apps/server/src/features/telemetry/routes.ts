import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints } from '@netlens/core';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/index.js';
import { route } from '../../plugins/endpoint.js';
import { assertCanReadTelemetry } from './policy.js';
import { recordBatch, summary } from './service.js';

/** Page views, log ids and events from the web app, stored server-side. */
export async function telemetryRoutes(app: FastifyInstance, opts: { db: Db; config: AppConfig }) {
  const { db, config } = opts;

  route(
    app,
    endpoints.RecordTelemetry,
    {
      bodyLimit: 64 * 1024,
      config: { rateLimit: { max: config.telemetryRateLimit, timeWindow: '1 minute' } },
    },
    async (req, reply) => {
      const accepted = await recordBatch(db, req.body);
      return reply.code(202).send({ accepted });
    },
  );

  route(
    app,
    endpoints.TelemetrySummary,
    {
      onRequest: async (req: FastifyRequest) =>
        assertCanReadTelemetry(req.caller, Boolean(config.adminToken)),
    },
    async (req) => summary(db, req.query.days),
  );
}
