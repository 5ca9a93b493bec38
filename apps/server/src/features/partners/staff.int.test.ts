import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, startTestApp, testDatabases, type TestApp } from '../../test/harness.js';
import { Browser, seedUser } from '../../test/identity-helpers.js';
import { PnppBase as base, registeredProvider } from '../../test/partners-fixtures.js';

const kinds = await testDatabases();

const solution = (name: string, asn: string) => ({
  name,
  type: 'isp',
  asns: [asn],
  subnets: [],
  vpnInterfaceDescriptions: [],
  sslOwnerNames: [],
});

describe.each(kinds)('staff calls of the internal report (%s)', (kind) => {
  let t: TestApp;
  let alice: Browser;
  let staff: Browser;
  let stranger: Browser;
  let providerId: string;
  const token = adminToken();

  beforeAll(async () => {
    t = await startTestApp(kind, { ADMIN_TOKEN: token });
    ({ browser: alice, providerId } = await registeredProvider(t, token, 'contoso', 'alice'));
    await seedUser(t, 'contoso', 'staff', ['netlens-leadership']);
    staff = new Browser(t);
    await staff.signIn('staff');
    await seedUser(t, 'contoso', 'stranger', []);
    stranger = new Browser(t);
    await stranger.signIn('stranger');
  });
  afterAll(async () => t?.close());

  it('lists public and contributed solutions of every provider, never private ones', async () => {
    const put = (payload: object) =>
      alice.request({ method: 'PUT', url: `${base}/PartnerInputSolution`, payload });
    const hidden = (await put(solution('Hidden', '13510'))).json();
    const contributed = (await put({ ...solution('Shared', '13511'), isContributed: true })).json();
    expect(contributed.isContributed).toBe(true);
    const res = await staff.get(`${base}/Partner/solutions`);
    expect(res.statusCode).toBe(200);
    const list = res.json() as { id: string; name: string; partnerName: string }[];
    expect(list.map((s) => s.name)).toEqual(['Shared']);
    expect(list[0]).toMatchObject({ partnerName: 'contoso networks', isContributed: true });
    expect(list.some((s) => s.id === hidden.id)).toBe(false);
  });

  it('changes a provider status, naming a wrong status or an unknown provider', async () => {
    const set = (who: Browser, id: string, status: string) =>
      who.request({ method: 'PUT', url: `${base}/Partner/${id}/status`, payload: { status } });
    const done = await set(staff, providerId, 'Approved');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      partnerInternalId: providerId,
      status: 'Approved',
      solutionCount: 2,
    });
    const wrong = await set(staff, providerId, 'Famous');
    expect(wrong.statusCode).toBe(400);
    expect(JSON.stringify(wrong.json().error.details)).toContain('status');
    const unknown = await set(staff, '00000000-0000-4000-8000-000000000000', 'Approved');
    expect(unknown.statusCode).toBe(404);
    expect((await staff.get(`${base}/Partner/list`)).json()[0].status).toBe('Approved');
  });

  it("refuses every staff call to a signed-in user without leadership access, with the internal report's text", async () => {
    const staffCalls = [
      stranger.get(`${base}/Partner/list`),
      stranger.get(`${base}/Partner/solutions`),
      stranger.request({
        method: 'PUT',
        url: `${base}/Partner/${providerId}/status`,
        payload: { status: 'Demo' },
      }),
      // A provider is not staff either.
      alice.get(`${base}/Partner/list`),
      alice.request({
        method: 'PUT',
        url: `${base}/Partner/${providerId}/status`,
        payload: { status: 'Named' },
      }),
    ];
    for (const res of await Promise.all(staffCalls)) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatchObject({
        id: 'INTERNAL_FORBIDDEN',
        message: 'You do not have access to this view',
      });
    }
    // The portal's own calls keep the portal's text.
    const portal = await stranger.get(`${base}/PartnerChangeSolutionRequest/List`);
    expect(portal.statusCode).toBe(403);
    expect(portal.json().error).toMatchObject({
      id: 'PARTNER_FORBIDDEN',
      message: "You don't have access to this page.",
    });
    expect((await t.app.inject({ url: `${base}/Partner/solutions` })).statusCode).toBe(401);
    expect((await staff.get(`${base}/Partner/list`)).json()[0].status).toBe('Approved');
  });
});
