import type { Endpoint } from '../endpoint.js';
import { FrontDoorCatalogueSchema } from './catalogue.js';

/** The front-door catalogue (the probes themselves, /probe/*, answer no JSON and are not here). */
export const ReadFrontDoors = {
  name: 'ReadFrontDoors',
  method: 'GET',
  path: '/api/frontdoors',
  summary: 'Front doors per workload with their probe URLs, and which one this server is',
  tags: ['connectivity'],
  response: FrontDoorCatalogueSchema,
  errors: [400],
} as const satisfies Endpoint;
