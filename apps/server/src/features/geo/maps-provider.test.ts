import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError, MAPS_RETRIES } from '@netlens/core';
import { MapsCalls, MapsProvider } from './maps-provider.js';
import { mapsAnswer, mapsResource, startFakeMaps, type FakeMaps } from '../../test/maps-test-server.js';

let fake: FakeMaps;
let maps: MapsProvider;
const warnings: object[] = [];

beforeAll(async () => {
  fake = await startFakeMaps();
  maps = new MapsProvider({
    baseUrl: fake.baseUrl,
    apiKey: 'secret-key-1',
    backoffMs: 1,
    timeoutMs: 300,
    log: { warn: (obj) => warnings.push(obj) },
  });
});
afterAll(async () => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  warnings.length = 0;
});

describe('maps service client', () => {
  it('reverse geocodes with the parameters of the spec and reads the first resource', async () => {
    fake.answer(() => ({ status: 200, body: mapsAnswer(mapsResource('Paris', 'fr', 48.8566, 2.3522)) }));
    const place = await maps.reverse(48.856185, 2.352735, 'ja');
    expect(place).toEqual({
      address: { city: 'Paris', region: 'Region', country: 'Country fr', countryCode: 'FR' },
      point: { latitude: 48.8566, longitude: 2.3522 },
      distanceKm: 0.06,
    });
    const url = fake.requests[0]!;
    expect(url.pathname).toBe('/REST/v1/Locations/48.856185,2.352735');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      maxResults: '1',
      include: 'ciso2',
      inclnb: '1',
      c: 'ja',
      key: 'secret-key-1',
    });
  });

  it('searches by text and keeps only suggestions that carry an address', async () => {
    const noAddress = { name: 'Somewhere', point: { coordinates: [1, 2] } };
    fake.answer(() => ({
      status: 200,
      body: mapsAnswer(mapsResource('Lyon', 'FR', 45.76, 4.84), noAddress),
    }));
    const places = await maps.search('Lyon', 'en', 8);
    expect(places.map((p) => p.address.city)).toEqual(['Lyon']);
    const url = fake.requests[0]!;
    expect(url.pathname).toBe('/REST/v1/Locations');
    expect(url.searchParams.get('query')).toBe('Lyon');
    expect(url.searchParams.get('maxResults')).toBe('8');
  });

  it(`tries a failing reverse geocode ${MAPS_RETRIES} times, then raises an error naming the call`, async () => {
    fake.answer(() => ({ status: 503 }));
    const err = await maps.reverse(1, 2, 'en').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ id: 'MAPS_CALL_FAILED', params: { call: MapsCalls.reverse, tries: 3 } });
    expect(fake.requests).toHaveLength(3);
    expect(warnings).toHaveLength(3);
    expect(JSON.stringify(warnings)).not.toContain('secret-key-1');
  });

  it('succeeds when a later try answers', async () => {
    let n = 0;
    fake.answer(() =>
      ++n < 3 ? { status: 500 } : { status: 200, body: mapsAnswer(mapsResource('Oslo', 'NO', 59.9, 10.7)) },
    );
    expect((await maps.reverse(59.9, 10.7, 'en'))?.address.city).toBe('Oslo');
    expect(fake.requests).toHaveLength(3);
  });

  it('counts timeouts and malformed answers as failed tries', async () => {
    fake.answer(() => 'hang');
    await expect(maps.reverse(1, 2, 'en')).rejects.toMatchObject({ id: 'MAPS_CALL_FAILED' });
    expect(fake.requests).toHaveLength(3);
    fake.requests.length = 0;
    fake.answer(() => ({ status: 200, body: { resourceSets: 'nope' } }));
    await expect(maps.reverse(1, 2, 'en')).rejects.toMatchObject({ id: 'MAPS_CALL_FAILED' });
    expect(fake.requests).toHaveLength(3);
  });

  it('does not retry a refused key', async () => {
    fake.answer(() => ({ status: 401 }));
    await expect(maps.reverse(1, 2, 'en')).rejects.toMatchObject({ params: { tries: 1 } });
    expect(fake.requests).toHaveLength(1);
  });

  it('only logs a failed search and offers no suggestions', async () => {
    fake.answer(() => ({ status: 500 }));
    expect(await maps.search('Lyon', 'en', 8)).toEqual([]);
    expect(fake.requests).toHaveLength(3);
    expect(warnings).toHaveLength(3);
  });

  it('answers no place when the service finds none', async () => {
    fake.answer(() => ({ status: 200, body: mapsAnswer() }));
    expect(await maps.reverse(0.5, -30, 'en')).toBeNull();
  });
});
