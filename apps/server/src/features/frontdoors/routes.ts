import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, CloudProfiles, ErrorBodySchema, FrontDoorCatalogueSchema } from '@netlens/core';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/index.js';
import { configuredSelfUrl, frontDoorCatalogue, syncFrontDoors } from './service.js';

const HOST = /^(?:[A-Za-z0-9.-]{1,253}|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;

/** The front-door catalogue; synchronises it from configuration when the server starts. */
export async function frontDoorRoutes(app: FastifyInstance, opts: { db: Db; config: AppConfig }) {
  const { db, config } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { changed } = await syncFrontDoors(db, config);
  const site = config.frontDoors.site;
  app.log.info({ frontDoor: config.frontDoors.id, changed }, 'front-door catalogue synchronised');
  if (!config.frontDoors.catalogue && !site.configured) {
    app.log.warn(
      `FRONT_DOOR_LATITUDE/LONGITUDE are not set: this front door is shown in ${site.city}, ${site.countryCode}`,
    );
  }

  const fixedSelf = configuredSelfUrl(config);
  const prefix = CloudProfiles[config.cloudName].pathPrefix;
  // Without PUBLIC_URL, this instance is wherever the browser reached it (proxy headers count
  // only with TRUST_PROXY, as Fastify reads them).
  const selfUrl = (req: FastifyRequest) => {
    if (fixedSelf) return fixedSelf;
    if (!HOST.test(req.host)) {
      throw new AppError('VALIDATION_FAILED', {
        details: [{ path: 'headers.host', message: 'not a host name' }],
      });
    }
    return `${req.protocol}://${req.host}${prefix}/`;
  };

  r.get(
    '/api/frontdoors',
    {
      schema: {
        tags: ['connectivity'],
        summary: 'Front doors per workload with their probe URLs, and which one this server is',
        response: { 200: FrontDoorCatalogueSchema, 400: ErrorBodySchema },
      },
    },
    async (req, reply) => {
      const catalogue = await frontDoorCatalogue(db, config, selfUrl(req));
      return reply.header('cache-control', 'no-cache').send(catalogue);
    },
  );
}
