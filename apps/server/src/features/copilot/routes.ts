import type { FastifyInstance } from 'fastify';
import { CloudProfiles, COPILOT_ECHO_PATH, endpoints } from '@netlens/core';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/index.js';
import { route } from '../../plugins/endpoint.js';
import { workloadDomains } from './domains.js';
import { attachEcho } from './echo.js';
import { assertCopilotAvailable } from './policy.js';
import { selfUrlFor } from '../frontdoors/index.js';
import { readCopilotReport, storeCopilotReport } from './service.js';

/** Largest accepted Copilot result body. */
export const COPILOT_BODY_LIMIT = 64 * 1024;
/** Results posted per minute and client address. */
export const COPILOT_RATE_LIMIT = 30;

/** The Copilot test: its domain lists, storing and reading results, and the WebSocket echo. */
export async function copilotRoutes(app: FastifyInstance, opts: { db: Db; config: AppConfig }) {
  const { db, config } = opts;
  const prefix = CloudProfiles[config.cloudName].pathPrefix;
  const available = async () => assertCopilotAvailable(config.cloudName);
  if (CloudProfiles[config.cloudName].multiTenantOnlyFeatures)
    attachEcho(app, `${prefix}${COPILOT_ECHO_PATH}`);

  const selfUrl = selfUrlFor(config);

  route(app, endpoints.CopilotWorkloadDomains, { onRequest: available }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return workloadDomains(config.copilotDomains, selfUrl(req));
  });

  route(
    app,
    endpoints.GenerateCopilotTestReport,
    {
      onRequest: available,
      bodyLimit: COPILOT_BODY_LIMIT,
      config: { rateLimit: { max: COPILOT_RATE_LIMIT, timeWindow: '1 minute' } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return storeCopilotReport(db, req.body, req.ip);
    },
  );

  route(app, endpoints.ReadCopilotTestReport, { onRequest: available }, async (req, reply) => {
    reply.header('cache-control', 'private, no-store');
    return readCopilotReport(db, req.params.runId);
  });
}
