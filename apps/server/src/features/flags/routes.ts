import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, EnvironmentGroups, FlagServiceAgent, FlagServiceModel, endpoints } from '@netlens/core';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/index.js';
import { route } from '../../plugins/endpoint.js';
import { requestLanguage } from '../../plugins/language.js';
import { assertCanEditFlags } from './policy.js';
import { editFlags, flagsFor, frontendConfiguration, parseEnvironmentGroup, stringTable } from './service.js';

/** Runtime configuration, feature flags (public read, admin edit) and localization strings. */
export async function flagsRoutes(app: FastifyInstance, opts: { db: Db; config: AppConfig }) {
  const { db, config } = opts;
  const frontendJson = JSON.stringify(frontendConfiguration(config));
  // Checked before the body is read, so a stranger learns nothing from validation messages.
  const adminOnly = async (req: FastifyRequest) => assertCanEditFlags(req.caller, Boolean(config.adminToken));

  // Fixed for the life of the process, so it is serialized once (a string skips the serializer,
  // hence the cast: the reply's type expects the object the text was made from).
  route(app, endpoints.GetFrontendConfiguration, {}, (_req, reply) => {
    reply.type('application/json; charset=utf-8').send(frontendJson as never);
  });

  route(app, endpoints.ReadFeatureFlags, {}, async (req) => {
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
  });

  route(app, endpoints.ReadAllFlags, { onRequest: adminOnly }, async () => {
    const entries = await Promise.all(
      EnvironmentGroups.map(async (g) => [g, await flagsFor(db, config, g)] as const),
    );
    return Object.fromEntries(entries);
  });

  route(app, endpoints.EditFlags, { onRequest: adminOnly }, async (req) => {
    const group = parseEnvironmentGroup(req.params.environment);
    return editFlags(db, config, group, req.body, 'admin-token');
  });

  route(app, endpoints.Localization, {}, async (req) => {
    const lang = requestLanguage(req);
    return { lang, requested: req.query.lang ?? null, t: stringTable(lang) };
  });
}
