import type { FastifyInstance } from 'fastify';
import { endpoints } from '@netlens/core';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/index.js';
import { route } from '../../plugins/endpoint.js';
import { frontDoorCatalogue, selfUrlFor, syncFrontDoors } from './service.js';

/** The front-door catalogue; synchronises it from configuration when the server starts. */
export async function frontDoorRoutes(app: FastifyInstance, opts: { db: Db; config: AppConfig }) {
  const { db, config } = opts;
  const { changed } = await syncFrontDoors(db, config);
  const site = config.frontDoors.site;
  app.log.info({ frontDoor: config.frontDoors.id, changed }, 'front-door catalogue synchronised');
  if (!config.frontDoors.catalogue && !site.configured) {
    app.log.warn(
      `FRONT_DOOR_LATITUDE/LONGITUDE are not set: this front door is shown in ${site.city}, ${site.countryCode}`,
    );
  }

  const selfUrl = selfUrlFor(config);

  route(app, endpoints.ReadFrontDoors, {}, async (req, reply) => {
    const catalogue = await frontDoorCatalogue(db, config, selfUrl(req));
    return reply.header('cache-control', 'no-cache').send(catalogue);
  });
}
