import {
  EgressLocationSchema,
  GeoSearchResponseSchema,
  NearestPlaceSchema,
  type EgressLocation,
  type GeoPoint,
  type GeoSearchResponse,
  type NearestPlace,
} from '@netlens/core';
import { apiGet } from '../../lib/api';

/** Up to 8 places whose name starts like the typed text, named in the given culture. */
export function searchPlaces(q: string, culture: string, signal?: AbortSignal): Promise<GeoSearchResponse> {
  const query = new URLSearchParams({ q, culture });
  return apiGet(`/api/geo/search?${query.toString()}`, GeoSearchResponseSchema, signal);
}

/** The place nearest to a (snapped) point: the city of an auto-detected location. */
export function reverseGeocode(
  point: GeoPoint,
  culture: string,
  signal?: AbortSignal,
): Promise<NearestPlace> {
  const query = new URLSearchParams({
    lat: String(point.latitude),
    lon: String(point.longitude),
    culture,
  });
  return apiGet(`/api/geo/reverse?${query.toString()}`, NearestPlaceSchema, signal);
}

/** Where the visitor's public address is, by IP geolocation (the fallback location). */
export function fetchEgressLocation(culture: string, signal?: AbortSignal): Promise<EgressLocation> {
  const query = new URLSearchParams({ culture });
  return apiGet(
    `/api/AnonymousConnectivityTest/ReverseEgressLocation?${query.toString()}`,
    EgressLocationSchema,
    signal,
  );
}
