import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints } from '@netlens/core';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/index.js';
import { keptValue } from '../../kept.js';
import { route } from '../../plugins/endpoint.js';
import { assertCanManageIncidents, assertHealthEnabled } from './policy.js';
import {
  createIncident,
  editIncident,
  listIncidents,
  metroScores,
  networkHealth,
  removeIncident,
  unhealthyMetroScores,
} from './service.js';

/** Health reads per minute and client address. */
export const HEALTH_RATE_LIMIT = 120;

/** Network health (public, unless disabled) and the incident list (admin token). */
export async function healthRoutes(app: FastifyInstance, opts: { db: Db; config: AppConfig }) {
  const { db, config } = opts;
  const enabled = async () => assertHealthEnabled(config.uxDisabled);
  const adminOnly = async (req: FastifyRequest) =>
    assertCanManageIncidents(req.caller, Boolean(config.adminToken));
  const rateLimit = { max: HEALTH_RATE_LIMIT, timeWindow: '1 minute' };
  const maxAge = config.healthScoresMaxAgeSeconds;
  // Computed at most once per max-age; past half of it, the next set is computed beside the answer.
  const scores = keptValue(() => metroScores(db, config.healthWindowHours), {
    maxAgeMs: maxAge * 1000,
    refreshAfterMs: (maxAge * 1000) / 2,
    onError: (err) => app.log.warn({ err }, 'the metro scores could not be refreshed'),
  });

  route(
    app,
    endpoints.UnhealthyMetroScores,
    { onRequest: enabled, config: { rateLimit } },
    async (_req, reply) => {
      reply.header('cache-control', `public, max-age=${maxAge}`);
      return unhealthyMetroScores(scores);
    },
  );

  route(app, endpoints.NetworkHealth, { onRequest: enabled, config: { rateLimit } }, async (_req, reply) => {
    reply.header('cache-control', 'no-cache');
    return networkHealth(db, config, scores);
  });

  route(app, endpoints.ListIncidents, { onRequest: adminOnly }, async () => listIncidents(db));

  route(app, endpoints.CreateIncident, { onRequest: adminOnly }, async (req, reply) =>
    reply.code(201).send(await createIncident(db, req.body)),
  );

  route(app, endpoints.EditIncident, { onRequest: adminOnly }, async (req) =>
    editIncident(db, req.params.id, req.body),
  );

  route(app, endpoints.DeleteIncident, { onRequest: adminOnly }, async (req, reply) => {
    await removeIncident(db, req.params.id);
    return reply.code(204).send(null);
  });
}
