import { endpointGroup, entry } from '../endpoint.js';
import { FrontDoorCatalogueSchema } from './catalogue.js';

/** The front-door catalogue (the probes themselves, /probe/*, answer no JSON and are not here). */
export const ReadFrontDoors = entry(
  endpointGroup({ tags: ['connectivity'], errors: [400] }),
  'GET',
  'ReadFrontDoors',
  {
    path: '/api/frontdoors',
    summary: 'Front doors per workload with their probe URLs, and which one this server is',
    response: FrontDoorCatalogueSchema,
  },
);
