import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';

describe('clouds chosen by configuration', () => {
  const apps: TestApp[] = [];
  afterAll(async () => Promise.all(apps.map((a) => a.close())));

  it('serves everything under /gcc on the GCC cloud', async () => {
    const t = await startTestApp('sqlite', { CLOUD_NAME: 'GCC' });
    apps.push(t);
    const prefixed = await t.app.inject({
      url: '/gcc/api/AnonymousConnectivityTest/GetFrontendConfiguration',
    });
    expect(prefixed.statusCode).toBe(200);
    expect(prefixed.json()).toMatchObject({ cloudName: 'GCC', pathPrefix: '/gcc' });
    const flags = await t.app.inject({ url: '/gcc/config/v1/ConnectivityTest/1.0?environment=production' });
    expect(flags.statusCode).toBe(200);
    const bare = await t.app.inject({ url: '/api/AnonymousConnectivityTest/GetFrontendConfiguration' });
    expect(bare.statusCode).toBe(404);
    expect(bare.json().error.id).toBe('ROUTE_NOT_FOUND');
    const docs = await t.app.inject({ url: '/gcc/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    expect(Object.keys(docs.json().paths)).toContain('/gcc/api/Localization');
  });

  it('gives the China cloud its own endpoints and filing records', async () => {
    const t = await startTestApp('sqlite', {
      CLOUD_NAME: 'China',
      ICP_RECORD: 'ICP 123',
      PSB_RECORD: 'PSB 456',
    });
    apps.push(t);
    const body = (
      await t.app.inject({ url: '/api/AnonymousConnectivityTest/GetFrontendConfiguration' })
    ).json();
    expect(body).toMatchObject({
      cloudName: 'China',
      endpointExchange: 'partner.outlook.cn',
      filingRecords: { icp: 'ICP 123', psb: 'PSB 456' },
    });
  });
});

describe('configuration errors', () => {
  it('refuses an unknown cloud with the valid names', async () => {
    await expect(startTestApp('sqlite', { CLOUD_NAME: 'Mars' })).rejects.toThrow(/CLOUD_NAME.*MultiTenant/s);
  });
});
