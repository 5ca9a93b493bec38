import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AppError,
  EgressLocationQuerySchema,
  EgressLocationSchema,
  ErrorBodySchema,
  GeoReverseQuerySchema,
  GeoSearchQuerySchema,
  GeoSearchResponseSchema,
  NearestPlaceSchema,
  RemapBingGeoQuerySchema,
  RemapBingGeoRequestSchema,
  RemappedPlaceSchema,
} from '@netlens/core';
import { requestLanguage } from '../../plugins/language.js';
import {
  egressLocation,
  nearestPlace,
  remapMapsLocation,
  searchPlaces,
  type GeoServices,
} from './service.js';

const errors = { 400: ErrorBodySchema, 404: ErrorBodySchema, 502: ErrorBodySchema };

/** The culture names are given in: ?culture=, else the language of the request. */
const cultureOf = (req: FastifyRequest, culture: string | undefined) => culture ?? requestLanguage(req);

/**
 * Egress location by IP, city search, reverse geocoding and the product's own place for a maps
 * location. Anyone may call them.
 */
export async function geoRoutes(app: FastifyInstance, opts: { services: GeoServices }) {
  const { places, gazetteer, ipLocator } = opts.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/AnonymousConnectivityTest/ReverseEgressLocation',
    {
      schema: {
        tags: ['geo'],
        summary: "Where the caller's public (egress) address is, by IP geolocation",
        querystring: EgressLocationQuerySchema,
        response: { 200: EgressLocationSchema, ...errors },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      const found = await egressLocation(ipLocator, req.ip, cultureOf(req, req.query.culture));
      if (!found) throw new AppError('EGRESS_LOCATION_UNKNOWN', { params: { ip: req.ip } });
      return found;
    },
  );

  r.get(
    '/api/geo/search',
    {
      schema: {
        tags: ['geo'],
        summary: 'Cities whose name starts with the text typed (at most 8)',
        querystring: GeoSearchQuerySchema,
        response: { 200: GeoSearchResponseSchema, ...errors },
      },
    },
    async (req, reply) => {
      reply.header('vary', 'accept-language');
      return { places: await searchPlaces(places, req.query.q, cultureOf(req, req.query.culture)) };
    },
  );

  r.get(
    '/api/geo/reverse',
    {
      schema: {
        tags: ['geo'],
        summary: 'The place nearest to a location (looked up at the point snapped to ~300 m)',
        querystring: GeoReverseQuerySchema,
        response: { 200: NearestPlaceSchema, ...errors },
      },
    },
    async (req, reply) => {
      reply.header('vary', 'accept-language');
      const { lat, lon, culture } = req.query;
      const found = await nearestPlace(places, lat, lon, cultureOf(req, culture));
      if (!found) throw new AppError('PLACE_NOT_FOUND', { params: { latitude: lat, longitude: lon } });
      return found;
    },
  );

  r.post(
    '/api/AnonymousConnectivityTest/RemapBingGeo',
    {
      schema: {
        tags: ['geo'],
        summary:
          "The product's own place (embedded gazetteer) for a location of the maps service: the place of its name nearby, else the nearest town or city",
        querystring: RemapBingGeoQuerySchema,
        body: RemapBingGeoRequestSchema,
        response: { 200: RemappedPlaceSchema, ...errors },
      },
    },
    async (req) => {
      const found = await remapMapsLocation(gazetteer, req.body, cultureOf(req, req.query.culture));
      if (!found) {
        const [latitude, longitude] = req.body.point.coordinates;
        throw new AppError('PLACE_NOT_FOUND', { params: { latitude, longitude } });
      }
      return found;
    },
  );
}
