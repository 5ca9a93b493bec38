import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AppError,
  EnvironmentGroups,
  ErrorBodySchema,
  FeatureFlagsPatchSchema,
  FeatureFlagsSchema,
  FlagServiceAgent,
  FlagServiceModel,
  FlagServiceParamsSchema,
  FlagServiceQuerySchema,
  FlagServiceResponseSchema,
  FrontendConfigurationSchema,
  LocalizationQuerySchema,
  LocalizationResponseSchema,
} from '@netlens/core';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/index.js';
import { requestLanguage } from '../../plugins/language.js';
import { assertCanEditFlags } from './policy.js';
import { editFlags, flagsFor, frontendConfiguration, parseEnvironmentGroup, stringTable } from './service.js';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };

/** Runtime configuration, feature flags (public read, admin edit) and localization strings. */
export async function flagsRoutes(app: FastifyInstance, opts: { db: Db; config: AppConfig }) {
  const { db, config } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const frontendJson = JSON.stringify(frontendConfiguration(config));
  // Checked before the body is read, so a stranger learns nothing from validation messages.
  const adminOnly = async (req: FastifyRequest) => assertCanEditFlags(req.caller, Boolean(config.adminToken));

  // Fixed for the life of the process, so it is serialized once (a string skips the serializer).
  app.get(
    '/api/AnonymousConnectivityTest/GetFrontendConfiguration',
    {
      schema: {
        tags: ['configuration'],
        summary: 'Runtime configuration of this deployment',
        response: { 200: FrontendConfigurationSchema },
      },
    },
    (_req, reply) => reply.type('application/json; charset=utf-8').send(frontendJson),
  );

  r.get(
    '/config/v1/:model/:version',
    {
      schema: {
        tags: ['configuration'],
        summary: 'Feature flags for an agent and environment group',
        params: FlagServiceParamsSchema,
        querystring: FlagServiceQuerySchema,
        response: { 200: FlagServiceResponseSchema, ...errors },
      },
    },
    async (req) => {
      const group = parseEnvironmentGroup(req.query.environment);
      if (req.params.model !== FlagServiceModel) {
        throw new AppError('UNKNOWN_MODEL', { params: { model: req.params.model } });
      }
      const agents = (req.query.agents ?? FlagServiceAgent).split(',').map((a) => a.trim());
      const unknown = agents.find((a) => a !== FlagServiceAgent);
      if (unknown !== undefined) throw new AppError('UNKNOWN_AGENT', { params: { agent: unknown } });
      const flags = await flagsFor(db, config, group);
      return {
        model: req.params.model,
        version: req.params.version,
        environment: group,
        agents: { [FlagServiceAgent]: flags },
      };
    },
  );

  r.get(
    '/api/admin/flags',
    {
      schema: {
        tags: ['admin'],
        summary: 'Feature flags of every environment group (admin token)',
        security: [{ adminToken: [] }],
        response: { 200: z.record(z.string(), FeatureFlagsSchema), ...errors },
      },
      onRequest: adminOnly,
    },
    async () => {
      const entries = await Promise.all(
        EnvironmentGroups.map(async (g) => [g, await flagsFor(db, config, g)] as const),
      );
      return Object.fromEntries(entries);
    },
  );

  r.put(
    '/api/admin/flags/:environment',
    {
      schema: {
        tags: ['admin'],
        summary: 'Set feature flags of one environment group (admin token)',
        security: [{ adminToken: [] }],
        params: z.object({ environment: z.string().max(40) }),
        body: FeatureFlagsPatchSchema,
        response: { 200: FeatureFlagsSchema, ...errors },
      },
      onRequest: adminOnly,
    },
    async (req) => {
      const group = parseEnvironmentGroup(req.params.environment);
      return editFlags(db, config, group, req.body, 'admin-token');
    },
  );

  r.get(
    '/api/Localization',
    {
      schema: {
        tags: ['configuration'],
        summary: 'UI strings for a language (falls back to English)',
        querystring: LocalizationQuerySchema,
        response: { 200: LocalizationResponseSchema },
      },
    },
    async (req) => {
      const lang = requestLanguage(req);
      return { lang, requested: req.query.lang ?? null, t: stringTable(lang) };
    },
  );
}
