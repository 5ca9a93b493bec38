import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/harness.js';
import { PnppBase as base } from '../../test/partners-fixtures.js';
import { providersSuite, spread } from '../../test/performance-fixtures.js';

const kinds = await testDatabases();
const DAY = '2026-11-20';

interface Perf {
  solutionId: string;
  city: string;
  sampleCount: number;
  organizationCount: number;
  latencyMs: number | null;
  latencyScore: number | null;
  availability: number | null;
  connectedness: number | null;
  npi: number | null;
  assessmentLevel: string | null;
  assessmentColor: string | null;
  hiddenReason: string | null;
}

describe.each(kinds)('provider performance: privacy rules and scores (%s)', (kind) => {
  const w = providersSuite(kind);
  const at = (city: string) => ({ asn: 13500, day: DAY, country: 'Japan', state: 'Tokyo', city });
  const cities = async (who: typeof w.p.alice, solutionId: string) => {
    const res = await who.get(
      `${base}/PartnerPerformance/latest?solutionInternalId=${solutionId}&country=Japan&state=Tokyo`,
    );
    expect(res.statusCode).toBe(200);
    return new Map((res.json() as Perf[]).map((r) => [r.city, r]));
  };

  beforeAll(async () => {
    await w.store([
      // 23 samples: too few; 24: enough (5 customers, equal latencies: no spread, no dominance).
      ...spread(23, 5, at('Fewer'), () => 17.5),
      ...spread(24, 5, at('Enough'), () => 17.5),
      // 4 customers: privacy; 5: shown, scored 50 at 150 ms.
      ...spread(30, 4, at('FourOrgs'), () => 20),
      ...spread(30, 5, at('FiveOrgs'), () => 150),
      // One customer with half the samples, far slower: without it the mean moves by more than
      // half a standard deviation (Cohen's d > 0.5).
      ...spread(20, 5, at('Dominated'), (i) => 20 + (i % 2) * 4),
      ...spread(12, 1, at('Dominated'), (i) => 60 + (i % 2) * 4),
      // The same spread for every customer, so wide that 1.96 × 1.09 × σ/√n exceeds 20 % of the mean.
      ...spread(30, 5, at('Spread'), (i) => (Math.floor(i / 5) % 2 === 0 ? 10 : 200)),
    ]);
    await w.store(
      spread(30, 6, { asn: 13510, day: DAY, country: 'Japan', state: 'Tokyo', city: 'Public' }, () => 30),
    );
    await w.store(
      spread(30, 3, { asn: 13510, day: DAY, country: 'Japan', state: 'Tokyo', city: 'Few' }, () => 30),
    );
    await w.aggregate();
  });

  it('hides a value from fewer than 24 samples and shows it from 24', async () => {
    const c = await cities(w.p.alice, w.p.aliceIsp);
    expect(c.get('Fewer')).toMatchObject({
      sampleCount: 23,
      hiddenReason: 'StatisticalSignificance',
      latencyMs: null,
      npi: null,
    });
    expect(c.get('Enough')).toMatchObject({
      sampleCount: 24,
      organizationCount: 5,
      hiddenReason: null,
      latencyMs: 17.5,
    });
  });

  it('hides an aggregate of 4 customers (privacy) and shows one of 5', async () => {
    const c = await cities(w.p.alice, w.p.aliceIsp);
    expect(c.get('FourOrgs')).toMatchObject({
      organizationCount: 4,
      hiddenReason: 'PrivacyRequirement',
      latencyMs: null,
    });
    expect(c.get('FiveOrgs')).toMatchObject({ organizationCount: 5, hiddenReason: null, latencyMs: 150 });
  });

  it('hides an aggregate one customer dominates (Cohen’s d above 0.5)', async () => {
    const c = await cities(w.p.alice, w.p.aliceIsp);
    expect(c.get('Dominated')).toMatchObject({
      hiddenReason: 'DominatingCustomer',
      latencyMs: null,
      npi: null,
    });
  });

  it('hides a value whose standard error is above 20 % of it', async () => {
    const c = await cities(w.p.alice, w.p.aliceIsp);
    expect(c.get('Spread')).toMatchObject({ hiddenReason: 'NotMeetAccuracyRequirement', latencyMs: null });
  });

  it('scores by the latency table and derives the NPI, availability, connectedness and assessment', async () => {
    const c = await cities(w.p.alice, w.p.aliceIsp);
    // 17.5 ms → 90 points, 150 ms → 50 (docs/THRESHOLDS.md).
    expect(c.get('Enough')).toMatchObject({
      latencyScore: 90,
      availability: 100,
      connectedness: 100,
      npi: 94,
      assessmentLevel: 'Best',
      assessmentColor: '#107c10',
    });
    expect(c.get('FiveOrgs')).toMatchObject({ latencyScore: 50, npi: 70, assessmentLevel: 'Best' });
    const scores = (await w.p.alice.get(`${base}/scores`)).json();
    expect(scores.latency[0]).toEqual({ value: 10, score: 100 });
    expect(scores.privacy).toEqual({
      minSamples: 24,
      maxRelativeStandardError: 0.2,
      minOrganizations: 5,
      maxCohensD: 0.5,
    });
  });

  it('shows staff a privacy-hidden value with its reason, never an uncertain one', async () => {
    const c = await cities(w.p.staff, w.p.aliceIsp);
    expect(c.get('FourOrgs')).toMatchObject({ hiddenReason: 'PrivacyRequirement', latencyMs: 20 });
    expect(c.get('Dominated')).toMatchObject({ hiddenReason: 'DominatingCustomer' });
    expect(c.get('Dominated')!.latencyMs).not.toBeNull();
    expect(c.get('Fewer')).toMatchObject({ hiddenReason: 'StatisticalSignificance', latencyMs: null });
  });

  it("gives another provider's public solution only through aggregates that pass every rule", async () => {
    const seen = await cities(w.p.alice, w.p.bobPublic);
    expect([...seen.keys()]).toEqual(['Public']);
    expect(seen.get('Public')).toMatchObject({ hiddenReason: null, latencyMs: 30, isOfficial: true });
    const few = await w.p.alice.get(
      `${base}/PartnerPerformance/${w.p.bobPublic}?country=Japan&state=Tokyo&city=Few`,
    );
    expect(few.statusCode).toBe(404);
    expect(few.json().error.id).toBe('PERFORMANCE_NO_DATA');
    const own = await cities(w.p.bob, w.p.bobPublic);
    expect(own.get('Few')).toMatchObject({
      hiddenReason: 'PrivacyRequirement',
      latencyMs: null,
      organizationCount: 3,
    });
    const list = await w.p.alice.get(
      `${base}/PartnerPerformance/latestPagination?aggrLevel=City&country=Japan&top=50`,
    );
    const rows = list.json().items as Perf[];
    expect(rows.filter((r) => r.solutionId === w.p.bobPublic).map((r) => r.city)).toEqual(['Public']);
  });

  it("answers 404 for another provider's private solution on every call", async () => {
    for (const url of [
      `${base}/PartnerPerformance/${w.p.aliceIsp}`,
      `${base}/PartnerPerformance/${w.p.aliceIsp}/history`,
      `${base}/PartnerPerformance/profile?solutionId=${w.p.aliceIsp}`,
      `${base}/PartnerPerformance/latest?solutionInternalId=${w.p.aliceIsp}`,
      `${base}/SolutionResults/${w.p.aliceIsp}/latestAssessments`,
      `${base}/Outage/history?solutionId=${w.p.aliceIsp}`,
      `${base}/PartnerPerformance/geoWithReport?solutionId=${w.p.aliceIsp}`,
    ]) {
      const res = await w.p.bob.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.id).toBe('PERFORMANCE_SOLUTION_NOT_FOUND');
    }
    const list = (
      await w.p.bob.get(`${base}/PartnerPerformance/latestPagination?aggrLevel=City&country=Japan`)
    ).json();
    expect((list.items as Perf[]).some((r) => r.solutionId === w.p.aliceIsp)).toBe(false);
    const staffList = (
      await w.p.staff.get(`${base}/PartnerPerformance/latestPagination?aggrLevel=City&country=Japan`)
    ).json();
    expect((staffList.items as Perf[]).some((r) => r.solutionId === w.p.aliceIsp)).toBe(true);
  });
});
