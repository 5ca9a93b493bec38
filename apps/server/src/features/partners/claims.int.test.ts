import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, startTestApp, testDatabases, type TestApp } from '../../test/harness.js';
import { Browser, seedOrg, seedUser } from '../../test/identity-helpers.js';
import { PnppBase as base, registeredProvider } from '../../test/partners-fixtures.js';

const kinds = await testDatabases();

const solution = (over: Record<string, unknown> = {}) => ({
  name: 'Contoso Fibre',
  type: 'isp',
  asns: [],
  subnets: [],
  vpnInterfaceDescriptions: [],
  sslOwnerNames: [],
  ...over,
});

type Detail = { path: string; message: string };

describe.each(kinds)('what a provider may claim (%s)', (kind) => {
  let t: TestApp;
  let alice: Browser;
  let bob: Browser;
  let staff: Browser;
  const token = adminToken();
  const put = (who: Browser, payload: object) =>
    who.request({ method: 'PUT', url: `${base}/PartnerInputSolution`, payload });
  const requestChange = (who: Browser, payload: object) =>
    who.request({ method: 'PUT', url: `${base}/PartnerChangeSolutionRequest/Create`, payload });

  beforeAll(async () => {
    t = await startTestApp(kind, { ADMIN_TOKEN: token, STAFF_TENANTS: 'northwind' });
    alice = (await registeredProvider(t, token, 'contoso', 'alice')).browser;
    bob = (await registeredProvider(t, token, 'fabrikam', 'bob')).browser;
    await seedOrg(t, 'northwind');
    await seedUser(t, 'northwind', 'staff', ['netlens-leadership']);
    staff = new Browser(t);
    await staff.signIn('staff');
  });
  afterAll(async () => t?.close());

  it('refuses default routes and subnets broader than /8 (IPv4) or /19 (IPv6), naming each with its bound', async () => {
    const subnets = ['0.0.0.0/0', '::/0', '4.0.0.0/7', '2001::/18', '4.0.0.0/8', '2001:4860::/19'];
    const res = await put(alice, solution({ subnets }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([
      {
        path: 'subnets[0]',
        message: `"0.0.0.0/0" is too broad: a solution's IPv4 subnets may be no broader than /8.`,
      },
      {
        path: 'subnets[1]',
        message: `"::/0" is too broad: a solution's IPv6 subnets may be no broader than /19.`,
      },
      {
        path: 'subnets[2]',
        message: `"4.0.0.0/7" is too broad: a solution's IPv4 subnets may be no broader than /8.`,
      },
      {
        path: 'subnets[3]',
        message: `"2001::/18" is too broad: a solution's IPv6 subnets may be no broader than /19.`,
      },
    ]);
    const ja = await alice.request({
      method: 'PUT',
      url: `${base}/PartnerInputSolution?lang=ja`,
      payload: solution({ subnets: ['::/0'] }),
    });
    expect(ja.json().error.details[0].message).toBe(
      '"::/0" は範囲が広すぎます。ソリューションの IPv6 サブネットは /19 より広くできません。',
    );
    // The bounds themselves are allowed; nothing was written before.
    const fine = await put(alice, solution({ subnets: subnets.slice(4) }));
    expect(fine.statusCode).toBe(200);
    await alice.request({ method: 'DELETE', url: `${base}/PartnerInputSolution?id=${fine.json().id}` });
  });

  it('refuses reserved, private-use and documentation AS numbers, and takes public ones', async () => {
    const reserved = [
      '0',
      'AS23456',
      '64496',
      '64512',
      'AS65534',
      '65535',
      '65551',
      '4200000000',
      '4294967295',
    ];
    const res = await put(alice, solution({ asns: [...reserved, '8075', 'AS15169'] }));
    expect(res.statusCode).toBe(400);
    const details = res.json().error.details as Detail[];
    expect(details.map((d) => d.path)).toEqual(reserved.map((_, i) => `asns[${i}]`));
    expect(details[1]!.message).toBe(
      '"AS23456" is a reserved AS number (private use, documentation or special purpose), which no network can claim.',
    );
    const fine = await put(alice, solution({ asns: ['8075', 'AS15169', '4199999999'] }));
    expect(fine.statusCode).toBe(200);
    await alice.request({ method: 'DELETE', url: `${base}/PartnerInputSolution?id=${fine.json().id}` });
  });

  it('tells no provider what another holds privately: private values may repeat across providers', async () => {
    const mine = { asns: ['8075'], subnets: ['20.33.0.0/16', '2603:1000::/24', '20.50.0.0/16'] };
    const a = await put(alice, solution(mine));
    expect(a.statusCode).toBe(200);
    // Bob saves the same values (written otherwise): saved, and the answer is his own solution only.
    const probe = await put(
      bob,
      solution({ name: 'Probe', asns: ['AS8075'], subnets: ['2603:1000::/24', '20.33.0.0/16'] }),
    );
    expect(probe.statusCode).toBe(200);
    expect(probe.json()).toMatchObject({ name: 'Probe', asns: [8075], partnerName: 'fabrikam networks' });
    expect(probe.body).not.toContain('contoso');
    expect(probe.body).not.toContain(a.json().id);
    // Contributed values are seen by staff only: the same for them.
    const contributed = await put(alice, {
      ...solution({ name: 'Shared', asns: ['15169'] }),
      isContributed: true,
    });
    expect(contributed.statusCode).toBe(200);
    expect((await put(bob, solution({ name: 'Probe 2', asns: ['15169'] }))).statusCode).toBe(200);
    // A request to publish a value someone else holds privately is taken, and says nothing of them.
    const publish = await requestChange(bob, {
      action: 'Create',
      solution: solution({ name: 'Fabrikam Edge', subnets: ['20.50.0.0/16', '20.40.0.0/16'] }),
    });
    expect(publish.statusCode).toBe(200);
    expect(publish.body).not.toContain('contoso');
  });

  it("refuses a value held by another of the provider's own solutions or by a public one, saying which", async () => {
    const own = await put(alice, solution({ name: 'Second', subnets: ['20.33.0.0/16'] }));
    expect(own.statusCode).toBe(400);
    expect(own.json().error.details).toEqual([
      { path: 'subnets[0]', message: '"20.33.0.0/16" is already in another of your solutions.' },
    ]);
    // Staff publish bob's request: the value is public now, and nobody else may list it again.
    const [request] = (
      await staff.get(`${base}/PartnerChangeSolutionRequest/List?statuses=PendingReview`)
    ).json();
    const approved = await staff.request({
      method: 'PUT',
      url: `${base}/PartnerChangeSolutionRequest/Update`,
      payload: { id: request.id, status: 'Approved', note: 'ok' },
    });
    expect(approved.statusCode).toBe(200);
    const taken = await put(alice, solution({ name: 'Third', subnets: ['20.34.0.0/16', '20.40.0.0/16'] }));
    expect(taken.statusCode).toBe(400);
    expect(taken.json().error.details).toEqual([
      { path: 'subnets[1]', message: '"20.40.0.0/16" already belongs to a public solution.' },
    ]);
  });
});
