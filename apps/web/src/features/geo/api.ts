import {
  endpoints,
  type EgressLocation,
  type GeoPoint,
  type GeoSearchResponse,
  type NearestPlace,
} from '@netlens/core';
import { api } from '../../lib/api';

/** Up to 8 places whose name starts like the typed text, named in the given culture. */
export function searchPlaces(q: string, culture: string, signal?: AbortSignal): Promise<GeoSearchResponse> {
  return api.call(endpoints.SearchPlaces, { query: { q, culture }, signal });
}

/** The place nearest to a (snapped) point: the city of an auto-detected location. */
export function reverseGeocode(
  point: GeoPoint,
  culture: string,
  signal?: AbortSignal,
): Promise<NearestPlace> {
  return api.call(endpoints.ReverseGeocode, {
    query: { lat: String(point.latitude), lon: String(point.longitude), culture },
    signal,
  });
}

/** Where the visitor's public address is, by IP geolocation (the fallback location). */
export function fetchEgressLocation(culture: string, signal?: AbortSignal): Promise<EgressLocation> {
  return api.call(endpoints.ReverseEgressLocation, { query: { culture }, signal });
}
