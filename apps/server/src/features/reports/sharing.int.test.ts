import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testDatabases, type TestApp } from '../../test/harness.js';
import { FRONT_DOORS } from '../../test/connectivity-fixtures.js';
import { Browser, seedOrg, seedUser } from '../../test/identity-helpers.js';
import { savedReport } from '../../test/reports-setup.js';

const kinds = await testDatabases();

describe.each(kinds)('sharing (%s)', (kind) => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  const b: Record<string, Browser> = {};
  beforeAll(async () => {
    t = await startTestApp(kind, { FRONT_DOORS });
    await seedOrg(t, 'contoso');
    await seedOrg(t, 'fabrikam');
    ids.owner = await seedUser(t, 'contoso', 'olivia');
    ids.colleague = await seedUser(t, 'contoso', 'carl');
    ids.admin = await seedUser(t, 'contoso', 'ada', ['netlens-org-admins']);
    ids.guest = await seedUser(t, 'contoso', 'gus', [], true);
    ids.stranger = await seedUser(t, 'fabrikam', 'sam');
    for (const name of ['olivia', 'carl', 'ada', 'gus', 'sam']) {
      b[name] = new Browser(t);
      await b[name].signIn(name);
    }
  });
  afterAll(async () => t?.close());

  it('finds colleagues by prefix, without guests, strangers or oneself', async () => {
    const people = (await b.olivia!.get('/api/directory/people?prefix=')).statusCode;
    expect(people).toBe(400);
    const found = (await b.olivia!.get('/api/directory/people?prefix=c')).json().people;
    expect(found.map((p: { email: string }) => p.email)).toEqual(['carl@contoso.example']);
    expect((await b.olivia!.get('/api/directory/people?prefix=g')).json().people).toEqual([]);
    expect((await b.olivia!.get('/api/directory/people?prefix=s')).json().people).toEqual([]);
    expect((await b.olivia!.get('/api/directory/people?prefix=o')).json().people).toEqual([]);
    expect((await b.olivia!.get('/api/directory/people?prefix=%25')).json().people).toEqual([]);
    const me = (await b.olivia!.get('/api/directory/me')).json();
    expect(me).toMatchObject({
      initials: 'OT',
      privacyStatementUrl: 'https://contoso.example/privacy',
      domains: ['contoso.example'],
      photoUrl: null,
    });
  });

  it('shares with a colleague, who then has it under received reports', async () => {
    const id = await savedReport(b.olivia!);
    const share = await b.olivia!.request({
      method: 'POST',
      url: `/api/ConnectivityTest/Share/${id}`,
      payload: { userIds: [ids.colleague] },
    });
    expect(share.statusCode).toBe(200);
    expect(share.json().receivers.map((r: { id: string }) => r.id)).toEqual([ids.colleague]);
    expect((await b.carl!.get(`/api/ConnectivityTest/ReadReport/${id}`)).statusCode).toBe(200);
    const received = (await b.carl!.get('/api/ReceivedReports')).json();
    expect(received.items.map((i: { id: string }) => i.id)).toContain(id);
    expect(received.items[0].ownerName).toBe('Olivia Tester');
    const owned = (await b.olivia!.get('/api/OwnedReports')).json();
    expect(owned.items.find((i: { id: string }) => i.id === id).receivers).toBe(1);

    // The receiver removes it from their list: no more access.
    expect(
      (await b.carl!.request({ method: 'DELETE', url: `/api/ConnectivityTest/DeleteReceivedReport/${id}` }))
        .statusCode,
    ).toBe(204);
    expect((await b.carl!.get(`/api/ConnectivityTest/ReadReport/${id}`)).statusCode).toBe(404);
  });

  it('refuses sharing outside the organisation or with a guest, and changes nothing', async () => {
    const id = await savedReport(b.olivia!);
    for (const userId of [ids.stranger, ids.guest, ids.owner, 'no-such-user']) {
      const res = await b.olivia!.request({
        method: 'POST',
        url: `/api/ConnectivityTest/Share/${id}`,
        payload: { userIds: [ids.colleague, userId] },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.id).toBe('SHARE_RECEIVER_INVALID');
    }
    expect((await b.olivia!.get(`/api/GetReceivers/${id}`)).json().receivers).toEqual([]);
    const empty = await b.olivia!.request({
      method: 'POST',
      url: `/api/ConnectivityTest/Share/${id}`,
      payload: { userIds: [] },
    });
    expect(empty.statusCode).toBe(400);
  });

  it('makes a report public for everyone and revokes it, when the admin allows it', async () => {
    const id = await savedReport(b.olivia!);
    const pub = (on: boolean) =>
      b.olivia!.request({
        method: 'POST',
        url: `/api/ConnectivityTest/ShareToPublic/${id}`,
        payload: { isPublic: on },
      });
    const refused = await pub(true);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.id).toBe('SHARING_DISABLED');
    // Only the organisation's admin changes the settings.
    const settings = { shareReportWithPublic: true, shareReportWithinOrganization: true };
    expect(
      (
        await b.carl!.request({
          method: 'PUT',
          url: '/api/ConnectivityTest/AdminSettings',
          payload: settings,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await b.ada!.request({ method: 'PUT', url: '/api/ConnectivityTest/AdminSettings', payload: settings })
      ).json(),
    ).toEqual(settings);
    expect((await b.olivia!.get('/api/ConnectivityTest/GetAdminSettings')).json()).toEqual(settings);
    // Another organisation keeps its defaults.
    expect((await b.sam!.get('/api/ConnectivityTest/GetAdminSettings')).json()).toEqual({
      shareReportWithPublic: false,
      shareReportWithinOrganization: true,
    });

    expect((await pub(true)).json()).toMatchObject({ isPublic: true, isOwner: true });
    const anonymous = new Browser(t);
    expect((await anonymous.get(`/api/AnonymousConnectivityTest/ReadReport/${id}`)).statusCode).toBe(200);
    expect((await b.sam!.get(`/api/ConnectivityTest/ReadReport/${id}`)).statusCode).toBe(200);
    expect((await pub(false)).statusCode).toBe(200);
    expect((await anonymous.get(`/api/AnonymousConnectivityTest/ReadReport/${id}`)).statusCode).toBe(404);

    // Switching sharing off disables both, even for the owner.
    const off = { shareReportWithPublic: false, shareReportWithinOrganization: false };
    await b.ada!.request({ method: 'PUT', url: '/api/ConnectivityTest/AdminSettings', payload: off });
    const share = await b.olivia!.request({
      method: 'POST',
      url: `/api/ConnectivityTest/Share/${id}`,
      payload: { userIds: [ids.colleague] },
    });
    expect(share.json().error.id).toBe('SHARING_DISABLED');
    expect((await b.olivia!.get(`/api/ConnectivityTest/ReportAccess/${id}`)).json()).toMatchObject({
      canShare: false,
      canSharePublic: false,
      isOwner: true,
    });
    await b.ada!.request({
      method: 'PUT',
      url: '/api/ConnectivityTest/AdminSettings',
      payload: { shareReportWithPublic: false, shareReportWithinOrganization: true },
    });
  });

  it('refuses the settings body with a missing field', async () => {
    const res = await b.ada!.request({
      method: 'PUT',
      url: '/api/ConnectivityTest/AdminSettings',
      payload: { shareReportWithPublic: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('shareReportWithinOrganization');
  });
});
