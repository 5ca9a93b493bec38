import { describe, expect, it } from 'vitest';
import { snapCoordinate, type EgressLocation, type NearestPlace } from '@netlens/core';
import { ApiError } from '../../lib/api';
import { detectLocation, type DetectDeps } from './detect';
import { LocationNotFoundError, MapsCallError } from './errors';
import { failureOfCode } from '../../lib/geolocation';
import { withRetries } from './retry';

const osaka: NearestPlace = {
  address: { city: 'Osaka', region: 'Osaka', country: 'Japan', countryCode: 'JP' },
  point: { latitude: 34.69, longitude: 135.5 },
  distanceKm: 1,
};
const egress: EgressLocation = {
  country: 'Japan',
  state: 'Tokyo',
  city: 'Tokyo',
  cityLat: 35.6895,
  cityLong: 139.6917,
  countryCode: 'JP',
  precision: 'city',
};
const apiError = (status: number) =>
  new ApiError({ method: 'GET', path: '/api/geo/reverse', status, reason: 'x' });

function deps(overrides: Partial<DetectDeps>): DetectDeps {
  return {
    position: async () => ({ ok: true, point: { latitude: 34.6937, longitude: 135.5023 } }),
    reverse: async () => osaka,
    egress: async () => egress,
    ...overrides,
  };
}

describe('failureOfCode', () => {
  it('maps the GeolocationPositionError codes', () => {
    expect([1, 2, 3, 9].map(failureOfCode)).toEqual(['denied', 'unavailable', 'timeout', 'unknown']);
  });
});

describe('withRetries', () => {
  // A transient failure (503) is tried up to the limit, any other (400) once.
  it.each([
    [503, 3],
    [400, 1],
  ])('after a %i answer calls %i times', async (status, expected) => {
    let calls = 0;
    await expect(
      withRetries(
        async () => {
          calls++;
          throw apiError(status);
        },
        3,
        0,
      ),
    ).rejects.toThrow();
    expect(calls).toBe(expected);
  });
});

describe('detectLocation', () => {
  it('snaps the browser position and names its city', async () => {
    const seen: unknown[] = [];
    const found = await detectLocation('ja', deps({ reverse: async (p, c) => (seen.push(p, c), osaka) }));
    expect(found.fallback).toBeNull();
    expect(found.location).toMatchObject({ isAutoDetected: true, source: 'browser', address: osaka.address });
    expect(found.location.point).toEqual(snapCoordinate(34.6937, 135.5023));
    expect(seen).toEqual([found.location.point, 'ja']);
  });

  it('keeps the point without a city when no place is near', async () => {
    const found = await detectLocation(
      'en',
      deps({
        reverse: async () => {
          throw apiError(404);
        },
      }),
    );
    expect(found.location.address.city).toBe('');
  });

  it('raises a maps call error after the reverse geocode fails three times', async () => {
    let calls = 0;
    const failing = deps({
      reverse: async () => {
        calls++;
        throw apiError(502);
      },
    });
    await expect(detectLocation('en', failing)).rejects.toBeInstanceOf(MapsCallError);
    expect(calls).toBe(3);
  });

  it('falls back to the egress location and says why', async () => {
    const found = await detectLocation(
      'en',
      deps({ position: async () => ({ ok: false, failure: 'denied' }) }),
    );
    expect(found.fallback).toBe('denied');
    expect(found.location).toMatchObject({
      source: 'egress',
      isAutoDetected: true,
      address: { city: 'Tokyo', region: 'Tokyo', country: 'Japan', countryCode: 'JP' },
    });
  });

  it('gives up when the egress location is unknown too', async () => {
    const none = deps({
      position: async () => ({ ok: false, failure: 'timeout' }),
      egress: async () => {
        throw apiError(404);
      },
    });
    await expect(detectLocation('en', none)).rejects.toBeInstanceOf(LocationNotFoundError);
  });
});
