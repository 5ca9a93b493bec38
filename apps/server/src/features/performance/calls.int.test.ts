import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/harness.js';
import { PnppBase as base } from '../../test/partners-fixtures.js';
import { providersSuite, spread } from '../../test/performance-fixtures.js';

const kinds = await testDatabases();
const DAY1 = '2026-11-18';
const DAY2 = '2026-11-19';

interface Row {
  solutionId: string;
  solutionName: string;
  latencyMs: number | null;
  npi: number | null;
  aggrLevel: string;
  city: string;
}

describe.each(kinds)('provider performance: the calls (%s)', (kind) => {
  const w = providersSuite(kind);
  const page = async (query: string, continuation?: string) => {
    const res = await w.p.staff.request({
      url: `${base}/PartnerPerformance/latestPagination?${query}`,
      headers: continuation ? { 'x-ms-continuation': continuation } : {},
    });
    expect(res.statusCode, res.body).toBe(200);
    return {
      body: res.json() as { items: Row[]; continuation: string | null },
      header: res.headers['x-ms-continuation'],
    };
  };

  beforeAll(async () => {
    const city = (asn: number, day: string, name: string, latency: number) =>
      spread(25, 5, { asn, day, country: 'Japan', state: 'Tokyo', city: name }, (i) => latency + (i % 2));
    await w.store([
      ...city(13500, DAY1, 'Tokyo', 40),
      ...city(13500, DAY2, 'Tokyo', 20),
      ...city(13510, DAY2, 'Tokyo', 30),
      ...city(13520, DAY2, 'Tokyo', 100),
      ...city(13520, DAY2, 'Chiyoda', 100),
      ...city(13530, DAY2, 'Tokyo', 60),
    ]);
    await w.aggregate();
  });

  it('lists the latest day per solution, ordered, filtered, and paged by x-ms-continuation', async () => {
    const all = await page('orderBy=latency');
    expect(all.body.items.map((r) => [r.solutionName, r.latencyMs])).toEqual([
      ['Contoso Fibre', 20.5],
      ['Fabrikam Secure Edge', 30.5],
      ['Fabrikam Home', 100.5],
    ]);
    expect(all.body.continuation).toBeNull();
    const byNpi = await page('orderBy=npi');
    expect(byNpi.body.items[0]!.solutionName).toBe('Contoso Fibre');
    const desc = await page('orderBy=latency&isDescending=true&thenBy=solutionName');
    expect(desc.body.items.map((r) => r.solutionName)[0]).toBe('Fabrikam Home');

    const first = await page('orderBy=solutionName&top=2');
    expect(first.body.items.map((r) => r.solutionName)).toEqual(['Contoso Fibre', 'Fabrikam Home']);
    expect(first.header).toBe(first.body.continuation);
    const second = await page('orderBy=solutionName&top=2', first.body.continuation!);
    expect(second.body.items.map((r) => r.solutionName)).toEqual(['Fabrikam Secure Edge']);
    expect(second.body.continuation).toBeNull();
    const viaQuery = await page(`orderBy=solutionName&top=2&continuation=${first.body.continuation}`);
    expect(viaQuery.body.items.map((r) => r.solutionName)).toEqual(['Fabrikam Secure Edge']);

    expect((await page('partnerTypes=sdwan')).body.items.map((r) => r.solutionName)).toEqual([
      'Fabrikam Secure Edge',
    ]);
    expect((await page('isOfficial=true')).body.items.map((r) => r.solutionName)).toEqual([
      'Fabrikam Secure Edge',
    ]);
    expect((await page('tag=ISP&orderBy=solutionName')).body.items.map((r) => r.solutionName)).toEqual([
      'Contoso Fibre',
      'Fabrikam Home',
    ]);
    expect((await page('searchBy=contoso')).body.items.map((r) => r.solutionName)).toEqual(['Contoso Fibre']);
    expect((await page(`targetSolutionIds=${w.p.bobPrivate}`)).body.items.map((r) => r.solutionName)).toEqual(
      ['Fabrikam Home'],
    );
    const cities = await page('aggrLevel=City&country=Japan&state=Tokyo&orderBy=solutionName&thenBy=latency');
    expect(cities.body.items.map((r) => `${r.solutionName}/${r.city}`)).toEqual([
      'Contoso Fibre/Tokyo',
      'Fabrikam Home/Chiyoda',
      'Fabrikam Home/Tokyo',
      'Fabrikam Secure Edge/Tokyo',
    ]);
    expect((await page('city=Chiyoda&country=Japan')).body.items.map((r) => r.solutionName)).toEqual([
      'Fabrikam Home',
    ]);
  });

  it('hides a private solution its provider never contributed from staff, not from its provider', async () => {
    const urls = [
      `${base}/PartnerPerformance/${w.p.bobLab}`,
      `${base}/PartnerPerformance/${w.p.bobLab}/history?startDate=${DAY1}&endDate=${DAY2}`,
      `${base}/PartnerPerformance/profile?solutionId=${w.p.bobLab}`,
      `${base}/SolutionResults/${w.p.bobLab}/latestAssessments`,
      `${base}/Outage/history?solutionId=${w.p.bobLab}`,
    ];
    for (const url of urls) {
      const res = await w.p.staff.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.id).toBe('PERFORMANCE_SOLUTION_NOT_FOUND');
      expect((await w.p.bob.get(url)).statusCode, url).toBe(200);
    }
    const names = (items: Row[]) => items.map((r) => r.solutionName);
    expect(names((await page(`targetSolutionIds=${w.p.bobLab}`)).body.items)).toEqual([]);
    const own = await w.p.bob.get(`${base}/PartnerPerformance/latestPagination?orderBy=solutionName`);
    expect(names(own.json().items as Row[])).toContain('Fabrikam Lab');
  });

  it('answers each bad query with 400 naming the problem', async () => {
    for (const [query, field] of [
      ['orderBy=speed', 'orderBy'],
      ['top=0', 'top'],
      ['top=500', 'top'],
      ['state=Tokyo', 'state'],
      ['orderBy=npi&thenBy=npi', 'thenBy'],
      ['partnerTypes=dialup', 'partnerTypes'],
      ['targetSolutionIds=nope', 'targetSolutionIds'],
      ['aggrLevel=Planet', 'aggrLevel'],
    ]) {
      const res = await w.p.staff.get(`${base}/PartnerPerformance/latestPagination?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(JSON.stringify(res.json().error.details), query).toContain(field);
    }
    const token = (await page('orderBy=solutionName&top=1')).body.continuation!;
    const mismatch = await w.p.staff.request({
      url: `${base}/PartnerPerformance/latestPagination?orderBy=latency`,
      headers: { 'x-ms-continuation': token },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.id).toBe('PERFORMANCE_CONTINUATION_INVALID');
    const range = await w.p.staff.get(
      `${base}/PartnerPerformance/${w.p.aliceIsp}/history?startDate=2026-11-20&endDate=2026-11-01`,
    );
    expect(range.statusCode).toBe(400);
    expect(JSON.stringify(range.json().error.details)).toContain('The end date is before the start date.');
    expect(
      (await w.p.staff.get(`${base}/PartnerPerformance/${w.p.aliceIsp}/history?startDate=yesterday`))
        .statusCode,
    ).toBe(400);
    expect((await w.p.staff.get(`${base}/PartnerPerformance/not-an-id`)).statusCode).toBe(400);
  });

  it('answers 401 signed out and 403 without provider or leadership access', async () => {
    expect((await w.t.app.inject({ url: `${base}/PartnerPerformance/typeCount` })).statusCode).toBe(401);
    const res = await w.p.stranger.get(`${base}/PartnerPerformance/typeCount`);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.id).toBe('PERFORMANCE_FORBIDDEN');
    expect(
      (await w.p.bob.get(`${base}/PartnerPerformance/latestOfPartner?partnerId=${w.p.aliceIsp}`)).statusCode,
    ).toBe(403);
  });

  it('answers history, profile, type counts, tags, NPI ranking, places and assessments from the aggregates', async () => {
    const history = (
      await w.p.alice.get(
        `${base}/PartnerPerformance/${w.p.aliceIsp}/history?startDate=${DAY1}&endDate=${DAY2}`,
      )
    ).json();
    expect(
      history.items.map((h: { periodStart: string; latencyMs: number }) => [h.periodStart, h.latencyMs]),
    ).toEqual([
      [DAY1, 40.5],
      [DAY2, 20.5],
    ]);
    const monthly = (
      await w.p.alice.get(
        `${base}/PartnerPerformance/${w.p.aliceIsp}/history?startDate=${DAY1}&endDate=${DAY2}&isMonthly=true`,
      )
    ).json();
    expect(monthly.items).toMatchObject([{ period: 'Month', periodStart: '2026-11', sampleCount: 50 }]);

    const profile = (
      await w.p.alice.get(`${base}/PartnerPerformance/profile?solutionId=${w.p.aliceIsp}`)
    ).json();
    expect(profile).toMatchObject({
      solutionName: 'Contoso Fibre',
      asns: [13500],
      firstReportDate: DAY1,
      lastReportDate: DAY2,
      sampleCount: 50,
      countryCount: 1,
      cityCount: 1,
    });
    expect(profile.aggregatedAt).toBeTruthy();

    // alice sees her own solution and bob's public one, not bob's private one.
    expect((await w.p.alice.get(`${base}/PartnerPerformance/typeCount`)).json()).toEqual([
      { type: 'isp', count: 1 },
      { type: 'sdwan', count: 1 },
    ]);
    expect((await w.p.alice.get(`${base}/PartnerPerformance/getSolutionTags`)).json()).toEqual([
      { tag: 'ISP', count: 1 },
      { tag: 'Overlay', count: 1 },
    ]);
    const npi = (
      await w.p.alice.get(`${base}/PartnerPerformance/getNpi?country=Japan&state=Tokyo&city=Tokyo`)
    ).json();
    expect(npi.items.map((i: { solutionName: string; rank: number }) => [i.rank, i.solutionName])).toEqual([
      [1, 'Contoso Fibre'],
      [2, 'Fabrikam Secure Edge'],
    ]);
    expect(npi.geography).toMatchObject({ aggrLevel: 'City', city: 'Tokyo' });

    const places = (
      await w.p.staff.get(`${base}/PartnerPerformance/geoWithReport?country=Japan&state=Tokyo`)
    ).json();
    expect(places.map((g: { city: string; solutionCount: number }) => [g.city, g.solutionCount])).toEqual([
      ['Tokyo', 3],
      ['Chiyoda', 1],
    ]);
    expect(places[0]).toMatchObject({ aggrLevel: 'City', cityLat: 35.68, cityLong: 139.69 });

    const assessments = (
      await w.p.bob.get(
        `${base}/SolutionResults/${w.p.bobPrivate}/latestAssessments?country=Japan&state=Tokyo`,
      )
    ).json();
    expect(assessments.map((a: { aggrLevel: string; city: string }) => `${a.aggrLevel}:${a.city}`)).toEqual([
      'State:',
      'City:Chiyoda',
      'City:Tokyo',
    ]);
    expect(assessments[0]).toMatchObject({
      assessmentLevel: expect.any(String),
      assessmentColor: expect.stringMatching(/^#/),
    });

    const own = (await w.p.bob.get(`${base}/PartnerPerformance/latestOfPartner`)).json();
    expect(own.map((r: Row) => r.solutionName)).toEqual([
      'Fabrikam Home',
      'Fabrikam Lab',
      'Fabrikam Secure Edge',
    ]);
    expect(own.every((r: Row) => r.aggrLevel === 'Global')).toBe(true);
  });
});
