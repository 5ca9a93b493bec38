import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  FrontDoorCatalogueSchema,
  FrontDoorListSchema,
  FrontDoorSchema,
  ProbeDownloadQuerySchema,
  PROBE_DOWNLOAD_MAX_BYTES,
  latencyStats,
  BROWSER_TIMING_ALLOWANCE_MS,
  nearestFrontDoors,
  LatencyStatsSchema,
  type FrontDoor,
  type LatencyStats,
  type LatencySummary,
} from './catalogue.js';

const door = (
  id: string,
  workload: FrontDoor['workload'],
  latitude: number,
  longitude: number,
): FrontDoor => ({
  id,
  workload,
  city: id,
  country: 'Somewhere',
  countryCode: 'XX',
  latitude,
  longitude,
  probeUrl: `https://${id}.example.net/`,
});

describe('front-door schema', () => {
  it('accepts a well-formed front door and a catalogue', () => {
    const f = door('ams-1', 'mail', 52.37, 4.9);
    expect(FrontDoorSchema.parse(f)).toEqual(f);
    expect(FrontDoorCatalogueSchema.parse({ frontDoors: [f], self: null }).self).toBeNull();
  });

  it.each([
    ['id', { id: 'Ams_1' }],
    ['id', { id: 'x'.repeat(41) }],
    ['workload', { workload: 'chat' }],
    ['latitude', { latitude: 91 }],
    ['countryCode', { countryCode: 'nl' }],
    ['probeUrl', { probeUrl: 'https://ams.example.net' }],
    ['probeUrl', { probeUrl: 'ftp://ams.example.net/' }],
    ['probeUrl', { probeUrl: '/relative/' }],
    ['probeUrl', { probeUrl: 'https://ams.example.net/?x=1/' }],
  ])('rejects a bad %s', (field, change) => {
    const r = FrontDoorSchema.safeParse({ ...door('ams', 'mail', 0, 0), ...change });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual([field]);
  });

  it('refuses the same workload and id twice, but allows one id for both workloads', () => {
    const a = door('ams', 'mail', 0, 0);
    expect(FrontDoorListSchema.safeParse([a, door('ams', 'files', 0, 0)]).success).toBe(true);
    const dup = FrontDoorListSchema.safeParse([a, a]);
    expect(dup.error?.issues[0]).toMatchObject({ path: [1, 'id'], message: 'duplicate mail/ams' });
  });

  it('bounds the download size', () => {
    expect(ProbeDownloadQuerySchema.parse({ bytes: '1000' })).toEqual({ bytes: 1000 });
    for (const bytes of ['0', '-1', '1.5', 'abc', String(PROBE_DOWNLOAD_MAX_BYTES + 1)]) {
      expect(ProbeDownloadQuerySchema.safeParse({ bytes }).success).toBe(false);
    }
  });
});

describe('latency statistics', () => {
  it('summarises samples in the order taken', () => {
    expect(latencyStats([10, 30, 20, 40])).toEqual({
      count: 4,
      min: 10,
      median: 25,
      medianInterval: null,
      p90: 37,
      max: 40,
      jitter: (20 + 10 + 20) / 3,
    });
    expect(latencyStats([7])).toEqual({
      count: 1,
      min: 7,
      median: 7,
      medianInterval: null,
      p90: 7,
      max: 7,
      jitter: 0,
    });
  });

  it('states the median with its 95 % interval from six samples on, widened by the samples’ resolution, and below by the browser’s allowance', () => {
    expect(BROWSER_TIMING_ALLOWANCE_MS).toBe(1);
    // Whole milliseconds: the order statistics (12 and 40; 17 and 27) widened by 1 ms each side, 1 more below.
    expect(latencyStats([31, 12, 40, 25, 18, 22])!.medianInterval).toEqual({
      lower: 10,
      upper: 41,
      confidence: 0.95,
    });
    const samples = Array.from({ length: 25 }, (_, i) => 10 + i);
    expect(latencyStats(samples)!.medianInterval).toEqual({ lower: 15, upper: 28, confidence: 0.95 });
    // A Chromium clock's 0.1 ms plus the allowance, and never below 0.
    const fine = Array.from({ length: 25 }, (_, i) => 1.1 + i / 10);
    const ci = latencyStats(fine)!.medianInterval!;
    expect(ci.lower).toBeCloseTo(0.7, 9);
    expect(ci.upper).toBeCloseTo(2.9, 9);
    expect(latencyStats([0.1, 0.1, 0.1, 0.2, 0.2, 0.3])!.medianInterval!.lower).toBe(0);
  });

  it('gives what the report schema accepts (the probes load it without the schemas)', () => {
    expectTypeOf<LatencySummary>().toEqualTypeOf<LatencyStats>();
    expect(LatencyStatsSchema.parse(latencyStats([3, 1, 2]))).toEqual(latencyStats([3, 1, 2]));
  });

  it('ignores unusable samples and answers null when none remain', () => {
    expect(latencyStats([])).toBeNull();
    expect(latencyStats([NaN, -1, Infinity])).toBeNull();
    expect(latencyStats([5, NaN, 5])?.count).toBe(2);
  });

  it('keeps min ≤ median ≤ p90 ≤ max and 0 ≤ jitter ≤ max − min', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 60_000, noNaN: true }), { minLength: 1 }), (samples) => {
        const s = latencyStats(samples)!;
        expect(s.count).toBe(samples.length);
        expect(s.min).toBeLessThanOrEqual(s.median);
        expect(s.median).toBeLessThanOrEqual(s.p90);
        expect(s.p90).toBeLessThanOrEqual(s.max);
        expect(s.jitter).toBeGreaterThanOrEqual(0);
        expect(s.jitter).toBeLessThanOrEqual(s.max - s.min + 1e-9);
      }),
    );
  });

  it('does not depend on order except for jitter', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 1 }), (samples) => {
        const { jitter: _a, ...forward } = latencyStats(samples)!;
        const { jitter: _b, ...reversed } = latencyStats([...samples].reverse())!;
        expect(reversed).toEqual(forward);
      }),
    );
  });
});

describe('nearest front doors', () => {
  const doors = [
    door('lon', 'mail', 51.51, -0.13),
    door('par', 'mail', 48.86, 2.35),
    door('nyc', 'mail', 40.71, -74.01),
    door('lon', 'files', 51.51, -0.13),
  ];

  it('ranks one workload by great-circle distance', () => {
    const near = nearestFrontDoors({ latitude: 50.85, longitude: 4.35 }, doors, 'mail', 2);
    expect(near.map((f) => f.id)).toEqual(['par', 'lon']);
    expect(near[0]!.distanceKm).toBeCloseTo(264, -1);
    expect(nearestFrontDoors({ latitude: 0, longitude: 0 }, doors, 'files', 5).map((f) => f.id)).toEqual([
      'lon',
    ]);
    expect(nearestFrontDoors({ latitude: 0, longitude: 0 }, doors, 'mail', 0)).toEqual([]);
  });
});
