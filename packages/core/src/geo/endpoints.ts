import type { Endpoint } from '../endpoint.js';
import {
  EgressLocationQuerySchema,
  EgressLocationSchema,
  GeoReverseQuerySchema,
  GeoSearchQuerySchema,
  GeoSearchResponseSchema,
  NearestPlaceSchema,
} from './location.js';
import { RemapBingGeoQuerySchema, RemapBingGeoRequestSchema, RemappedPlaceSchema } from './remap.js';

const tags = ['geo'];
const errors = [400, 404, 502] as const;

export const ReverseEgressLocation = {
  name: 'ReverseEgressLocation',
  method: 'GET',
  path: '/api/AnonymousConnectivityTest/ReverseEgressLocation',
  summary: "Where the caller's public (egress) address is, by IP geolocation",
  tags,
  query: EgressLocationQuerySchema,
  response: EgressLocationSchema,
  errors,
} as const satisfies Endpoint;

export const SearchPlaces = {
  name: 'SearchPlaces',
  method: 'GET',
  path: '/api/geo/search',
  summary: 'Cities whose name starts with the text typed (at most 8)',
  tags,
  query: GeoSearchQuerySchema,
  response: GeoSearchResponseSchema,
  errors,
} as const satisfies Endpoint;

export const ReverseGeocode = {
  name: 'ReverseGeocode',
  method: 'GET',
  path: '/api/geo/reverse',
  summary: 'The place nearest to a location (looked up at the point snapped to ~300 m)',
  tags,
  query: GeoReverseQuerySchema,
  response: NearestPlaceSchema,
  errors,
} as const satisfies Endpoint;

export const RemapBingGeo = {
  name: 'RemapBingGeo',
  method: 'POST',
  path: '/api/AnonymousConnectivityTest/RemapBingGeo',
  summary:
    "The product's own place (embedded gazetteer) for a location of the maps service: the place of its name nearby, else the nearest town or city",
  tags,
  query: RemapBingGeoQuerySchema,
  body: RemapBingGeoRequestSchema,
  response: RemappedPlaceSchema,
  errors,
} as const satisfies Endpoint;
