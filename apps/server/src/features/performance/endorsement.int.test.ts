import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, startTestApp, testDatabases, type TestApp } from '../../test/harness.js';
import { Browser, seedUser } from '../../test/identity-helpers.js';
import { PnppBase as base, registeredProvider } from '../../test/partners-fixtures.js';
import {
  ProviderStaffEnv,
  runAggregation,
  setProviderStatus,
  spread,
  storeSamples,
} from '../../test/performance-fixtures.js';

const kinds = await testDatabases();
const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

describe.each(kinds)('provider performance: only endorsed providers attract reports (%s)', (kind) => {
  let t: TestApp;
  let staff: Browser;
  let alice: { browser: Browser; providerId: string };
  let bob: { browser: Browser; providerId: string };
  let aliceSolution: string;
  const token = adminToken();
  const put = async (who: Browser, name: string, subnets: string[]) => {
    const res = await who.request({
      method: 'PUT',
      url: `${base}/PartnerInputSolution`,
      payload: {
        name,
        type: 'isp',
        asns: [],
        subnets,
        vpnInterfaceDescriptions: [],
        sslOwnerNames: [],
        // Contributed, so staff read its figures; it stays private to other providers.
        isContributed: true,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id as string;
  };
  /** `count` reports from the egress prefix 20.33.1.0/24 (AS 13999, which nobody claims). */
  const fromSubnet = (count: number) =>
    storeSamples(
      t,
      spread(count, 3, { asn: 13999, day: yesterday, over: { egress_prefix: '20.33.1.0/24' } }, () => 30),
    );
  /** The samples a solution has been given (0 while it has none). */
  const samples = async (id: string) => {
    const res = await staff.get(`${base}/PartnerPerformance/${id}?isMonthly=true`);
    if (res.statusCode === 404 && res.json().error.id === 'PERFORMANCE_NO_DATA') return 0;
    expect(res.statusCode, res.body).toBe(200);
    return res.json().sampleCount as number;
  };

  beforeAll(async () => {
    t = await startTestApp(kind, {
      ADMIN_TOKEN: token,
      PERFORMANCE_AGGREGATION_SCHEDULE: 'off',
      ...ProviderStaffEnv,
    });
    alice = await registeredProvider(t, token, 'contoso', 'alice');
    bob = await registeredProvider(t, token, 'fabrikam', 'bob');
    await seedUser(t, ProviderStaffEnv.STAFF_TENANTS, 'staff', ['netlens-leadership']);
    staff = new Browser(t);
    await staff.signIn('staff');
  });
  afterAll(async () => t?.close());

  it('gives a provider awaiting endorsement no report, and its solutions reports once staff approve it', async () => {
    aliceSolution = await put(alice.browser, 'Contoso Fibre', ['20.33.0.0/16']);
    await fromSubnet(6);
    expect(await runAggregation(t)).toMatchObject({ reportsRead: 6, samplesAttributed: 0 });
    expect(await samples(aliceSolution)).toBe(0);

    await setProviderStatus(staff, alice.providerId, 'Approved');
    await fromSubnet(4);
    expect(await runAggregation(t)).toMatchObject({ reportsRead: 4, samplesAttributed: 4 });
    expect(await samples(aliceSolution)).toBe(4);
  });

  it("keeps each provider's private view: the same or a narrower subnet of another provider takes nothing", async () => {
    await setProviderStatus(staff, bob.providerId, 'Approved');
    const bobSame = await put(bob.browser, 'Fabrikam Wide', ['20.33.0.0/16']);
    const bobNarrow = await put(bob.browser, 'Fabrikam Narrow', ['20.33.1.0/24']);
    await fromSubnet(5);
    // Alice's /16 and bob's /24 (the longest of his own): each report twice.
    expect(await runAggregation(t)).toMatchObject({ reportsRead: 5, samplesAttributed: 10 });
    expect(await samples(aliceSolution)).toBe(9);
    expect(await samples(bobNarrow)).toBe(5);
    expect(await samples(bobSame)).toBe(0);
  });

  it('stops attributing to a provider returned to awaiting endorsement; a Demo provider attracts reports', async () => {
    await setProviderStatus(staff, bob.providerId, 'AwaitingEndorsement');
    await fromSubnet(2);
    expect(await runAggregation(t)).toMatchObject({ reportsRead: 2, samplesAttributed: 2 });
    expect(await samples(aliceSolution)).toBe(11);
    await setProviderStatus(staff, bob.providerId, 'Demo');
    await fromSubnet(3);
    expect(await runAggregation(t)).toMatchObject({ reportsRead: 3, samplesAttributed: 6 });
  });
});
