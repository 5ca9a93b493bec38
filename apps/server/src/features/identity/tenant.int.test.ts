import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testDatabases, type TestApp } from '../../test/harness.js';
import { Browser, seedOrg, seedUser } from '../../test/identity-helpers.js';

const kinds = await testDatabases();

describe.each(kinds)('enterprise account checks (%s)', (kind) => {
  describe('on the multi-tenant site', () => {
    let t: TestApp;
    beforeAll(async () => {
      // govco is staff, so only the tenant check keeps gina's leadership flag off here.
      t = await startTestApp(kind, { STAFF_TENANTS: 'govco' });
      await seedOrg(t, 'govco', 'GCC');
      await seedOrg(t, 'defco', 'DOD');
      await seedUser(t, 'govco', 'gina', ['netlens-leadership']);
      await seedUser(t, 'defco', 'dan');
    });
    afterAll(async () => t?.close());

    it('sends a government-cloud organisation to /gcc and blocks a defence one', async () => {
      const gina = new Browser(t);
      await gina.signIn('gina');
      const s = await gina.refresh();
      expect(s).toMatchObject({ signedIn: true, tenantCheck: 'redirectGcc' });
      // No access flags and no API use while the account belongs elsewhere.
      expect(s.access.hasAccessToLeadershipReport).toBe(false);
      expect((await gina.get('/api/OwnedReports')).statusCode).toBe(403);
      const dan = new Browser(t);
      await dan.signIn('dan');
      expect((await dan.refresh()).tenantCheck).toBe('blocked');
    });
  });

  describe('on the GCC site', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(kind, { CLOUD_NAME: 'GCC' });
      await seedOrg(t, 'govco', 'GCC');
      await seedOrg(t, 'contoso');
      await seedUser(t, 'govco', 'gina');
      await seedUser(t, 'contoso', 'carl');
    });
    afterAll(async () => t?.close());

    it('serves sign-in under /gcc and blocks a non-GCC organisation', async () => {
      const b = new Browser(t);
      const start = await b.get('/gcc/api/identity/login?returnTo=/reports');
      expect(new URL(start.headers.location as string).pathname).toBe('/gcc/oidc/authorize');
      const carl = new GccBrowser(t);
      await carl.signIn('carl');
      expect((await carl.refresh()).tenantCheck).toBe('blocked');
      const gina = new GccBrowser(t);
      const done = await gina.signIn('gina');
      expect(done.headers.location).toBe('/gcc/reports');
      expect((await gina.refresh()).tenantCheck).toBe('ok');
    });
  });
});

/** A browser on the GCC site: every path under /gcc. */
class GccBrowser extends Browser {
  override request(opts: Parameters<Browser['request']>[0]) {
    const url = String(opts.url);
    return super.request({ ...opts, url: url.startsWith('/gcc/') ? url : `/gcc${url}` });
  }
}
