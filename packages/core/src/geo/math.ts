// Location constants and great-circle math, without schemas (the start page uses them before the
// contract loads).

/** Browser coordinates are snapped to a grid of this many degrees (about 300 m of latitude). */
export const LOCATION_GRID_DEG = 0.002205;
/** Beyond this latitude magnitude a location is replaced by 0,0. */
export const MAX_SNAPPED_LATITUDE = 87;
/** City suggestions offered while typing a location. */
export const MAX_CITY_SUGGESTIONS = 8;
/** Attempts made for each maps call before it counts as failed. */
export const MAPS_RETRIES = 3;
/** Location → egress distance past which the report warns (500 mi). */
export const EGRESS_DISTANCE_INSIGHT_KM = 800;
/** Mean Earth radius (IUGG). */
export const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_MILE = 1.609344;

/** A point on Earth in degrees. */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance between two points in kilometres. */
export function haversineKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Kilometres to statute miles. */
export function kmToMiles(km: number): number {
  return km / KM_PER_MILE;
}

const snap = (deg: number) => Number((Math.round(deg / LOCATION_GRID_DEG) * LOCATION_GRID_DEG).toFixed(6));

/** The privacy-preserving form of a location: on the ~300 m grid, or 0,0 near the poles. */
export function snapCoordinate(latitude: number, longitude: number): GeoPoint {
  if (!(Math.abs(latitude) <= MAX_SNAPPED_LATITUDE)) return { latitude: 0, longitude: 0 };
  return { latitude: snap(latitude), longitude: Math.min(180, Math.max(-180, snap(longitude))) };
}
