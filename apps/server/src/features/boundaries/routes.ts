import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { endpoints, type BoundaryTopology } from '@netlens/core';
import { keptJson, route } from '../../plugins/endpoint.js';
import { answerCache, sendKept } from '../../plugins/kept-answers.js';
import type { GeoProvider } from '../geo/index.js';
import { requireUser } from '../identity/index.js';
import { Boundaries } from './service.js';

/** Boundary answers kept per process (a country's divisions are tens of kilobytes). */
const ANSWERS_KEPT = 300;
/** Boundaries change with the data package only: browsers keep them a day. */
const CACHE_CONTROL = 'private, max-age=86400';

/**
 * The map's boundaries under /api/pnpp/api/v1 (spec 2 §7): countries and first-level divisions
 * as simplified TopoJSON, cities as points. For signed-in callers (the provider pages).
 */
export async function boundariesRoutes(app: FastifyInstance, opts: { places: GeoProvider }) {
  const boundaries = new Boundaries(opts.places);
  const kept = answerCache(ANSWERS_KEPT);
  const send = async (
    req: FastifyRequest,
    reply: FastifyReply,
    key: string,
    make: () => Promise<BoundaryTopology>,
  ) => {
    requireUser(req);
    const answer = await kept(key.toLowerCase(), async () => keptJson(endpoints.GeoBoundary, await make()));
    return sendKept(req, reply, answer, CACHE_CONTROL);
  };

  route(app, endpoints.GeoBoundary, {}, (req, reply) =>
    send(req, reply, `area|${req.params.type}|${req.params.name}`, () =>
      boundaries.area(req.params.type, req.params.name),
    ),
  );
  route(app, endpoints.GeoBoundariesCountry, {}, (req, reply) =>
    send(req, reply, `country|${req.params.country}`, () => boundaries.country(req.params.country)),
  );
  route(app, endpoints.GeoBoundariesState, {}, (req, reply) =>
    send(req, reply, `states|${req.params.country}`, () => boundaries.states(req.params.country)),
  );
  route(app, endpoints.GeoBoundariesCity, {}, (req, reply) => {
    const { state, country } = req.params;
    const whole = state === '' || state === '-';
    return send(req, reply, `state|${state}|${country}`, () =>
      whole ? boundaries.country(country) : boundaries.state(state, country),
    );
  });
  route(app, endpoints.GetCityBoundaries, {}, async (req, reply) => {
    requireUser(req);
    void reply.header('cache-control', CACHE_CONTROL);
    return boundaries.cities(req.query.country, req.query.state, req.query.cities);
  });
}
