import { endpointGroup, entry } from '../endpoint.js';
import {
  EgressLocationQuerySchema,
  EgressLocationSchema,
  GeoReverseQuerySchema,
  GeoSearchQuerySchema,
  GeoSearchResponseSchema,
  NearestPlaceSchema,
} from './location.js';
import { RemapBingGeoQuerySchema, RemapBingGeoRequestSchema, RemappedPlaceSchema } from './remap.js';

const geo = endpointGroup({ tags: ['geo'], errors: [400, 404, 502] });

export const ReverseEgressLocation = entry(geo, 'GET', 'ReverseEgressLocation', {
  path: '/api/AnonymousConnectivityTest/ReverseEgressLocation',
  summary: "Where the caller's public (egress) address is, by IP geolocation",
  query: EgressLocationQuerySchema,
  response: EgressLocationSchema,
});

export const SearchPlaces = entry(geo, 'GET', 'SearchPlaces', {
  path: '/api/geo/search',
  summary: 'Cities whose name starts with the text typed (at most 8)',
  query: GeoSearchQuerySchema,
  response: GeoSearchResponseSchema,
});

export const ReverseGeocode = entry(geo, 'GET', 'ReverseGeocode', {
  path: '/api/geo/reverse',
  summary: 'The place nearest to a location (looked up at the point snapped to ~300 m)',
  query: GeoReverseQuerySchema,
  response: NearestPlaceSchema,
});

export const RemapBingGeo = entry(geo, 'POST', 'RemapBingGeo', {
  path: '/api/AnonymousConnectivityTest/RemapBingGeo',
  summary:
    "The product's own place (embedded gazetteer) for a location of the maps service: the place of its name nearby, else the nearest town or city",
  query: RemapBingGeoQuerySchema,
  body: RemapBingGeoRequestSchema,
  response: RemappedPlaceSchema,
});
