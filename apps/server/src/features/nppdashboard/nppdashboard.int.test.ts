import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, startTestApp, testDatabases, type TestApp } from '../../test/harness.js';
import { PnppBase as base, registeredProvider } from '../../test/partners-fixtures.js';

const kinds = await testDatabases();

describe.each(kinds)('NPP dashboard (%s)', (kind) => {
  let on: TestApp;
  let off: TestApp;
  const token = adminToken();

  beforeAll(async () => {
    [on, off] = await Promise.all([
      startTestApp(kind, { ADMIN_TOKEN: token, FEATURE_FLAGS: 'nppDashboard=true' }),
      startTestApp(kind),
    ]);
    const { browser } = await registeredProvider(on, token, 'contoso', 'alice');
    const put = await browser.request({
      method: 'PUT',
      url: `${base}/PartnerInputSolution`,
      payload: { name: 'Contoso Fibre', type: 'isp', asns: ['13500'], subnets: ['203.0.113.0/24'] },
    });
    expect(put.statusCode).toBe(200);
  });
  afterAll(async () => {
    await on?.close();
    await off?.close();
  });

  it('answers everyone with the programme counts, and no private solution by name or place', async () => {
    const res = await on.app.inject({ method: 'GET', url: `${base}/NppDashboard` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.providersByStatus).toContainEqual({ status: 'AwaitingEndorsement', count: 1 });
    expect(body.providersByStatus).toHaveLength(5);
    expect(body.solutionsByType).toContainEqual({ type: 'isp', count: 1 });
    expect(body.countries).toEqual([]);
    expect(body.metros).toEqual([]);
    expect(res.body).not.toContain('Contoso Fibre');
  });

  it('is not there without the flag', async () => {
    const res = await off.app.inject({ method: 'GET', url: `${base}/NppDashboard` });
    expect(res.statusCode).toBe(404);
  });
});
