import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { endpointUrl, endpoints } from '@netlens/core';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/index.js';
import { route } from '../../plugins/endpoint.js';
import { frontDoorCatalogue, selfUrlFor } from '../frontdoors/index.js';
import type { IpLocator } from '../geo/index.js';
import type { AsnLookup } from '../ipclassification/index.js';
import { clientFiles } from './client-files.js';
import { advancedPlan } from './plan.js';
import { createRun, loadRun, presentRun } from './service.js';
import { locateAddress, resolverSighting } from './sightings.js';

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
    const sighting = await resolverSighting(db, opts.ipLocator, req.params.name);
    return reply.header('cache-control', 'no-store').send(sighting);
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

  const files = clientFiles(config, (err, platform) =>
    app.log.error({ err, platform }, 'advanced client executable not built'),
  );

  route(app, endpoints.ReadAdvancedClientFile, {}, async (req, reply) => {
    const { path: _path, ...file } = await files.file(req.query.platform);
    return reply.header('cache-control', 'no-cache').send(file);
  });

  route(app, endpoints.DownloadAdvancedClient, {}, async (req, reply) => {
    const { platform, sha256 } = req.query;
    const file = await files.file(platform);
    const etag = `"${file.sha256}"`;
    if (sha256 && sha256 !== file.sha256) {
      // A page shown before the file was rebuilt: the current file, under its own immutable URL.
      const current = endpointUrl('', endpoints.DownloadAdvancedClient, {
        query: { platform, sha256: file.sha256 },
      });
      return reply
        .header('cache-control', 'no-cache')
        .redirect(`${req.url.slice(0, req.url.indexOf('/api/'))}${current}`);
    }
    reply
      .header('etag', etag)
      .header('cache-control', sha256 ? 'public, max-age=31536000, immutable' : 'no-cache')
      .header('content-disposition', `attachment; filename="${file.fileName}"`);
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply
      .type(file.executable ? 'application/octet-stream' : 'text/javascript; charset=utf-8')
      .header('content-length', file.size)
      .send(createReadStream(file.path));
  });
}
