import { geoEqualEarth, type GeoProjection } from 'd3-geo';
import type { MultiPoint } from 'geojson';
import type { GeoPoint } from '@netlens/core';

/** The smallest area the map shows, in degrees, so one city is not blown up to fill the frame. */
export const MinSpan = { lon: 36, lat: 18 } as const;

const wrap = (lon: number) => ((((lon + 180) % 360) + 360) % 360) - 180;

/**
 * The centre of the narrowest band of longitudes holding every point, across the antimeridian
 * when that is shorter (Tokyo and Seattle meet over the Pacific, not over Europe).
 */
export function longitudeCentre(longitudes: readonly number[]): number {
  if (longitudes.length === 0) return 0;
  const sorted = longitudes.map(wrap).sort((a, b) => a - b);
  let widestGap = -1;
  let west = sorted[0]!;
  for (let i = 0; i < sorted.length; i++) {
    const here = sorted[i]!;
    const next = sorted[(i + 1) % sorted.length]!;
    const gap = sorted.length === 1 ? 360 : (next - here + 360) % 360;
    if (gap > widestGap) {
      widestGap = gap;
      west = next;
    }
  }
  return wrap(west + (360 - widestGap) / 2);
}

/**
 * The box around the points relative to `centre` (longitudes −180…180 from it), grown to at
 * least MinSpan and kept on the globe.
 */
export function paddedBounds(
  points: readonly GeoPoint[],
  centre = longitudeCentre(points.map((p) => p.longitude)),
  min: { lon: number; lat: number } = MinSpan,
) {
  if (points.length === 0) return { west: -180, east: 180, south: -60, north: 80 };
  const lons = points.map((p) => wrap(p.longitude - centre));
  const lats = points.map((p) => p.latitude);
  const grow = (lo: number, hi: number, span: number, limit: number) => {
    const extra = Math.max(0, span - (hi - lo)) / 2 + (hi - lo) * 0.08;
    let a = lo - extra;
    let b = hi + extra;
    if (a < -limit) [a, b] = [-limit, Math.min(limit, b + (-limit - a))];
    if (b > limit) [a, b] = [Math.max(-limit, a - (b - limit)), limit];
    return [a, b] as const;
  };
  const [west, east] = grow(Math.min(...lons), Math.max(...lons), min.lon, 180);
  const [south, north] = grow(Math.min(...lats), Math.max(...lats), min.lat, 85);
  return { west, east, south, north };
}

/** The points the projection is fitted to: corners and edge midpoints of the padded box. */
export function fitTarget(points: readonly GeoPoint[], centre: number): MultiPoint {
  const { west, east, south, north } = paddedBounds(points, centre);
  const lon = (rel: number) => rel + centre;
  const midLon = (west + east) / 2;
  const midLat = (south + north) / 2;
  return {
    type: 'MultiPoint',
    coordinates: [
      [lon(west), south],
      [lon(west), north],
      [lon(east), south],
      [lon(east), north],
      [lon(midLon), south],
      [lon(midLon), north],
      [lon(west), midLat],
      [lon(east), midLat],
    ],
  };
}

/** An Equal Earth projection centred on the points and fitted into width × height less a margin. */
export function fittedProjection(
  points: readonly GeoPoint[],
  width: number,
  height: number,
  margin = 16,
): GeoProjection {
  const centre = longitudeCentre(points.map((p) => p.longitude));
  return geoEqualEarth()
    .rotate([-centre, 0])
    .fitExtent(
      [
        [margin, margin],
        [width - margin, height - margin],
      ],
      fitTarget(points, centre),
    );
}
