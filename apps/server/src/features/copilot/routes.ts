import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CloudProfiles,
  COPILOT_ECHO_PATH,
  CopilotRunIdParamsSchema,
  CopilotTestReportSchema,
  CopilotTestResultSchema,
  CopilotWorkloadDomainsSchema,
  ErrorBodySchema,
} from '@netlens/core';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/index.js';
import { workloadDomains } from './domains.js';
import { attachEcho } from './echo.js';
import { assertCopilotAvailable } from './policy.js';
import { selfUrlFor } from '../frontdoors/index.js';
import { readCopilotReport, storeCopilotReport } from './service.js';

/** Largest accepted Copilot result body. */
export const COPILOT_BODY_LIMIT = 64 * 1024;
/** Results posted per minute and client address. */
export const COPILOT_RATE_LIMIT = 30;

const errors = {
  400: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  413: ErrorBodySchema,
  415: ErrorBodySchema,
  429: ErrorBodySchema,
};

/** The Copilot test: its domain lists, storing and reading results, and the WebSocket echo. */
export async function copilotRoutes(app: FastifyInstance, opts: { db: Db; config: AppConfig }) {
  const { db, config } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const prefix = CloudProfiles[config.cloudName].pathPrefix;
  const available = async () => assertCopilotAvailable(config.cloudName);
  if (CloudProfiles[config.cloudName].multiTenantOnlyFeatures)
    attachEcho(app, `${prefix}${COPILOT_ECHO_PATH}`);

  const selfUrl = selfUrlFor(config);

  r.get(
    '/api/workloaddomains/copilot',
    {
      onRequest: available,
      schema: {
        tags: ['copilot'],
        summary: 'The domains the Copilot test checks: HTTP reachability groups and WebSocket endpoints',
        response: { 200: CopilotWorkloadDomainsSchema, ...errors },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return workloadDomains(config.copilotDomains, selfUrl(req));
    },
  );

  r.post(
    '/api/AnonymousConnectivityTest/GenerateCopilotTestReport',
    {
      onRequest: available,
      bodyLimit: COPILOT_BODY_LIMIT,
      config: { rateLimit: { max: COPILOT_RATE_LIMIT, timeWindow: '1 minute' } },
      schema: {
        tags: ['copilot'],
        summary: 'Store the result of a Copilot connectivity test',
        body: CopilotTestResultSchema,
        response: { 200: CopilotTestReportSchema, ...errors },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return storeCopilotReport(db, req.body, req.ip);
    },
  );

  r.get(
    '/api/AnonymousConnectivityTest/ReadCopilotTestReport/:runId',
    {
      onRequest: available,
      schema: {
        tags: ['copilot'],
        summary: 'Read a stored Copilot test result by its run id',
        params: CopilotRunIdParamsSchema,
        response: { 200: CopilotTestReportSchema, ...errors },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return readCopilotReport(db, req.params.runId);
    },
  );
}
