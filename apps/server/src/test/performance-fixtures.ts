// Test fixtures of provider performance: report rows stored in bulk (attributed by their egress
// network), providers with a private and a public solution, and a run of the aggregation.
import { afterAll, beforeAll } from 'vitest';
import { adminToken, startTestApp, type DbKind, type TestApp } from './harness.js';
import { Browser, seedUser } from './identity-helpers.js';
import { PnppBase, registeredProvider } from './partners-fixtures.js';
import { DECOY_VALUES } from '../features/reports/decoy.js';
import type { NewReportRow } from '../features/reports/repo.js';
import { newReportId } from '../features/connectivity/service.js';
import { aggregatePerformance } from '../features/performance/index.js';

/** One report of a sample: where, when, from which customer network, how fast. */
export interface SampleSpec {
  asn: number;
  /** The customer: an anonymous report counts for its egress network (prefix 10.x.y.0/24 of this number). */
  org: number;
  latency: number;
  day: string;
  country?: string;
  state?: string;
  city?: string;
  optimal?: boolean | null;
  over?: Partial<NewReportRow>;
}

/** Samples are stored in order: each one a millisecond after the previous one, from 10:00 of its day. */
let seq = 0;
const storedAt = (day: string) => new Date(Date.parse(`${day}T10:00:00.000Z`) + seq++).toISOString();
export async function storeSamples(t: TestApp, specs: SampleSpec[]): Promise<void> {
  const rows: NewReportRow[] = specs.map((s) => ({
    ...DECOY_VALUES,
    id: newReportId(),
    created_at: storedAt(s.day),
    user_id: null,
    egress_asn: s.asn,
    egress_prefix: `10.${Math.floor(s.org / 250)}.${s.org % 250}.0/24`,
    egress_country: s.country ?? 'Japan',
    egress_country_code: 'JP',
    egress_region: s.state ?? 'Tokyo',
    egress_city: s.city ?? 'Tokyo',
    egress_latitude: 35.68,
    egress_longitude: 139.69,
    measured_latency: s.latency,
    is_current_optimal: s.optimal === undefined ? 1 : s.optimal === null ? null : s.optimal ? 1 : 0,
    ...s.over,
  }));
  for (let i = 0; i < rows.length; i += 200)
    await t.app.db
      .insertInto('reports')
      .values(rows.slice(i, i + 200))
      .execute();
}

/** `count` samples spread over `orgs` customers (round robin), each latency from `latency(i)`. */
export function spread(
  count: number,
  orgs: number,
  base: Omit<SampleSpec, 'org' | 'latency'>,
  latency: (i: number, org: number) => number,
): SampleSpec[] {
  return Array.from({ length: count }, (_, i) => ({ ...base, org: i % orgs, latency: latency(i, i % orgs) }));
}

export const runAggregation = (t: TestApp) =>
  aggregatePerformance(t.app.db, { now: new Date(), lagMinutes: 0 });

export interface Providers {
  alice: Browser;
  bob: Browser;
  staff: Browser;
  stranger: Browser;
  /**
   * alice's private ISP (AS 13500, VPN "Contoso VPN"), bob's public overlay (AS 13510) and private
   * ISP (AS 13520), both private ones contributed (so staff see them); bob's private lab network
   * (AS 13530), not contributed: only bob sees it.
   */
  aliceIsp: string;
  bobPublic: string;
  bobPrivate: string;
  bobLab: string;
}

const solution = (name: string, type: string, asn: number, vpn: string[] = [], isContributed = false) => ({
  name,
  isContributed,
  type,
  asns: [String(asn)],
  subnets: [],
  vpnInterfaceDescriptions: vpn,
  sslOwnerNames: [],
});

/** Staff set a provider's status (Partner/{id}/status). */
export async function setProviderStatus(staff: Browser, providerId: string, status: string): Promise<void> {
  const res = await staff.request({
    method: 'PUT',
    url: `${PnppBase}/Partner/${providerId}/status`,
    payload: { status },
  });
  if (res.statusCode !== 200) throw new Error(`Partner/status answered ${res.statusCode}: ${res.body}`);
}

/** The staff's organisation here is a provider too: the tests using these fixtures start with this setting. */
export const ProviderStaffEnv = { STAFF_TENANTS: 'fabrikam' };

export async function providers(t: TestApp, token: string): Promise<Providers> {
  const contoso = await registeredProvider(t, token, 'contoso', 'alice');
  const fabrikam = await registeredProvider(t, token, 'fabrikam', 'bob');
  const [alice, bob] = [contoso.browser, fabrikam.browser];
  await seedUser(t, ProviderStaffEnv.STAFF_TENANTS, 'staff', ['netlens-leadership']);
  const staff = new Browser(t);
  await staff.signIn('staff');
  // Reports are attributed only to the solutions of providers staff endorsed.
  for (const { providerId } of [contoso, fabrikam]) await setProviderStatus(staff, providerId, 'Approved');
  await seedUser(t, 'fabrikam', 'stranger', []);
  const stranger = new Browser(t);
  await stranger.signIn('stranger');
  const put = async (who: Browser, body: object) => {
    const res = await who.request({ method: 'PUT', url: `${PnppBase}/PartnerInputSolution`, payload: body });
    if (res.statusCode !== 200)
      throw new Error(`PartnerInputSolution answered ${res.statusCode}: ${res.body}`);
    return res.json() as { id: string };
  };
  const aliceIsp = (await put(alice, solution('Contoso Fibre', 'isp', 13500, ['Contoso VPN'], true))).id;
  const bobPublic = (await put(bob, solution('Fabrikam Secure Edge', 'sdwan', 13510))).id;
  const bobPrivate = (await put(bob, solution('Fabrikam Home', 'isp', 13520, [], true))).id;
  const bobLab = (await put(bob, solution('Fabrikam Lab', 'isp', 13530))).id;
  const request = await bob.request({
    method: 'PUT',
    url: `${PnppBase}/PartnerChangeSolutionRequest/Create`,
    payload: {
      action: 'Create',
      solutionId: bobPublic,
      solution: solution('Fabrikam Secure Edge', 'sdwan', 13510),
    },
  });
  const approved = await staff.request({
    method: 'PUT',
    url: `${PnppBase}/PartnerChangeSolutionRequest/Update`,
    payload: { id: request.json().id, status: 'Approved', note: 'ok' },
  });
  if (approved.statusCode !== 200)
    throw new Error(`approval answered ${approved.statusCode}: ${approved.body}`);
  return { alice, bob, staff, stranger, aliceIsp, bobPublic, bobPrivate, bobLab };
}

/** A suite's server and its providers, and what it does with them. */
export interface ProvidersSuite {
  t: TestApp;
  p: Providers;
  /** Stores the samples' reports. */
  store: (specs: SampleSpec[]) => Promise<void>;
  /** Runs the aggregation now. */
  aggregate: () => ReturnType<typeof runAggregation>;
}

/**
 * A server (on `kind`) whose staff organisation is a provider and whose aggregation runs only when
 * a test runs it, with the people and solutions of `providers`: started before the suite's tests
 * (before the hooks registered after this call), closed after them.
 */
export function providersSuite(kind: DbKind): ProvidersSuite {
  const suite = {
    store: (specs: SampleSpec[]) => storeSamples(suite.t, specs),
    aggregate: () => runAggregation(suite.t),
  } as ProvidersSuite;
  beforeAll(async () => {
    const token = adminToken();
    suite.t = await startTestApp(kind, {
      ADMIN_TOKEN: token,
      PERFORMANCE_AGGREGATION_SCHEDULE: 'off',
      ...ProviderStaffEnv,
    });
    suite.p = await providers(suite.t, token);
  });
  afterAll(async () => suite.t?.close());
  return suite;
}
