import { describe, expect, it } from 'vitest';
import {
  AddressSchema,
  EGRESS_DISTANCE_INSIGHT_KM,
  EgressLocationSchema,
  GeoPointSchema,
  GeoReverseQuerySchema,
  GeoSearchQuerySchema,
  LOCATION_GRID_DEG,
  MapsLocationResponseSchema,
  haversineKm,
  kmToMiles,
  snapCoordinate,
} from './location.js';

const london = { latitude: 51.5074, longitude: -0.1278 };
const paris = { latitude: 48.8566, longitude: 2.3522 };

describe('distances', () => {
  it('measures London–Paris at about 344 km', () => {
    expect(haversineKm(london, paris)).toBeCloseTo(343.5, 0);
    expect(haversineKm(paris, london)).toBeCloseTo(haversineKm(london, paris), 9);
    expect(haversineKm(london, london)).toBe(0);
  });

  it('crosses the antimeridian the short way and reaches the antipode', () => {
    const d = haversineKm({ latitude: 0, longitude: 179.5 }, { latitude: 0, longitude: -179.5 });
    expect(d).toBeCloseTo(111.2, 0);
    expect(haversineKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(
      20015,
      -1,
    );
  });

  it('converts to miles, and the insight threshold is 500 mi', () => {
    expect(kmToMiles(1.609344)).toBeCloseTo(1, 12);
    expect(kmToMiles(EGRESS_DISTANCE_INSIGHT_KM)).toBeCloseTo(497.1, 1);
  });
});

describe('snapping', () => {
  it.each([
    [51.5074, -0.1278, 51.506595, -0.12789],
    [48.8566, 2.3522, 48.856185, 2.352735],
    [-33.8688, 151.2093, -33.8688, 151.21008],
    [0.001, -0.001, 0, 0],
  ])('%f,%f → %f,%f', (lat, lon, sLat, sLon) => {
    expect(snapCoordinate(lat, lon)).toEqual({ latitude: sLat, longitude: sLon });
  });

  it('lands on the grid and moves a point by at most half a cell', () => {
    for (const [lat, lon] of [
      [12.3456789, 98.7654321],
      [-45.000001, -122.4194],
      [86.99, 179.999],
    ] as const) {
      const s = snapCoordinate(lat, lon);
      expect(Math.abs(s.latitude - lat)).toBeLessThanOrEqual(LOCATION_GRID_DEG / 2 + 1e-6);
      const cells = s.latitude / LOCATION_GRID_DEG;
      expect(Math.abs(cells - Math.round(cells))).toBeLessThan(1e-3);
      expect(Math.abs(s.longitude)).toBeLessThanOrEqual(180);
    }
  });

  it('sets a point beyond 87° of latitude to 0,0, and keeps one at exactly 87°', () => {
    expect(snapCoordinate(87.0001, 10)).toEqual({ latitude: 0, longitude: 0 });
    expect(snapCoordinate(-89.9, -170)).toEqual({ latitude: 0, longitude: 0 });
    expect(snapCoordinate(87, 10).latitude).toBeCloseTo(87, 2);
  });
});

describe('schemas', () => {
  it('bounds latitude and longitude', () => {
    expect(GeoPointSchema.safeParse({ latitude: 90, longitude: -180 }).success).toBe(true);
    expect(GeoPointSchema.safeParse({ latitude: 90.1, longitude: 0 }).success).toBe(false);
    expect(GeoPointSchema.safeParse({ latitude: 0, longitude: 180.5 }).success).toBe(false);
  });

  it('reads query coordinates from text and refuses blanks, words and out-of-range values', () => {
    expect(GeoReverseQuerySchema.parse({ lat: ' 48.85 ', lon: '2.35' })).toEqual({ lat: 48.85, lon: 2.35 });
    for (const bad of [
      { lat: '', lon: '1' },
      { lat: 'north', lon: '1' },
      { lat: '91', lon: '1' },
      { lat: '1' },
    ]) {
      expect(GeoReverseQuerySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('trims search text and keeps it to 1–100 characters', () => {
    expect(GeoSearchQuerySchema.parse({ q: '  Lond ', culture: 'ja-JP' })).toEqual({
      q: 'Lond',
      culture: 'ja-JP',
    });
    expect(GeoSearchQuerySchema.safeParse({ q: '   ' }).success).toBe(false);
    expect(GeoSearchQuerySchema.safeParse({ q: 'x'.repeat(101) }).success).toBe(false);
    expect(GeoSearchQuerySchema.safeParse({ q: 'x', culture: 'not a tag' }).success).toBe(false);
  });

  it('accepts addresses and egress locations with unknown parts left empty', () => {
    expect(
      AddressSchema.safeParse({ city: 'Paris', region: '', country: 'France', countryCode: 'FR' }).success,
    ).toBe(true);
    expect(AddressSchema.safeParse({ city: 'x', region: '', country: '', countryCode: 'fr' }).success).toBe(
      false,
    );
    const egress = {
      country: 'United States',
      state: '',
      city: '',
      cityLat: 37.751,
      cityLong: -97.822,
      countryCode: 'US',
      precision: 'country',
    };
    expect(EgressLocationSchema.parse(egress)).toEqual(egress);
  });

  it('reads a maps answer and keeps fields it does not name', () => {
    const answer = {
      statusCode: 200,
      resourceSets: [
        {
          estimatedTotal: 1,
          resources: [
            {
              name: 'Paris, France',
              point: { type: 'Point', coordinates: [48.85, 2.35] },
              address: {
                locality: 'Paris',
                adminDistrict: 'IdF',
                countryRegion: 'France',
                countryRegionIso2: 'FR',
              },
              confidence: 'High',
            },
          ],
        },
      ],
    };
    const parsed = MapsLocationResponseSchema.parse(answer);
    expect(parsed.resourceSets[0]?.resources[0]?.point.coordinates).toEqual([48.85, 2.35]);
    expect(parsed.resourceSets[0]?.resources[0]).toHaveProperty('confidence', 'High');
    expect(MapsLocationResponseSchema.safeParse({ resourceSets: [{ resources: [] }] }).success).toBe(false);
  });
});
