import { EARTH_RADIUS_KM, haversineKm } from '@netlens/core';

const CELL_DEG = 0.5;
const ROWS = 180 / CELL_DEG;
const COLS = 360 / CELL_DEG;
const KM_PER_DEG = (Math.PI * EARTH_RADIUS_KM) / 180;

/** Points bucketed by 0.5° cells (compressed rows: cell i holds order[start[i]..start[i+1])). */
export interface SpatialGrid {
  lat: Float64Array;
  lon: Float64Array;
  start: Int32Array;
  order: Int32Array;
}

const rowOf = (lat: number) => Math.min(ROWS - 1, Math.max(0, Math.floor((lat + 90) / CELL_DEG)));
const colOf = (lon: number) => ((Math.floor((lon + 180) / CELL_DEG) % COLS) + COLS) % COLS;

/** Buckets the points for nearest-neighbour look-ups. */
export function buildSpatialGrid(lat: Float64Array, lon: Float64Array): SpatialGrid {
  const cells = new Int32Array(lat.length);
  const start = new Int32Array(ROWS * COLS + 1);
  for (let i = 0; i < lat.length; i++) {
    cells[i] = rowOf(lat[i]!) * COLS + colOf(lon[i]!);
    start[cells[i]! + 1]!++;
  }
  for (let c = 0; c < ROWS * COLS; c++) start[c + 1]! += start[c]!;
  const fill = start.slice(0, ROWS * COLS);
  const order = new Int32Array(lat.length);
  for (let i = 0; i < lat.length; i++) order[fill[cells[i]!]!++] = i;
  return { lat, lon, start, order };
}

/** Calls `visit` with every point no farther than maxKm from (lat, lon), and its distance. */
export function forEachWithin(
  grid: SpatialGrid,
  lat: number,
  lon: number,
  maxKm: number,
  visit: (id: number, km: number) => void,
): void {
  // A point within maxKm differs by at most dLat in latitude, and by at most dLon in longitude
  // (haversine: sin²(d/2) ≥ cos φ1 · cos φ2 · sin²(Δλ/2), with φ2 no nearer the equator than edge).
  const dLat = maxKm / KM_PER_DEG;
  const edge = Math.min(90, Math.abs(lat) + dLat);
  const cosProduct = Math.cos((lat * Math.PI) / 180) * Math.cos((edge * Math.PI) / 180);
  const ratio = cosProduct > 0 ? Math.sin(maxKm / EARTH_RADIUS_KM / 2) / Math.sqrt(cosProduct) : Infinity;
  const dLon = ratio >= 1 ? 180 : (2 * Math.asin(ratio) * 180) / Math.PI;
  const cols =
    dLon >= 180
      ? COLS
      : Math.min(
          COLS,
          Math.floor((lon + dLon + 180) / CELL_DEG) - Math.floor((lon - dLon + 180) / CELL_DEG) + 1,
        );
  const firstCol = dLon >= 180 ? 0 : colOf(lon - dLon);
  const here = { latitude: lat, longitude: lon };
  for (let r = rowOf(lat - dLat); r <= rowOf(lat + dLat); r++) {
    for (let k = 0; k < cols; k++) {
      const cell = r * COLS + ((firstCol + k) % COLS);
      for (let j = grid.start[cell]!; j < grid.start[cell + 1]!; j++) {
        const id = grid.order[j]!;
        const km = haversineKm(here, { latitude: grid.lat[id]!, longitude: grid.lon[id]! });
        if (km <= maxKm) visit(id, km);
      }
    }
  }
}

/**
 * The point nearest to (lat, lon) no farther than maxKm, or null when there is none. With
 * adjustKm, the point with the least distance plus adjustKm(id) (Infinity leaves a point out);
 * the distance reported is the real one.
 */
export function nearestPoint(
  grid: SpatialGrid,
  lat: number,
  lon: number,
  maxKm: number,
  adjustKm?: (id: number) => number,
): { id: number; km: number } | null {
  let best: { id: number; km: number } | null = null;
  let bestScore = Infinity;
  forEachWithin(grid, lat, lon, maxKm, (id, km) => {
    const score = adjustKm ? km + adjustKm(id) : km;
    if (score < bestScore) {
      best = { id, km };
      bestScore = score;
    }
  });
  return best;
}
