import { z } from '../zod.js';
import { endpointGroup, ProviderPortalApi } from '../endpoint.js';
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

export const GeoBoundary = boundaries.get('GeoBoundary', {
  path: '/map/geoBoundary/:type/:name',
  summary:
    'One area: a country, a first-level division ("state, country") or a city ("city, country", a point)',
  params: GeoBoundaryParamsSchema,
  response: BoundaryTopologySchema,
});

export const GeoBoundariesCountry = boundaries.get('GeoBoundariesCountry', {
  path: '/map/GeoBoundaries/country/:country',
  summary: "A country's outline",
  params: GeoBoundariesCountryParamsSchema,
  response: BoundaryTopologySchema,
});

export const GeoBoundariesState = boundaries.get('GeoBoundariesState', {
  path: '/map/GeoBoundaries/state/:solutionId/:country',
  summary: "A country's first-level divisions, for a solution's map",
  params: GeoBoundariesStateParamsSchema,
  response: BoundaryTopologySchema,
});

export const GeoBoundariesCity = boundaries.get('GeoBoundariesCity', {
  path: '/map/GeoBoundaries/city/:solutionId/:state/:country',
  summary: "A division's outline (the country's when the state is '-'), for a solution's city map",
  params: GeoBoundariesCityParamsSchema,
  response: BoundaryTopologySchema,
});

export const GetCityBoundaries = boundaries.get('GetCityBoundaries', {
  path: '/PartnerPerformance/getCityBoundaries',
  summary: 'Cities of a country as points (from the embedded gazetteer)',
  query: CityBoundariesQuerySchema,
  response: z.array(CityPointSchema),
});
