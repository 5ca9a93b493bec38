import { describe, expect, it } from 'vitest';
import { buildSpatialGrid, forEachWithin, nearestPoint } from './spatial-grid.js';

const points: [number, number][] = [
  [51.5074, -0.1278], // 0 London
  [48.8566, 2.3522], // 1 Paris
  [-16.5, 179.9], // 2 Fiji, east of the antimeridian
  [-16.6, -179.95], // 3 Fiji, west of it
  [89.5, 10], // 4 near the North Pole
  [89.5, -170], // 5 across the pole from 4
];
const grid = buildSpatialGrid(
  Float64Array.from(points, (p) => p[0]),
  Float64Array.from(points, (p) => p[1]),
);

describe('nearest point', () => {
  it('finds the nearest point within the distance, or none', () => {
    expect(nearestPoint(grid, 51.5, -0.12, 50)?.id).toBe(0);
    expect(nearestPoint(grid, 49, 2.3, 500)?.id).toBe(1);
    expect(nearestPoint(grid, 50.2, 1.0, 100)).toBeNull();
  });

  it('looks across the antimeridian', () => {
    const hit = nearestPoint(grid, -16.6, -179.99, 50);
    expect(hit?.id).toBe(3);
    expect(nearestPoint(grid, -16.45, -179.98, 40)?.id).toBe(2);
  });

  it('looks across the pole', () => {
    const hit = nearestPoint(grid, 89.9, -170, 100);
    expect(hit?.id).toBe(5);
    const near: number[] = [];
    forEachWithin(grid, 90, 0, 120, (id) => near.push(id));
    expect(near.sort()).toEqual([4, 5]);
  });

  it('visits every point within the distance and reports distances', () => {
    const seen = new Map<number, number>();
    forEachWithin(grid, 50, 1, 400, (id, km) => seen.set(id, km));
    expect([...seen.keys()].sort()).toEqual([0, 1]);
    expect(seen.get(1)).toBeGreaterThan(100);
  });

  it('weighs distances by adjustKm, reports the real distance, and leaves out Infinity', () => {
    // From 49.5, 1.0: London is about 240 km away, Paris about 140 km.
    expect(nearestPoint(grid, 49.5, 1.0, 400)?.id).toBe(1);
    const londonFirst = nearestPoint(grid, 49.5, 1.0, 400, (id) => (id === 0 ? -150 : 0));
    expect(londonFirst?.id).toBe(0);
    expect(londonFirst?.km).toBeGreaterThan(200);
    expect(nearestPoint(grid, 49.5, 1.0, 400, (id) => (id === 1 ? Infinity : 0))?.id).toBe(0);
    expect(nearestPoint(grid, 49.5, 1.0, 400, () => Infinity)).toBeNull();
  });
});
