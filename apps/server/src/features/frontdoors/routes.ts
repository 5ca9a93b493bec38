import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBodySchema, FrontDoorCatalogueSchema } from '@netlens/core';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/index.js';
import { frontDoorCatalogue, selfUrlFor, syncFrontDoors } from './service.js';

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

  const selfUrl = selfUrlFor(config);

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
