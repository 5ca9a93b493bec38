import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, endpoints } from '@netlens/core';
import { route } from '../../plugins/endpoint.js';
import { requestLanguage } from '../../plugins/language.js';
import {
  egressLocation,
  nearestPlace,
  remapMapsLocation,
  searchPlaces,
  type GeoServices,
} from './service.js';

/** The culture names are given in: ?culture=, else the language of the request. */
const cultureOf = (req: FastifyRequest, culture: string | undefined) => culture ?? requestLanguage(req);

/**
 * Egress location by IP, city search, reverse geocoding and the product's own place for a maps
 * location. Anyone may call them.
 */
export async function geoRoutes(app: FastifyInstance, opts: { services: GeoServices }) {
  const { places, gazetteer, ipLocator } = opts.services;

  route(app, endpoints.ReverseEgressLocation, {}, async (req, reply) => {
    reply.header('cache-control', 'private, no-store');
    const found = await egressLocation(ipLocator, req.ip, cultureOf(req, req.query.culture));
    if (!found) throw new AppError('EGRESS_LOCATION_UNKNOWN', { params: { ip: req.ip } });
    return found;
  });

  route(app, endpoints.SearchPlaces, {}, async (req, reply) => {
    reply.header('vary', 'accept-language');
    return { places: await searchPlaces(places, req.query.q, cultureOf(req, req.query.culture)) };
  });

  route(app, endpoints.ReverseGeocode, {}, async (req, reply) => {
    reply.header('vary', 'accept-language');
    const { lat, lon, culture } = req.query;
    const found = await nearestPlace(places, lat, lon, cultureOf(req, culture));
    if (!found) throw new AppError('PLACE_NOT_FOUND', { params: { latitude: lat, longitude: lon } });
    return found;
  });

  route(app, endpoints.RemapBingGeo, {}, async (req) => {
    const found = await remapMapsLocation(gazetteer, req.body, cultureOf(req, req.query.culture));
    if (!found) {
      const [latitude, longitude] = req.body.point.coordinates;
      throw new AppError('PLACE_NOT_FOUND', { params: { latitude, longitude } });
    }
    return found;
  });
}
