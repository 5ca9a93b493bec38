import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type TestApp } from '../../test/harness.js';
import { PnppBase as base } from '../../test/partners-fixtures.js';
import { providersSuite, spread } from '../../test/performance-fixtures.js';
import { resetAggregation } from './index.js';

const kinds = await testDatabases();

/** Every aggregate and organisation row, comparable across runs. */
async function snapshot(t: TestApp) {
  const aggregates = await t.app.db.selectFrom('perf_aggregates').selectAll().orderBy('agg_key').execute();
  const orgs = await t.app.db
    .selectFrom('perf_org_stats')
    .selectAll()
    .orderBy('agg_key')
    .orderBy('org')
    .execute();
  const latest = await t.app.db.selectFrom('perf_latest').selectAll().orderBy('latest_key').execute();
  const outages = await t.app.db.selectFrom('perf_outages').selectAll().orderBy('id').execute();
  const round = (v: unknown) => (typeof v === 'number' ? Math.round(v * 1e6) / 1e6 : v);
  return {
    aggregates: aggregates.map(({ updated_at: _, dominant_orgs, ...r }) => ({
      dominant: (JSON.parse(dominant_orgs) as unknown[][]).map((o) => o.map(round)),
      ...Object.fromEntries(Object.entries(r).map(([k, v]) => [k, round(v)])),
    })),
    orgs: orgs.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, round(v)]))),
    latest,
    outages,
  };
}

const day = (n: number) => new Date(Date.UTC(2026, 9, 1) + n * 86_400_000).toISOString().slice(0, 10);

describe.each(kinds)('provider performance: the aggregation (%s)', (kind) => {
  const w = providersSuite(kind);

  beforeAll(async () => {});

  it('attributes reports by AS number and VPN interface, and only to solutions with evidence', async () => {
    await w.store([
      ...spread(3, 3, { asn: 13500, day: day(0), city: 'Osaka' }, () => 20),
      // An unknown network whose advanced test saw alice's VPN adapter.
      ...spread(
        2,
        2,
        {
          asn: 65000,
          day: day(0),
          city: 'Osaka',
          over: { vpns: JSON.stringify({ vpnInterfaces: ['contoso vpn #2'], routes: [] }) },
        },
        () => 40,
      ),
      // Nobody's network.
      ...spread(4, 2, { asn: 65001, day: day(0), city: 'Osaka' }, () => 99),
    ]);
    const run = await w.aggregate();
    expect(run).toMatchObject({ reportsRead: 9, samplesAttributed: 5 });
    const global = (await w.p.staff.get(`${base}/PartnerPerformance/${w.p.aliceIsp}?isMonthly=true`)).json();
    expect(global).toMatchObject({
      aggrLevel: 'Global',
      sampleCount: 5,
      // The VPN reports come from two of the same three customer networks.
      organizationCount: 3,
      period: 'Month',
      periodStart: day(0).slice(0, 7),
    });
    // A second run with nothing new reads nothing and changes nothing.
    expect(await w.aggregate()).toMatchObject({ reportsRead: 0, aggregatesChanged: 0 });
  });

  it('merges new reports incrementally into what a full recomputation gives', async () => {
    await w.store([
      ...spread(40, 6, { asn: 13500, day: day(1), city: 'Osaka' }, (i) => 20 + (i % 7)),
      ...spread(30, 5, { asn: 13510, day: day(1), city: 'Kyoto', state: 'Kyoto' }, (i) => 30 + (i % 3)),
    ]);
    await w.aggregate();
    await w.store([
      ...spread(25, 5, { asn: 13500, day: day(1), city: 'Osaka' }, (i) => 22 + (i % 5)),
      ...spread(30, 5, { asn: 13500, day: day(2), city: 'Nagoya', state: 'Aichi', optimal: false }, () => 80),
      ...spread(10, 5, { asn: 13520, day: day(2), city: 'Kyoto', state: 'Kyoto' }, () => 35),
    ]);
    const second = await w.aggregate();
    expect(second.reportsRead).toBe(65);
    const incremental = await snapshot(w.t);
    await resetAggregation(w.t.app.db);
    expect((await snapshot(w.t)).aggregates).toEqual([]);
    const full = await w.aggregate();
    expect(full.reportsRead).toBe(9 + 70 + 65);
    expect(await snapshot(w.t)).toEqual(incremental);
  });

  it('finds an outage of sustained degradation against the baseline, with its category', async () => {
    // 14 days at about 20 ms, then 3 days at about 60 ms (195 % above: category 3), then back.
    for (let d = 10; d < 28; d++) {
      const latency = d >= 24 && d < 27 ? 60 : 20;
      await w.store(
        spread(
          25,
          5,
          { asn: 13510, day: day(d), city: 'Sapporo', state: 'Hokkaido' },
          (i) => latency + (i % 2),
        ),
      );
    }
    await w.aggregate();
    const res = await w.p.alice.get(
      `${base}/Outage/history?solutionId=${w.p.bobPublic}&country=Japan&state=Hokkaido&city=Sapporo`,
    );
    expect(res.statusCode).toBe(200);
    const [outage, ...rest] = res.json().items;
    expect(rest).toEqual([]);
    expect(outage).toMatchObject({
      solutionId: w.p.bobPublic,
      aggrLevel: 'City',
      startDate: day(24),
      endDate: day(26),
      days: 3,
      category: 3,
      degradationPercent: 195.1,
      baselineLatencyMs: 20.5,
      peakLatencyMs: 60.5,
    });
    // The same outage at the state, the country and globally, two a page.
    const first = await w.p.alice.get(`${base}/Outage/history?solutionId=${w.p.bobPublic}&top=2`);
    expect(first.json().items).toHaveLength(2);
    const next = first.headers['x-ms-continuation'] as string;
    expect(next).toBe(first.json().continuation);
    const second = (
      await w.p.alice.request({
        url: `${base}/Outage/history?solutionId=${w.p.bobPublic}&top=2`,
        headers: { 'x-ms-continuation': next },
      })
    ).json();
    expect(second.continuation).toBeNull();
    const levels = [...first.json().items, ...second.items].map((o: { aggrLevel: string }) => o.aggrLevel);
    expect(levels.sort()).toEqual(['City', 'Country', 'Global', 'State']);
    const bad = await w.p.alice.get(`${base}/Outage/history?continuation=nonsense`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.id).toBe('PERFORMANCE_CONTINUATION_INVALID');
  });
});
