import { createReadStream, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { AppError, endpoints } from '@netlens/core';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/index.js';
import { route } from '../../plugins/endpoint.js';
import { frontDoorCatalogue, selfUrlFor } from '../frontdoors/index.js';
import type { IpLocator } from '../geo/index.js';
import type { AsnLookup } from '../ipclassification/index.js';
import { advancedPlan } from './plan.js';
import { findSighting } from './repo.js';
import { createRun, loadRun, presentRun } from './service.js';
import { locateAddress, locateResolver } from './sightings.js';

/** File name the client is offered under. */
export const CLIENT_FILE_NAME = 'netlens-advanced.mjs';

/** Where the built client is: ADVANCED_CLIENT_FILE, or the workspace's build output. */
export function clientFilePath(config: AppConfig): string | null {
  if (config.advanced.clientFile)
    return existsSync(config.advanced.clientFile) ? config.advanced.clientFile : null;
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [
    join(here, '../../advanced-client/dist', CLIENT_FILE_NAME),
    join(here, '../../../../advanced-client/dist', CLIENT_FILE_NAME),
    join(process.cwd(), 'apps/advanced-client/dist', CLIENT_FILE_NAME),
  ];
  return candidates.find((p) => existsSync(p)) ?? null;
}

/** Runs of the advanced test, what the client needs to run, and the client itself. */
export async function liveTestRoutes(
  app: FastifyInstance,
  opts: {
    db: Db;
    config: AppConfig;
    ipLocator: IpLocator;
    asnLookup: AsnLookup;
    mediaRelayPort: () => number | null;
  },
) {
  const { db, config } = opts;
  const selfUrl = selfUrlFor(config);

  route(
    app,
    endpoints.CreateLiveRun,
    { bodyLimit: 1024, config: { rateLimit: { max: config.advanced.runRateLimit, timeWindow: '1 minute' } } },
    async (req, reply) => {
      const run = await createRun(db, req.body.reportId);
      return reply.code(201).header('cache-control', 'no-store').send(run);
    },
  );

  route(app, endpoints.ReadLiveRun, {}, async (req, reply) => {
    const run = presentRun(await loadRun(db, req.params.runId));
    return reply.header('cache-control', 'no-store').send(run);
  });

  route(app, endpoints.ReadAdvancedPlan, {}, async (req, reply) => {
    const self = selfUrl(req);
    const catalogue = await frontDoorCatalogue(db, config, self);
    const plan = advancedPlan({ catalogue, selfUrl: self, config, mediaRelayPort: opts.mediaRelayPort() });
    return reply.header('cache-control', 'no-cache').send(plan);
  });

  route(app, endpoints.ReadResolverSighting, {}, async (req, reply) => {
    const row = await findSighting(db, req.params.name.toLowerCase());
    if (!row) throw new AppError('RESOLVER_NOT_SEEN');
    return reply.header('cache-control', 'no-store').send(await locateResolver(opts.ipLocator, row));
  });

  route(
    app,
    endpoints.LocateAddress,
    { config: { rateLimit: { max: 300, timeWindow: '1 minute' } } },
    async (req, reply) => {
      const info = await locateAddress(opts.ipLocator, opts.asnLookup, req.params.ip);
      return reply.header('cache-control', 'public, max-age=3600').send(info);
    },
  );

  route(app, endpoints.DownloadAdvancedClient, {}, async (_req, reply) => {
    const file = clientFilePath(config);
    if (!file) throw new AppError('ADVANCED_CLIENT_MISSING');
    return reply
      .type('text/javascript; charset=utf-8')
      .header('content-disposition', `attachment; filename="${CLIENT_FILE_NAME}"`)
      .header('cache-control', 'no-cache')
      .send(createReadStream(file));
  });
}
