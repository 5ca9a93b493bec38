import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, startTestApp, testDatabases, type TestApp } from '../../test/harness.js';
import { Browser, seedOrg, seedUser } from '../../test/identity-helpers.js';
import { PnppBase as base, registeredProvider } from '../../test/partners-fixtures.js';

const kinds = await testDatabases();

const solution = (over: Record<string, unknown> = {}) => ({
  name: 'Contoso Fibre',
  type: 'isp',
  asns: ['13500', 'AS13501'],
  subnets: ['203.0.113.0/24', '2001:db8::/48'],
  vpnInterfaceDescriptions: ['Contoso VPN Adapter'],
  sslOwnerNames: [],
  ...over,
});

describe.each(kinds)('provider solutions (%s)', (kind) => {
  let t: TestApp;
  let alice: Browser;
  let bob: Browser;
  let staff: Browser;
  let stranger: Browser;
  const token = adminToken();
  const put = (who: Browser, payload: object) =>
    who.request({ method: 'PUT', url: `${base}/PartnerInputSolution`, payload });
  const list = async (who: Browser) =>
    (await who.get(`${base}/PartnerInputSolution/list`)).json() as { id: string; name: string }[];

  beforeAll(async () => {
    // The staff's organisation is fabrikam, a provider too.
    t = await startTestApp(kind, { ADMIN_TOKEN: token, STAFF_TENANTS: 'fabrikam' });
    alice = (await registeredProvider(t, token, 'contoso', 'alice')).browser;
    bob = (await registeredProvider(t, token, 'fabrikam', 'bob')).browser;
    await seedUser(t, 'fabrikam', 'staff', ['netlens-leadership']);
    staff = new Browser(t);
    await staff.signIn('staff');
    await seedUser(t, 'fabrikam', 'stranger', []);
    stranger = new Browser(t);
    await stranger.signIn('stranger');
  });
  afterAll(async () => t?.close());

  it('lists each wrong entry (not an ASN, not CIDR, repeated) and writes nothing', async () => {
    const res = await put(
      alice,
      solution({
        asns: ['13500', 'sixty', '13500', 'AS99999999999'],
        subnets: ['203.0.113.0/24', '203.0.113.7', '10.0.0.0/33', '203.0.113.0/24'],
      }),
    );
    expect(res.statusCode).toBe(400);
    const error = res.json().error;
    expect(error.id).toBe('PARTNER_SOLUTION_INVALID');
    expect(error.details.map((d: { path: string }) => d.path)).toEqual([
      'asns[1]',
      'asns[2]',
      'asns[3]',
      'subnets[1]',
      'subnets[2]',
      'subnets[3]',
    ]);
    expect(error.details[0].message).toBe('"sixty" is not an ASN (a number).');
    expect(error.details[2].message).toBe('"AS99999999999" is not an ASN (a number).');
    expect(error.details[3].message).toBe('"203.0.113.7" is not an IP subnet in CIDR notation.');
    expect(error.details[5].message).toBe('"203.0.113.0/24" is listed twice.');
    expect(error.message).toContain('sixty');
    const bad = await put(alice, solution({ type: 'dialup' }));
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().error.details)).toContain('type');
    expect(await list(alice)).toEqual([]);
  });

  it('keeps a private solution with its evidence, visible to its provider only', async () => {
    const res = await put(alice, solution());
    expect(res.statusCode).toBe(200);
    const saved = res.json();
    expect(saved).toMatchObject({
      name: 'Contoso Fibre',
      asns: [13500, 13501],
      subnets: ['203.0.113.0/24', '2001:db8::/48'],
      visibility: 'Private',
      isContributed: false,
    });
    expect(saved.evidence.asns.map((e: { value: string }) => e.value)).toEqual(['13500', '13501']);
    expect(saved.evidence.ips.find((e: { value: string }) => e.value.startsWith('203'))).toMatchObject({
      value: '203.0.113.0/24',
      addedByMethod: 'Portal',
      addedByUser: 'alice@contoso.example',
      approvedBy: null,
    });
    expect(saved.evidence.vpns).toHaveLength(1);

    // Another provider: not in its list, nor the public list; not readable, changeable or deletable.
    expect(await list(bob)).toEqual([]);
    expect((await bob.get(`${base}/OfficialSolution/list`)).json()).toEqual([]);
    const steal = await put(bob, { ...solution({ name: 'Mine now' }), id: saved.id });
    expect(steal.statusCode).toBe(404);
    const del = await bob.request({ method: 'DELETE', url: `${base}/PartnerInputSolution?id=${saved.id}` });
    expect(del.statusCode).toBe(404);
    const request = await bob.request({
      method: 'PUT',
      url: `${base}/PartnerChangeSolutionRequest/Create`,
      payload: { action: 'Delete', solutionId: saved.id },
    });
    expect(request.statusCode).toBe(404);
    expect((await list(alice)).map((s) => s.name)).toEqual(['Contoso Fibre']);

    // Another provider may hold the same values privately, and learns nothing of alice's.
    const same = await put(bob, solution({ name: 'Fabrikam', asns: ['13501'], subnets: ['2001:DB8::/48'] }));
    expect(same.statusCode).toBe(200);
    expect(same.body).not.toContain('contoso');
    expect((await list(bob)).map((s) => s.name)).toEqual(['Fabrikam']);
  });

  it('needs a registered provider with partner-portal access', async () => {
    expect((await stranger.get(`${base}/PartnerInputSolution/list`)).statusCode).toBe(403);
    expect((await staff.get(`${base}/PartnerInputSolution/list`)).statusCode).toBe(403);
    expect((await t.app.inject({ url: `${base}/PartnerInputSolution/list` })).statusCode).toBe(401);
    await seedOrg(t, 'northwind');
    await seedUser(t, 'northwind', 'dave', ['netlens-partners']);
    const dave = new Browser(t);
    await dave.signIn('dave');
    const unregistered = await dave.get(`${base}/PartnerInputSolution/list`);
    expect(unregistered.statusCode).toBe(403);
    expect(unregistered.json().error.message).toBe('Register as a network provider first.');
    expect((await dave.get(`${base}/PartnerProfile`)).statusCode).toBe(204);
  });

  it('updates a solution: new values get evidence, dropped values lose theirs', async () => {
    const [own] = await list(alice);
    const res = await put(alice, {
      ...solution({ asns: ['13500', '13502'], sslOwnerNames: ['Contoso Ltd'] }),
      id: own!.id,
    });
    expect(res.statusCode).toBe(200);
    const evidence = res.json().evidence;
    expect(evidence.asns.map((e: { value: string }) => e.value).sort()).toEqual(['13500', '13502']);
    expect(evidence.sslCertificates[0].value).toBe('Contoso Ltd');
    // 13501 is free again among alice's own solutions.
    const second = await put(alice, solution({ name: 'Contoso Two', asns: ['13501'], subnets: [] }));
    expect(second.statusCode).toBe(200);
    const removed = await alice.request({
      method: 'DELETE',
      url: `${base}/PartnerInputSolution?id=${second.json().id}`,
    });
    expect(removed.statusCode).toBe(204);
  });

  it('takes no edits while contributed; cancelling returns it to the provider', async () => {
    const [own] = (await list(alice)) as { id: string }[];
    const current = solution({ asns: ['13500', '13502'], sslOwnerNames: ['Contoso Ltd'] });
    const contribute = await put(alice, { ...current, id: own!.id, isContributed: true });
    expect(contribute.statusCode).toBe(200);
    expect(contribute.json().isContributed).toBe(true);
    const edit = await put(alice, { ...current, name: 'Renamed', id: own!.id, isContributed: true });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.message).toBe(
      'This solution is contributed to the service operator: cancel the contribution before changing it.',
    );
    const del = await alice.request({ method: 'DELETE', url: `${base}/PartnerInputSolution?id=${own!.id}` });
    expect(del.statusCode).toBe(409);
    const cancel = await put(alice, { ...current, id: own!.id, isContributed: false });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().isContributed).toBe(false);
    expect((await list(alice))[0]!.name).toBe('Contoso Fibre');
  });

  it('publishes and changes public solutions only through staff review', async () => {
    const [own] = (await list(alice)) as { id: string }[];
    const current = solution({ asns: ['13500', '13502'], sslOwnerNames: ['Contoso Ltd'] });
    const create = await alice.request({
      method: 'PUT',
      url: `${base}/PartnerChangeSolutionRequest/Create`,
      payload: { action: 'Create', solutionId: own!.id, solution: current, note: 'please publish' },
    });
    expect(create.statusCode).toBe(200);
    const request = create.json();
    expect(request).toMatchObject({ status: 'PendingReview', action: 'Create', solutionId: own!.id });
    // While pending: no edits, no second request.
    expect((await put(alice, { ...current, id: own!.id })).statusCode).toBe(409);
    const second = await alice.request({
      method: 'PUT',
      url: `${base}/PartnerChangeSolutionRequest/Create`,
      payload: { action: 'Create', solutionId: own!.id, solution: current },
    });
    expect(second.statusCode).toBe(409);
    // The provider cannot approve its own request; staff can.
    const review = (who: Browser, status: string) =>
      who.request({
        method: 'PUT',
        url: `${base}/PartnerChangeSolutionRequest/Update`,
        payload: { id: request.id, status, note: 'ok' },
      });
    expect((await review(alice, 'Approved')).statusCode).toBe(403);
    expect(
      (await staff.get(`${base}/PartnerChangeSolutionRequest/List?statuses=PendingReview`)).json(),
    ).toHaveLength(1);
    expect((await bob.get(`${base}/PartnerChangeSolutionRequest/List`)).json()).toEqual([]);
    const otherPartner = request.partnerInternalId as string;
    expect(
      (await bob.get(`${base}/PartnerChangeSolutionRequest/List?partnerInternalId=${otherPartner}`))
        .statusCode,
    ).toBe(403);
    const approved = await review(staff, 'Approved');
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'Approved', reviewedBy: 'staff@fabrikam.example' });
    expect((await review(staff, 'Rejected')).statusCode).toBe(409);

    const [published] = (await alice.get(`${base}/PartnerInputSolution/list`)).json();
    expect(published).toMatchObject({ visibility: 'Public', hasPendingChange: false });
    expect(published.evidence.asns[0].approvedBy).toBe('staff@fabrikam.example');
    // Now every provider sees it among the public solutions.
    const official = (await bob.get(`${base}/OfficialSolution/list`)).json();
    expect(official).toEqual([
      {
        id: own!.id,
        partnerName: 'contoso networks',
        name: 'Contoso Fibre',
        type: 'isp',
        asns: [13500, 13502],
        subnets: ['203.0.113.0/24', '2001:db8::/48'],
      },
    ]);
    // A public solution is not changed or deleted directly.
    expect((await put(alice, { ...current, name: 'Direct', id: own!.id })).statusCode).toBe(409);
    const del = await alice.request({ method: 'DELETE', url: `${base}/PartnerInputSolution?id=${own!.id}` });
    expect(del.statusCode).toBe(409);

    // A change request with a wrong entry is refused with the entry named.
    const wrong = await alice.request({
      method: 'PUT',
      url: `${base}/PartnerChangeSolutionRequest/Create`,
      payload: { action: 'Update', solutionId: own!.id, solution: { ...current, subnets: ['nope'] } },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details[0].path).toBe('subnets[0]');
    // A deletion request, cancelled by its provider.
    const deletion = await alice.request({
      method: 'PUT',
      url: `${base}/PartnerChangeSolutionRequest/Create`,
      payload: { action: 'Delete', solutionId: own!.id },
    });
    expect(deletion.statusCode).toBe(200);
    const cancel = (who: Browser) =>
      who.request({
        method: 'PUT',
        url: `${base}/PartnerChangeSolutionRequest/Update`,
        payload: { id: deletion.json().id, status: 'Cancelled' },
      });
    expect((await cancel(bob)).statusCode).toBe(404);
    expect((await cancel(alice)).json().status).toBe('Cancelled');
    expect(await list(alice)).toHaveLength(1);
  });

  it('deletes a private solution with its evidence', async () => {
    const [fab] = (await list(bob)) as { id: string }[];
    const del = await bob.request({ method: 'DELETE', url: `${base}/PartnerInputSolution?id=${fab!.id}` });
    expect(del.statusCode).toBe(204);
    expect(await list(bob)).toEqual([]);
    expect(
      (await bob.request({ method: 'DELETE', url: `${base}/PartnerInputSolution?id=not-a-uuid` })).statusCode,
    ).toBe(400);
  });
});
