import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { mapsAnswer, mapsResource, startFakeMaps, type FakeMaps } from '../../test/maps-test-server.js';

describe('geo routes on a maps service (a loopback stand-in)', () => {
  let fake: FakeMaps;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeMaps();
    t = await startTestApp('sqlite', { MAPS_API_KEY: 'maps-key-123', MAPS_BASE_URL: `${fake.baseUrl}/` });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('reverse geocodes the snapped point in the culture of the request', async () => {
    fake.requests.length = 0;
    fake.answer(() => ({ status: 200, body: mapsAnswer(mapsResource('Lyon', 'FR', 45.76, 4.84)) }));
    const res = await t.app.inject({
      url: '/api/geo/reverse?lat=45.7600123&lon=4.8400456',
      headers: { 'accept-language': 'ja' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      address: { city: 'Lyon', countryCode: 'FR' },
      point: { latitude: 45.76 },
    });
    const url = fake.requests[0]!;
    expect(url.pathname).toBe('/REST/v1/Locations/45.760365,4.839975');
    expect(url.searchParams.get('c')).toBe('ja');
    expect(url.searchParams.get('key')).toBe('maps-key-123');
  });

  it('answers 502 naming the maps call after 3 failed tries of a reverse geocode', async () => {
    fake.requests.length = 0;
    fake.answer(() => ({ status: 500 }));
    const res = await t.app.inject({ url: '/api/geo/reverse?lat=10&lon=10' });
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toMatchObject({
      id: 'MAPS_CALL_FAILED',
      message: 'The maps service call GET Locations/{point} failed after 3 tries.',
    });
    expect(res.body).not.toContain('maps-key-123');
    expect(fake.requests).toHaveLength(3);
  });

  it('offers no suggestions, without an error, when a search fails', async () => {
    fake.requests.length = 0;
    fake.answer(() => ({ status: 500 }));
    const res = await t.app.inject({ url: '/api/geo/search?q=Lyon' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ places: [] });
    expect(fake.requests).toHaveLength(3);
  });

  it('passes search results through, at most 8', async () => {
    const many = Array.from({ length: 10 }, (_, i) => mapsResource(`Town ${i}`, 'DE', 50 + i / 10, 8));
    fake.answer(() => ({ status: 200, body: mapsAnswer(...many) }));
    const res = await t.app.inject({ url: '/api/geo/search?q=Town&culture=en-GB' });
    expect(res.json().places).toHaveLength(8);
  });
});
