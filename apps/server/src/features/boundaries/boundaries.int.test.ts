import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feature } from 'topojson-client';
import { startTestApp, testDatabases, type TestApp } from '../../test/harness.js';
import { Browser, seedOrg, seedUser } from '../../test/identity-helpers.js';

const kinds = await testDatabases();
const base = '/api/pnpp/api/v1';

type Areas = { features: { properties: { id: string; name: string; country: string; area: string } }[] };
const areasOf = (topo: never) =>
  feature(topo, (topo as { objects: { areas: never } }).objects.areas) as unknown as Areas;

describe.each(kinds)('map boundaries (%s)', (kind) => {
  let t: TestApp;
  let user: Browser;

  beforeAll(async () => {
    t = await startTestApp(kind);
    await seedOrg(t, 'contoso');
    await seedUser(t, 'contoso', 'mapper', []);
    user = new Browser(t);
    await user.signIn('mapper');
  });
  afterAll(async () => t?.close());

  it('answers a country outline by name or code, compressed and cacheable', async () => {
    const res = await user.request({
      method: 'GET',
      url: `${base}/map/GeoBoundaries/country/Japan`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toContain('max-age');
    const byCode = await user.get(`${base}/map/GeoBoundaries/country/jp`);
    const areas = areasOf(byCode.json() as never);
    expect(areas.features).toHaveLength(1);
    expect(areas.features[0]?.properties).toMatchObject({ country: 'JP', area: 'CountryRegion' });
    // Simplified for a country-level view: tens of kilobytes, not the megabytes of the source.
    expect(byCode.body.length).toBeLessThan(60_000);
  });

  it("answers a country's first-level divisions and one division", async () => {
    const states = areasOf(
      (
        await user.get(`${base}/map/GeoBoundaries/state/${crypto.randomUUID()}/United States`)
      ).json() as never,
    );
    const names = states.features.map((f) => f.properties.name);
    expect(names).toContain('Washington');
    expect(names).toContain('Texas');
    expect(states.features.every((f) => f.properties.area === 'AdminDivision1')).toBe(true);
    const one = await user.get(
      `${base}/map/geoBoundary/AdminDivision1/${encodeURIComponent('Washington, US')}`,
    );
    expect(areasOf(one.json() as never).features.map((f) => f.properties.id)).toEqual(['US-WA']);
  });

  it('answers cities as points from the gazetteer, null where unknown', async () => {
    const res = await user.get(
      `${base}/PartnerPerformance/getCityBoundaries?country=Japan&cities=${encodeURIComponent('Tokyo, Nowhereville')}`,
    );
    expect(res.statusCode).toBe(200);
    const [tokyo, nowhere] = res.json() as { city: string; latitude: number | null }[];
    expect(tokyo?.city).toBe('Tokyo');
    expect(tokyo?.latitude).toBeCloseTo(35.7, 0);
    expect(nowhere).toMatchObject({ city: 'Nowhereville', latitude: null });
  });

  it('names what is wrong: an unknown place is 404, a bad type or missing country 400, no sign-in 401', async () => {
    const unknown = await user.get(`${base}/map/GeoBoundaries/country/Atlantis`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.id).toBe('BOUNDARY_NOT_FOUND');
    expect(unknown.json().error.message).toContain('Atlantis');
    expect((await user.get(`${base}/map/geoBoundary/Planet/Earth`)).statusCode).toBe(400);
    expect((await user.get(`${base}/map/geoBoundary/AdminDivision1/Washington`)).statusCode).toBe(400);
    expect((await user.get(`${base}/PartnerPerformance/getCityBoundaries?country=JP`)).statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'GET', url: `${base}/map/GeoBoundaries/country/JP` });
    expect(anonymous.statusCode).toBe(401);
  });
});
