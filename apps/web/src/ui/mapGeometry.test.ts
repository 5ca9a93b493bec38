import { describe, expect, it } from 'vitest';
import { MinSpan, fittedProjection, longitudeCentre, paddedBounds } from './mapGeometry';

const osaka = { latitude: 34.69, longitude: 135.5 };
const tokyo = { latitude: 35.68, longitude: 139.69 };
const amsterdam = { latitude: 52.37, longitude: 4.9 };
const sydney = { latitude: -33.87, longitude: 151.21 };

const inside = (xy: [number, number] | null, w: number, h: number) =>
  xy !== null && xy[0] >= 0 && xy[0] <= w && xy[1] >= 0 && xy[1] <= h;

describe('paddedBounds', () => {
  it('grows a single city to the minimum span around it', () => {
    const b = paddedBounds([osaka]);
    expect(b.east - b.west).toBeCloseTo(MinSpan.lon);
    expect(b.north - b.south).toBeCloseTo(MinSpan.lat);
    expect((b.east + b.west) / 2).toBeCloseTo(0);
  });

  it('stays on the globe near the edges', () => {
    const b = paddedBounds([{ latitude: 80, longitude: 179 }]);
    expect(b.east).toBeLessThanOrEqual(180);
    expect(b.north).toBeLessThanOrEqual(85);
    expect(b.east - b.west).toBeCloseTo(MinSpan.lon);
  });
});

const seattle = { latitude: 47.61, longitude: -122.33 };

describe('longitudeCentre', () => {
  it('takes the shorter way round, across the antimeridian when needed', () => {
    expect(longitudeCentre([135.5])).toBeCloseTo(135.5);
    expect(longitudeCentre([4.9, 135.5])).toBeCloseTo(70.2);
    expect(Math.abs(longitudeCentre([135.5, -122.33]))).toBeGreaterThan(160);
  });
});

describe('fittedProjection', () => {
  it('draws Osaka west of Seattle over the Pacific', () => {
    const projection = fittedProjection([osaka, seattle], 960, 480);
    const [ox] = projection([osaka.longitude, osaka.latitude])!;
    const [sx] = projection([seattle.longitude, seattle.latitude])!;
    expect(ox).toBeLessThan(sx);
  });

  it.each([
    ['one city', [osaka]],
    ['two close cities', [osaka, tokyo]],
    ['two continents', [osaka, amsterdam]],
    ['both hemispheres', [amsterdam, sydney, tokyo]],
    ['the Pacific', [osaka, seattle, sydney]],
  ])('puts every point of %s inside the frame', (_, points) => {
    const w = 960;
    const h = 480;
    const projection = fittedProjection(points, w, h);
    for (const p of points) expect(inside(projection([p.longitude, p.latitude]), w, h)).toBe(true);
  });

  it('zooms in on close points and out for far ones', () => {
    const near = fittedProjection([osaka, tokyo], 960, 480).scale();
    const far = fittedProjection([osaka, amsterdam], 960, 480).scale();
    expect(near).toBeGreaterThan(far * 2);
  });
});
