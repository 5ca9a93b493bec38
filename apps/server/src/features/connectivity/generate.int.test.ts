import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suiteApp } from '../../test/suite-app.js';
import { ReportSchema, insightsOf } from '@netlens/core';
import { startTestApp, testDatabases, type TestApp } from '../../test/harness.js';
import {
  DENVER_IP,
  FRONT_DOORS,
  JAPAN_IPV6,
  LONDON_IP,
  countReports,
  form,
  postForm,
  seedReport,
} from '../../test/connectivity-fixtures.js';

const kinds = await testDatabases();
const ADVANCED = [
  'dnsResolver',
  'proxies',
  'dnsPerformance',
  'vpns',
  'connectivity',
  'traceroutes',
  'skype',
  'bufferBloat',
  'networkInterface',
  'arp',
  'congestion',
  'webSocket',
];

describe.each(kinds)('generate report (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // Peers are seeded straight into the database here: read them for every report.
    t = await startTestApp(kind, { FRONT_DOORS, PEER_CACHE_SECONDS: '0' });
  });
  afterAll(async () => t?.close());

  it('builds every field from a url-encoded form and the request address', async () => {
    const res = await postForm(t, form({ egressIp: DENVER_IP }));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const report = ReportSchema.parse(res.json());
    expect(report.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(report).toMatchObject({
      userId: null,
      browserLocationCity: 'London',
      browserLocationRegion: 'England',
      browserLocationCountry: 'United Kingdom',
      browserLocationIsAutoDetected: true,
      // The address the server saw (London), not the one the client claimed (Denver).
      egressLocationCity: 'London',
      egressLocationCountry: 'United Kingdom',
      egressLocationCountryCode: 'GB',
      egressNetwork: { asn: 8075, name: 'Microsoft Corporation', prefix: '51.140.1.0/24' },
      currentFrontDoor: { id: 'ams', workload: 'mail', city: 'Amsterdam' },
      isCurrentFrontDoorOptimal: true,
      measuredLatency: 12,
      measuredLatencies: [15.5, 12, 13.25, 14],
      latency: { count: 4, min: 12, median: 13.63, max: 15.5, timing: 'coarse' },
      peers: { organisationCount: 0, betterShare: null, potentialImprovementMs: null },
      distributionValueBin1: null,
      distributionValueBin5: null,
    });
    expect(Date.now() - Date.parse(report.dateTime)).toBeLessThan(60_000);
    // Snapped to the ~300 m grid; the distance to the egress city centre is small.
    expect(report.browserLocationLatitude).toBeCloseTo(51.5101, 2);
    expect(report.browserLocationLatitude).not.toBe(51.5101);
    expect(report.browserToEgressLocationDistance).toBeLessThan(5);
    expect(report.optimalFrontDoors.map((f) => f.id)).toEqual(['lon', 'ams', 'dub']);
    expect(report.optimalFrontDoors[0]!.distanceKm).toBeLessThan(5);
    expect(report.optimalSharePointFrontDoors.map((f) => f.id)).toEqual(['lon']); // Denver is far beyond the optimal margin
    expect(report.bestPossibleLatency).toBeGreaterThanOrEqual(0);
    expect(report.bestPossibleLatency).toBeLessThan(1);
    for (const field of ADVANCED) expect(report[field as keyof typeof report], field).toBeNull();
    expect(res.json()).not.toHaveProperty('debugTrace');
    expect(insightsOf(report)).toEqual({
      egressDistance: 'favourable',
      betterPeers: 'unavailable',
      mailFrontDoor: 'favourable',
    });
  });

  it('accepts JSON values, answers the debug trace, and stores it without the trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/AnonymousConnectivityTest/GenerateTestReport',
      payload: {
        latitude: 40.0,
        longitude: -105.2,
        city: 'Boulder <b>',
        isAutoDetected: false,
        exchangeFaultZoneCode: 'ams',
        measuredLatency: 140,
        measuredLatencies: [150, 140],
        latencyTiming: 'resource-timing',
        debugTrace: true,
      },
      remoteAddress: DENVER_IP,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      browserLocationCity: 'Boulder <b>',
      browserLocationRegion: '',
      egressLocationCity: 'Denver',
      egressNetwork: { asn: 14593, prefix: '98.97.0.0/24' },
      currentFrontDoor: { id: 'ams' },
      isCurrentFrontDoorOptimal: false,
      latency: { timing: 'resource-timing' },
      debugTrace: { requestAddress: DENVER_IP, exchangeFaultZoneCode: 'ams', frontDoorCatalogueSize: 6 },
    });
    expect(body.optimalFrontDoors.map((f: { id: string }) => f.id)).toEqual(['den']); // Dublin and London are an ocean away
    expect(insightsOf(body).mailFrontDoor).toBe('insight');
    const read = await t.app.inject({ url: `/api/AnonymousConnectivityTest/ReadReport/${body.id}` });
    const { debugTrace: _trace, ...stored } = body;
    expect(read.json()).toEqual(stored);
  });

  it('keeps the egress unknown for a private address, and invents nothing', async () => {
    const res = await postForm(t, form(), '192.168.1.20');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      egressLocationLatitude: null,
      egressLocationLongitude: null,
      egressLocationCity: '',
      egressLocationCountry: '',
      egressNetwork: { asn: null, name: null, prefix: null },
      browserToEgressLocationDistance: null,
      currentFrontDoor: { id: 'ams', distanceKm: null },
      optimalFrontDoors: [],
      optimalSharePointFrontDoors: [],
      isCurrentFrontDoorOptimal: null,
      bestPossibleLatency: null,
    });
  });

  it('stores an IPv6 egress only as its /48, and a far egress is an insight', async () => {
    const res = await postForm(t, form({ exchangeFaultZoneCode: 'not-ours' }), JAPAN_IPV6);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.egressNetwork).toEqual({ asn: 2500, name: 'WIDE Project', prefix: '2001:200:0::/48' });
    expect(body.currentFrontDoor).toBeNull();
    expect(body.isCurrentFrontDoorOptimal).toBeNull();
    expect(body.browserToEgressLocationDistance).toBeGreaterThan(9000);
    expect(insightsOf(body).egressDistance).toBe('insight');
  });

  it('compares with other organisations of the metro in the last 90 days', async () => {
    const london = { egress_city: 'London', egress_country_code: 'GB' };
    const old = new Date(Date.now() - 91 * 86_400_000).toISOString();
    for (const latency of [10, 30, 20])
      await seedReport(t.app, { ...london, egress_asn: 100, measured_latency: latency });
    for (const [asn, latency] of [
      [101, 5],
      [102, 40],
      [103, 50],
      [104, 60],
      [105, 70],
    ] as const) {
      await seedReport(t.app, { ...london, egress_asn: asn, measured_latency: latency });
    }
    // Not peers: the caller's own network, too old, another city, unknown network.
    await seedReport(t.app, { ...london, egress_asn: 8075, measured_latency: 1 });
    await seedReport(t.app, { ...london, egress_asn: 106, measured_latency: 1, created_at: old });
    await seedReport(t.app, {
      egress_city: 'Leeds',
      egress_country_code: 'GB',
      egress_asn: 107,
      measured_latency: 1,
    });
    await seedReport(t.app, { ...london, egress_asn: null, measured_latency: 1 });

    const res = await postForm(
      t,
      form({ measuredLatency: '55', measuredLatencies: '60,55', debugTrace: 'true' }),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // Organisations: 5, 20 (median of 10/20/30), 40, 50, 60, 70.
    expect(body.debugTrace.peerOrganisationLatencies).toEqual([5, 20, 40, 50, 60, 70]);
    expect(body).toMatchObject({
      distributionValueBin1: 20,
      distributionValueBin2: 40,
      distributionValueBin3: 50,
      distributionValueBin4: 60,
      distributionValueBin5: 70,
      peers: { organisationCount: 6, betterShare: 0.667, potentialImprovementMs: 10 },
      bestPossibleLatency: 20,
    });
    expect(insightsOf(body).betterPeers).toBe('insight');
  });
});

describe.each(kinds)('peers reused between reports (%s)', (kind) => {
  const t = suiteApp(kind, { FRONT_DOORS });

  it("counts this server's new reports at once and other servers' after PEER_CACHE_SECONDS", async () => {
    const london = { egress_city: 'London', egress_country_code: 'GB' };
    for (const [asn, latency] of [
      [101, 10],
      [102, 20],
      [103, 30],
      [104, 40],
    ] as const)
      await seedReport(t.app, { ...london, egress_asn: asn, measured_latency: latency });
    const peersOf = async (ip: string, latency: string) => {
      const res = await postForm(
        t,
        form({ measuredLatency: latency, measuredLatencies: latency, debugTrace: 'true' }),
        ip,
      );
      expect(res.statusCode).toBe(200);
      return res.json().debugTrace.peerOrganisationLatencies as number[];
    };
    // AS8075 reads the metro: four other networks.
    expect(await peersOf(LONDON_IP, '50')).toEqual([10, 20, 30, 40]);
    // Stored by another server meanwhile: not seen until the metro is read again.
    await seedReport(t.app, { ...london, egress_asn: 105, measured_latency: 60 });
    // AS36351 sees AS8075's report of a moment ago, stored by this server.
    expect(await peersOf('5.10.100.1', '70')).toEqual([10, 20, 30, 40, 50]);
    // AS45102 sees both, and its own network is never among its peers.
    expect(await peersOf('8.208.0.1', '5')).toEqual([10, 20, 30, 40, 50, 70]);
  });
});

describe.each(kinds)('generate report failure (%s)', (kind) => {
  const t = suiteApp(kind, { FRONT_DOORS });

  it('answers "Generate report failed." and leaves nothing in the database', async () => {
    const before = await countReports(t.app);
    await breakReportInserts(t, kind, true);
    try {
      const res = await postForm(t, form());
      expect(res.statusCode).toBe(500);
      expect(res.json().error).toMatchObject({
        id: 'GENERATE_REPORT_FAILED',
        message: 'Generate report failed.',
      });
      expect(JSON.stringify(res.json())).not.toMatch(/boom|trigger|sql/i);
    } finally {
      await breakReportInserts(t, kind, false);
    }
    expect(await countReports(t.app)).toBe(before);
    expect((await postForm(t, form())).statusCode).toBe(200);
    expect(await countReports(t.app)).toBe(before + 1);
  });
});

/** Makes every insert into reports fail after the row was written (a trigger), or undoes it. */
async function breakReportInserts(t: TestApp, kind: string, broken: boolean): Promise<void> {
  const { sql } = await import('kysely');
  if (kind === 'sqlite') {
    await (
      broken
        ? sql`create trigger reports_boom after insert on reports begin select raise(abort, 'boom'); end`
        : sql`drop trigger reports_boom`
    ).execute(t.app.db);
    return;
  }
  if (broken) {
    await sql`create function reports_boom() returns trigger language plpgsql as $$ begin raise exception 'boom'; end $$`.execute(
      t.app.db,
    );
    await sql`create trigger reports_boom after insert on reports for each row execute function reports_boom()`.execute(
      t.app.db,
    );
  } else {
    await sql`drop trigger reports_boom on reports`.execute(t.app.db);
    await sql`drop function reports_boom()`.execute(t.app.db);
  }
}
