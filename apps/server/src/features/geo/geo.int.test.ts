import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { embeddedMmdbFiles } from './ip-locator.js';

// Geo routes keep no data of their own: SQLite is enough. The embedded gazetteer and IP database
// are the real ones shipped in npm packages.
describe('geo routes on the embedded data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(async () => t?.close());

  const egress = (remoteAddress: string, url = '/api/AnonymousConnectivityTest/ReverseEgressLocation') =>
    t.app.inject({ url, remoteAddress });

  it('locates a public IPv4 egress address, in the language asked for', async () => {
    const res = await egress('81.2.69.142');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.json();
    expect(body).toMatchObject({ country: 'United Kingdom', countryCode: 'GB' });
    expect(body.cityLat).toBeGreaterThan(49);
    expect(body.cityLat).toBeLessThan(61);
    expect(['city', 'region', 'country']).toContain(body.precision);
    const ja = await egress('81.2.69.142', '/api/AnonymousConnectivityTest/ReverseEgressLocation?culture=ja');
    expect(ja.json().country).toBe('イギリス');
    const zh = await t.app.inject({
      url: '/api/AnonymousConnectivityTest/ReverseEgressLocation',
      remoteAddress: '81.2.69.142',
      headers: { 'accept-language': 'zh-TW' },
    });
    expect(zh.json().country).toBe('英國');
  });

  it('locates a public IPv6 egress address', async () => {
    const res = await egress('2001:200::1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ countryCode: 'JP', country: 'Japan' });
  });

  it('says a private or loopback address has no known location, and invents none', async () => {
    for (const ip of ['10.0.0.1', '192.168.1.20', '127.0.0.1', '::1']) {
      const res = await egress(ip);
      expect(res.statusCode, ip).toBe(404);
      expect(res.json().error).toMatchObject({ id: 'EGRESS_LOCATION_UNKNOWN', status: 404 });
      expect(res.json().error.message).toContain(ip);
    }
  });

  it('suggests at most 8 cities with address and point, London GB first for "Lond"', async () => {
    const res = await t.app.inject({ url: '/api/geo/search?q=%20Lond%20' });
    expect(res.statusCode).toBe(200);
    const { places } = res.json();
    expect(places.length).toBeGreaterThan(1);
    expect(places.length).toBeLessThanOrEqual(8);
    expect(places[0]).toMatchObject({
      address: { city: 'London', region: 'England', country: 'United Kingdom', countryCode: 'GB' },
      point: { latitude: expect.any(Number), longitude: expect.any(Number) },
    });
    const tokyo = await t.app.inject({ url: '/api/geo/search?q=Tokyo&culture=ja' });
    expect(tokyo.json().places[0].address).toMatchObject({ city: 'Tokyo', country: '日本' });
    const par = await t.app.inject({ url: '/api/geo/search?q=Par' });
    expect(par.json().places[0].address).toMatchObject({ city: 'Paris', countryCode: 'FR' });
  });

  it('names the nearest place to a location', async () => {
    const res = await t.app.inject({ url: '/api/geo/reverse?lat=48.8566&lon=2.3522&culture=zh-Hans' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ address: { city: 'Paris', country: '法国', countryCode: 'FR' } });
    expect(res.json().distanceKm).toBeLessThan(2);
  });

  it('finds no place in the open ocean or beyond 87° (snapped to 0,0)', async () => {
    for (const url of ['/api/geo/reverse?lat=0&lon=-30', '/api/geo/reverse?lat=88&lon=15']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.id).toBe('PLACE_NOT_FOUND');
    }
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const cases: [string, string][] = [
      ['/api/geo/search', 'querystring.q'],
      ['/api/geo/search?q=%20%20', 'querystring.q'],
      [`/api/geo/search?q=${'x'.repeat(101)}`, 'querystring.q'],
      ['/api/geo/search?q=Lond&culture=%3Cscript%3E', 'querystring.culture'],
      ['/api/geo/reverse?lat=91&lon=0', 'querystring.lat'],
      ['/api/geo/reverse?lat=north&lon=0', 'querystring.lat'],
      ['/api/geo/reverse?lat=10', 'querystring.lon'],
      ['/api/geo/reverse?lat=10&lon=-180.5', 'querystring.lon'],
    ];
    for (const [url, path] of cases) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.id, url).toBe('VALIDATION_FAILED');
      expect(
        res.json().error.details.map((d: { path: string }) => d.path),
        url,
      ).toContain(path);
    }
  });

  it('describes the three routes in the API document', async () => {
    const paths = Object.keys((await t.app.inject({ url: '/api/docs/json' })).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/AnonymousConnectivityTest/ReverseEgressLocation',
        '/api/geo/search',
        '/api/geo/reverse',
      ]),
    );
  });
});

describe('geo routes behind a proxy and on the GCC cloud', () => {
  const apps: TestApp[] = [];
  afterAll(async () => Promise.all(apps.map((a) => a.close())));

  it('locates the forwarded address when TRUST_PROXY is on, under /gcc', async () => {
    const t = await startTestApp('sqlite', { TRUST_PROXY: 'true', CLOUD_NAME: 'GCC' });
    apps.push(t);
    const res = await t.app.inject({
      url: '/gcc/api/AnonymousConnectivityTest/ReverseEgressLocation',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '2.125.160.216' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().countryCode).toBe('GB');
    expect(
      (await t.app.inject({ url: '/gcc/api/geo/search?q=Paris' })).json().places[0].address.countryCode,
    ).toBe('FR');
  });

  it('ignores a forwarded address when TRUST_PROXY is off', async () => {
    const t = await startTestApp('sqlite');
    apps.push(t);
    const res = await t.app.inject({
      url: '/api/AnonymousConnectivityTest/ReverseEgressLocation',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '2.125.160.216' },
    });
    expect(res.statusCode).toBe(404);
  });

  it('reads the file GEOIP_MMDB names instead of the embedded pair', async () => {
    const t = await startTestApp('sqlite', { GEOIP_MMDB: embeddedMmdbFiles().ipv4 });
    apps.push(t);
    const v4 = await t.app.inject({
      url: '/api/AnonymousConnectivityTest/ReverseEgressLocation',
      remoteAddress: '81.2.69.142',
    });
    expect(v4.json().countryCode).toBe('GB');
    // An IPv4-only file knows nothing of IPv6 addresses: no location rather than an error.
    const v6 = await t.app.inject({
      url: '/api/AnonymousConnectivityTest/ReverseEgressLocation',
      remoteAddress: '2001:200::1',
    });
    expect(v6.statusCode).toBe(404);
  });

  it('refuses to start when GEOIP_MMDB names a missing file', async () => {
    await expect(startTestApp('sqlite', { GEOIP_MMDB: '/nonexistent/city.mmdb' })).rejects.toThrow(
      /GEOIP_MMDB/,
    );
  });
});
