import { z } from '../zod.js';
import type { Endpoint } from '../endpoint.js';
import {
  BoundaryTopologySchema,
  CityBoundariesQuerySchema,
  CityPointSchema,
  GeoBoundariesCityParamsSchema,
  GeoBoundariesCountryParamsSchema,
  GeoBoundariesStateParamsSchema,
  GeoBoundaryParamsSchema,
} from './model.js';

const tags = ['boundaries'];
const errors = [400, 401, 404, 429] as const;
const base = '/api/pnpp/api/v1';

export const GeoBoundary = {
  name: 'GeoBoundary',
  method: 'GET',
  path: `${base}/map/geoBoundary/:type/:name`,
  summary:
    'One area: a country, a first-level division ("state, country") or a city ("city, country", a point)',
  tags,
  params: GeoBoundaryParamsSchema,
  response: BoundaryTopologySchema,
  errors,
} as const satisfies Endpoint;

export const GeoBoundariesCountry = {
  name: 'GeoBoundariesCountry',
  method: 'GET',
  path: `${base}/map/GeoBoundaries/country/:country`,
  summary: "A country's outline",
  tags,
  params: GeoBoundariesCountryParamsSchema,
  response: BoundaryTopologySchema,
  errors,
} as const satisfies Endpoint;

export const GeoBoundariesState = {
  name: 'GeoBoundariesState',
  method: 'GET',
  path: `${base}/map/GeoBoundaries/state/:solutionId/:country`,
  summary: "A country's first-level divisions, for a solution's map",
  tags,
  params: GeoBoundariesStateParamsSchema,
  response: BoundaryTopologySchema,
  errors,
} as const satisfies Endpoint;

export const GeoBoundariesCity = {
  name: 'GeoBoundariesCity',
  method: 'GET',
  path: `${base}/map/GeoBoundaries/city/:solutionId/:state/:country`,
  summary: "A division's outline (the country's when the state is '-'), for a solution's city map",
  tags,
  params: GeoBoundariesCityParamsSchema,
  response: BoundaryTopologySchema,
  errors,
} as const satisfies Endpoint;

export const GetCityBoundaries = {
  name: 'GetCityBoundaries',
  method: 'GET',
  path: `${base}/PartnerPerformance/getCityBoundaries`,
  summary: 'Cities of a country as points (from the embedded gazetteer)',
  tags,
  query: CityBoundariesQuerySchema,
  response: z.array(CityPointSchema),
  errors,
} as const satisfies Endpoint;
