import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorBodySchema,
  IncidentIdParamsSchema,
  IncidentInputSchema,
  IncidentPatchSchema,
  IncidentSchema,
  NetworkHealthSchema,
  UnhealthyMetroScoresSchema,
} from '@netlens/core';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/index.js';
import { assertCanManageIncidents, assertHealthEnabled } from './policy.js';
import {
  createIncident,
  editIncident,
  listIncidents,
  networkHealth,
  removeIncident,
  unhealthyMetroScores,
} from './service.js';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };
/** Health reads per minute and client address. */
export const HEALTH_RATE_LIMIT = 120;

/** Network health (public, unless disabled) and the incident list (admin token). */
export async function healthRoutes(app: FastifyInstance, opts: { db: Db; config: AppConfig }) {
  const { db, config } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const enabled = async () => assertHealthEnabled(config.uxDisabled);
  const adminOnly = async (req: FastifyRequest) =>
    assertCanManageIncidents(req.caller, Boolean(config.adminToken));
  const rateLimit = { max: HEALTH_RATE_LIMIT, timeWindow: '1 minute' };

  r.get(
    '/api/AnonymousConnectivityTest/UnhealthyMetroScores',
    {
      onRequest: enabled,
      config: { rateLimit },
      schema: {
        tags: ['health'],
        summary: 'Metros whose latency score over the recent window is below recommendations, worst first',
        response: { 200: UnhealthyMetroScoresSchema, ...errors },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return unhealthyMetroScores(db, config.healthWindowHours);
    },
  );

  r.get(
    '/api/AnonymousConnectivityTest/NetworkHealth',
    {
      onRequest: enabled,
      config: { rateLimit },
      schema: {
        tags: ['health'],
        summary: 'Every metro with its score and sample count, the outage flag and open incidents',
        response: { 200: NetworkHealthSchema, ...errors },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-cache');
      return networkHealth(db, config);
    },
  );

  r.get(
    '/api/admin/incidents',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Every incident, newest first (admin token)',
        security: [{ adminToken: [] }],
        response: { 200: z.array(IncidentSchema), ...errors },
      },
    },
    async () => listIncidents(db),
  );

  r.post(
    '/api/admin/incidents',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Announce an incident on the health page (admin token)',
        security: [{ adminToken: [] }],
        body: IncidentInputSchema,
        response: { 201: IncidentSchema, ...errors },
      },
    },
    async (req, reply) => reply.code(201).send(await createIncident(db, req.body)),
  );

  r.patch(
    '/api/admin/incidents/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Edit or resolve an incident (admin token)',
        security: [{ adminToken: [] }],
        params: IncidentIdParamsSchema,
        body: IncidentPatchSchema,
        response: { 200: IncidentSchema, ...errors },
      },
    },
    async (req) => editIncident(db, req.params.id, req.body),
  );

  r.delete(
    '/api/admin/incidents/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Delete an incident (admin token)',
        security: [{ adminToken: [] }],
        params: IncidentIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await removeIncident(db, req.params.id);
      return reply.code(204).send(null);
    },
  );
}
