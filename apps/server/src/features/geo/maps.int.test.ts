import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { mapsAnswer, mapsResource, startFakeMaps, type FakeMaps } from '../../test/maps-test-server.js';

const remapUrl = '/api/AnonymousConnectivityTest/RemapBingGeo';

/** A Locations resource for Paris as the maps service answers it, with fields the product ignores. */
const paris = {
  __type: 'Location:http://schemas.microsoft.com/search/local/ws/rest/v1',
  bbox: [48.8, 2.22, 48.91, 2.47],
  name: 'Paris, Paris, France',
  point: { type: 'Point', coordinates: [48.8566, 2.3522] },
  address: {
    adminDistrict: 'Île-de-France',
    adminDistrict2: 'Paris',
    countryRegion: 'France',
    formattedAddress: 'Paris, Paris, France',
    locality: 'Paris',
    countryRegionIso2: 'FR',
  },
  confidence: 'High',
  entityType: 'PopulatedPlace',
};

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

  // Search and reverse geocoding go to the maps service, while RemapBingGeo names the product's own
  // places from the embedded gazetteer.
  describe('RemapBingGeo: a maps location onto the product’s own places', () => {
    const remap = (payload: unknown, query = '') =>
      t.app.inject({ method: 'POST', url: `${remapUrl}${query}`, payload: payload as object });

    it('gives the gazetteer’s place of the same name, without calling the maps service', async () => {
      fake.requests.length = 0;
      const res = await remap(paris);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        address: { city: 'Paris', region: 'Île-de-France', country: 'France', countryCode: 'FR' },
        matchedBy: 'name',
      });
      expect(body.distanceKm).toBeLessThan(5);
      expect(Object.keys(body).sort()).toEqual(['address', 'distanceKm', 'matchedBy', 'point']);
      expect(fake.requests).toHaveLength(0);
    });

    it('names the country in the culture asked for', async () => {
      const tokyo = mapsResource('Tokyo', 'JP', 35.6895, 139.6917);
      const ja = await remap(tokyo, '?culture=ja');
      expect(ja.json()).toMatchObject({ address: { city: 'Tokyo', country: '日本' }, matchedBy: 'name' });
      const zh = await t.app.inject({
        method: 'POST',
        url: remapUrl,
        payload: tokyo,
        headers: { 'accept-language': 'zh-TW' },
      });
      expect(zh.json().address.country).toBe('日本');
    });

    it('keeps the locality the maps service named where reverse geocoding names a bigger place', async () => {
      // 4 km from the centre of Paris and 0.9 km from Bagnolet's: reverse geocoding says Paris.
      const res = await remap(mapsResource('Bagnolet', 'FR', 48.865, 2.405));
      expect(res.json()).toMatchObject({
        address: { city: 'Bagnolet', countryCode: 'FR' },
        matchedBy: 'name',
      });
      const unnamed = await remap({
        point: { coordinates: [48.865, 2.405] },
        address: { countryRegionIso2: 'fr' },
      });
      expect(unnamed.json()).toMatchObject({ address: { city: 'Paris' }, matchedBy: 'nearest' });
    });

    it('falls back to the nearest town or city in the same country when the name is unknown', async () => {
      const res = await remap({
        point: { coordinates: [48.8566, 2.3522] },
        address: { locality: 'パリ', countryRegion: 'France' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        address: { city: 'Paris', countryCode: 'FR' },
        matchedBy: 'nearest',
      });
      const bare = await remap({ point: { coordinates: [51.5074, -0.1278] } });
      expect(bare.json()).toMatchObject({
        address: { city: 'London', countryCode: 'GB' },
        matchedBy: 'nearest',
      });
      // Annemasse, in France, is nearest; the maps service placed the point in Switzerland.
      const annemasse = { coordinates: [46.1935, 6.2366] };
      expect((await remap({ point: annemasse })).json().address.countryCode).toBe('FR');
      const swiss = await remap({ point: annemasse, address: { countryRegionIso2: 'CH' } });
      expect(swiss.json()).toMatchObject({ address: { countryCode: 'CH' }, matchedBy: 'nearest' });
    });

    it('answers 400 naming the field for a location that is not one', async () => {
      const cases: [unknown, string][] = [
        [{ ...paris, point: { coordinates: [95, 2.35] } }, 'body.point.coordinates.0'],
        [
          { ...paris, address: { ...paris.address, countryRegionIso2: 'FRA' } },
          'body.address.countryRegionIso2',
        ],
        [{ address: paris.address }, 'body.point'],
      ];
      for (const [payload, path] of cases) {
        const res = await remap(payload);
        expect(res.statusCode, path).toBe(400);
        expect(res.json().error.id).toBe('VALIDATION_FAILED');
        expect(res.json().error.details.map((d: { path: string }) => d.path)).toContain(path);
      }
    });

    it('answers 404 PLACE_NOT_FOUND where the gazetteer has no place (the open ocean)', async () => {
      const res = await remap({ point: { coordinates: [0, -30] }, address: { locality: 'Nowhere' } });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toMatchObject({
        id: 'PLACE_NOT_FOUND',
        message: 'No place was found near 0, -30.',
      });
    });

    it('is described in the OpenAPI document with its request and answer', async () => {
      const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
      const post = doc.paths[remapUrl].post;
      expect(JSON.stringify(post.requestBody)).toContain('RemapBingGeoRequest');
      expect(JSON.stringify(post.responses['200'])).toContain('RemappedPlace');
    });
  });
});
