import { beforeAll, describe, expect, it } from 'vitest';
import { suiteApp } from '../../test/suite-app.js';
import { testDatabases } from '../../test/harness.js';
import { FRONT_DOORS } from '../../test/connectivity-fixtures.js';
import { Browser, seedOrg, seedUser } from '../../test/identity-helpers.js';
import { generateIn, savedReport } from '../../test/reports-setup.js';

const kinds = await testDatabases();
const read = (b: Browser, id: string) => b.get(`/api/AnonymousConnectivityTest/ReadReport/${id}`);

describe.each(kinds)('saving and history (%s)', (kind) => {
  const t = suiteApp(kind, { FRONT_DOORS });
  beforeAll(async () => {
    await seedOrg(t, 'contoso');
    await seedUser(t, 'contoso', 'alice');
    await seedUser(t, 'contoso', 'bob');
  });

  it('claims a signed-out run after sign-in in the same browser, and only there', async () => {
    const browser = new Browser(t);
    const id = await generateIn(browser);
    expect((await read(new Browser(t), id)).statusCode).toBe(200); // the id is the capability

    const thief = new Browser(t);
    await thief.signIn('bob');
    const stolen = await thief.request({
      method: 'POST',
      url: '/api/ConnectivityTest/CreateReport',
      payload: { id },
    });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().error.id).toBe('REPORT_NOT_FOUND');

    await browser.signIn('alice');
    const saved = await browser.request({
      method: 'POST',
      url: '/api/ConnectivityTest/CreateReport',
      payload: { id },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ id });
    // What a browser sends under the site's no-referrer policy is accepted.
    const again = await browser.request({
      method: 'POST',
      url: '/api/ConnectivityTest/CreateReport',
      payload: { id },
      headers: { origin: 'null', 'sec-fetch-site': 'same-origin' },
    });
    expect(again.statusCode).toBe(200);
    // Saving again is harmless; someone else still cannot.
    expect(
      (await browser.request({ method: 'POST', url: '/api/ConnectivityTest/CreateReport', payload: { id } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await thief.request({ method: 'POST', url: '/api/ConnectivityTest/CreateReport', payload: { id } }))
        .statusCode,
    ).toBe(404);
    // Saved and private now: strangers and the signed-out get not-found.
    expect((await read(new Browser(t), id)).statusCode).toBe(404);
    expect((await read(thief, id)).statusCode).toBe(404);
    expect((await read(browser, id)).statusCode).toBe(200);
  });

  it('refuses a claim without a browser cookie, a forged CSRF token and a malformed id', async () => {
    const b = new Browser(t);
    await b.signIn('bob');
    const id = await generateIn(b);
    const forged = await b.request({
      method: 'POST',
      url: '/api/ConnectivityTest/CreateReport',
      payload: { id },
      headers: { 'x-csrf-token': 'x'.repeat(43) },
    });
    expect(forged.statusCode).toBe(403);
    const noBrowser = new Browser(t);
    noBrowser.cookies.set('nl_session', b.cookies.get('nl_session')!);
    noBrowser.csrf = b.csrf;
    expect(
      (
        await noBrowser.request({
          method: 'POST',
          url: '/api/ConnectivityTest/CreateReport',
          payload: { id },
        })
      ).statusCode,
    ).toBe(404);
    const bad = await b.request({
      method: 'POST',
      url: '/api/ConnectivityTest/CreateReport',
      payload: { id: 'temp' },
    });
    expect(bad.statusCode).toBe(400);
    expect((await read(new Browser(t), id)).statusCode).toBe(200);
  });

  it('lists owned reports with sorting and paging, and deletes them', async () => {
    const b = new Browser(t);
    await b.signIn('bob');
    const before = (await b.get('/api/OwnedReports')).json().total as number;
    const ids = [];
    for (const latency of ['30', '10', '20'])
      ids.push(await savedReport(b, { measuredLatency: latency, measuredLatencies: latency }));
    const all = (await b.get('/api/OwnedReports?sort=measuredLatency&order=asc&pageSize=50')).json();
    expect(all.total).toBe(before + 3);
    const latencies = all.items.map((i: { measuredLatency: number }) => i.measuredLatency);
    expect(latencies).toEqual([...latencies].sort((x: number, y: number) => x - y));
    const page2 = (await b.get('/api/OwnedReports?sort=dateTime&order=desc&pageSize=1&page=2')).json();
    expect(page2).toMatchObject({ page: 2, total: before + 3 });
    expect(page2.items).toHaveLength(1);
    expect(page2.items[0].id).toBe(ids[1]);
    expect((await b.get('/api/OwnedReports?pageSize=500')).statusCode).toBe(400);
    expect((await b.get('/api/OwnedReports?sort=owner')).statusCode).toBe(400);

    const del = await b.request({ method: 'DELETE', url: `/api/ConnectivityTest/DeleteReport/${ids[0]}` });
    expect(del.statusCode).toBe(204);
    expect((await read(b, ids[0]!)).statusCode).toBe(404);
    expect((await b.get('/api/OwnedReports')).json().total).toBe(before + 2);
  });

  it('answers the history of a signed-out visitor with 401', async () => {
    const res = await new Browser(t).get('/api/OwnedReports');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.id).toBe('UNAUTHENTICATED');
  });
});

describe.each(kinds)('saving switched off (%s)', (kind) => {
  const t = suiteApp(kind, {
    FRONT_DOORS,
    UX_FEATURE_CONTROL: 'DisableSaveReport,DisableHistoryReport',
  });
  beforeAll(async () => {
    await seedOrg(t, 'contoso');
    await seedUser(t, 'contoso', 'alice');
  });

  it('refuses CreateReport and the history with their own errors', async () => {
    const b = new Browser(t);
    await b.signIn('alice');
    const id = await generateIn(b);
    const res = await b.request({
      method: 'POST',
      url: '/api/ConnectivityTest/CreateReport',
      payload: { id },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.id).toBe('SAVE_REPORT_DISABLED');
    expect((await b.get('/api/OwnedReports')).json().error.id).toBe('HISTORY_DISABLED');
  });
});
