import {
  MAPS_RETRIES,
  endpoints,
  snapCoordinate,
  type EgressLocation,
  type GeoPoint,
  type NearestPlace,
} from '@netlens/core';
import { ApiError, api } from '../../lib/api';
import { LocationNotFoundError, MapsCallError } from './errors';
import { getBrowserPosition, type GeolocationFailure, type PositionResult } from '../../lib/geolocation';
import { withRetries } from './retry';
import { EmptyAddress, type TestLocation } from '../../run/location';

/** The auto-detected location, and why the egress fallback was used (null when it was not). */
export interface DetectedLocation {
  location: TestLocation;
  fallback: GeolocationFailure | null;
}

/** The calls detection makes; tests and callers may replace them. */
export interface DetectDeps {
  position: () => Promise<PositionResult>;
  /** The place nearest to a (snapped) point: the city of an auto-detected location. */
  reverse: (point: GeoPoint, culture: string) => Promise<NearestPlace>;
  /** Where the visitor's public address is, by IP geolocation (the fallback location). */
  egress: (culture: string) => Promise<EgressLocation>;
}

const defaultDeps: DetectDeps = {
  position: () => getBrowserPosition(),
  reverse: (point, culture) =>
    api.call(endpoints.ReverseGeocode, {
      query: { lat: String(point.latitude), lon: String(point.longitude), culture },
    }),
  egress: (culture) => api.call(endpoints.ReverseEgressLocation, { query: { culture } }),
};

/** The city of a snapped point; null when no place is near (a 404), MapsCallError after 3 failures. */
async function cityOf(point: GeoPoint, culture: string, deps: DetectDeps): Promise<NearestPlace | null> {
  try {
    return await withRetries(() => deps.reverse(point, culture), MAPS_RETRIES);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw new MapsCallError(error);
  }
}

/**
 * Finds the visitor: browser geolocation snapped to the ~300 m grid and named by reverse
 * geocoding; when the browser gives nothing, the egress (IP) location instead. `onPoint` hears
 * the browser's point before it is named, so the caller can start probing meanwhile.
 */
export async function detectLocation(
  culture: string,
  given: Partial<DetectDeps> = {},
  onPoint: (point: GeoPoint) => void = () => undefined,
): Promise<DetectedLocation> {
  const deps = { ...defaultDeps, ...given };
  const position = await deps.position();
  if (position.ok) {
    const point = snapCoordinate(position.point.latitude, position.point.longitude);
    onPoint(point);
    const place = await cityOf(point, culture, deps);
    return {
      location: { point, address: place?.address ?? EmptyAddress, isAutoDetected: true, source: 'browser' },
      fallback: null,
    };
  }
  let egress;
  try {
    egress = await deps.egress(culture);
  } catch (error) {
    throw new LocationNotFoundError(position.failure, error);
  }
  return {
    location: {
      point: snapCoordinate(egress.cityLat, egress.cityLong),
      address: {
        city: egress.city,
        region: egress.state,
        country: egress.country,
        countryCode: egress.countryCode,
      },
      isAutoDetected: true,
      source: 'egress',
    },
    fallback: position.failure,
  };
}
