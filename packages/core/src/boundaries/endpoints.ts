import { z } from '../zod.js';
import { endpointGroup, entry, ProviderPortalApi } from '../endpoint.js';
import {
  BoundaryTopologySchema,
  CityBoundariesQuerySchema,
  CityPointSchema,
  GeoBoundariesCityParamsSchema,
  GeoBoundariesCountryParamsSchema,
  GeoBoundariesStateParamsSchema,
  GeoBoundaryParamsSchema,
} from './model.js';

const boundaries = endpointGroup({
  base: ProviderPortalApi,
  tags: ['boundaries'],
  errors: [400, 401, 404, 429],
});

export const GeoBoundary = entry(boundaries, 'GET', 'GeoBoundary', {
  path: '/map/geoBoundary/:type/:name',
  summary:
    'One area: a country, a first-level division ("state, country") or a city ("city, country", a point)',
  params: GeoBoundaryParamsSchema,
  response: BoundaryTopologySchema,
});

export const GeoBoundariesCountry = entry(boundaries, 'GET', 'GeoBoundariesCountry', {
  path: '/map/GeoBoundaries/country/:country',
  summary: "A country's outline",
  params: GeoBoundariesCountryParamsSchema,
  response: BoundaryTopologySchema,
});

export const GeoBoundariesState = entry(boundaries, 'GET', 'GeoBoundariesState', {
  path: '/map/GeoBoundaries/state/:solutionId/:country',
  summary: "A country's first-level divisions, for a solution's map",
  params: GeoBoundariesStateParamsSchema,
  response: BoundaryTopologySchema,
});

export const GeoBoundariesCity = entry(boundaries, 'GET', 'GeoBoundariesCity', {
  path: '/map/GeoBoundaries/city/:solutionId/:state/:country',
  summary: "A division's outline (the country's when the state is '-'), for a solution's city map",
  params: GeoBoundariesCityParamsSchema,
  response: BoundaryTopologySchema,
});

export const GetCityBoundaries = entry(boundaries, 'GET', 'GetCityBoundaries', {
  path: '/PartnerPerformance/getCityBoundaries',
  summary: 'Cities of a country as points (from the embedded gazetteer)',
  query: CityBoundariesQuerySchema,
  response: z.array(CityPointSchema),
});
