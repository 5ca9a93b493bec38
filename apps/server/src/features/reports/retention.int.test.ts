import { beforeAll, describe, expect, it } from 'vitest';
import { suiteApp } from '../../test/suite-app.js';
import { testDatabases } from '../../test/harness.js';
import { FRONT_DOORS } from '../../test/connectivity-fixtures.js';
import { Browser, seedOrg, seedUser } from '../../test/identity-helpers.js';
import { savedReport } from '../../test/reports-setup.js';
import { purgeExpiredReports } from './retention.js';

const kinds = await testDatabases();

describe.each(kinds)('retention and switched-off sign-in (%s)', (kind) => {
  const t = suiteApp(kind, { FRONT_DOORS, REPORT_RETENTION_DAYS: '30' });
  beforeAll(async () => {
    await seedOrg(t, 'contoso');
    await seedUser(t, 'contoso', 'olivia');
  });

  it('deletes reports past the retention with their saved rows, and keeps recent ones', async () => {
    const b = new Browser(t);
    await b.signIn('olivia');
    const old = await savedReport(b);
    const recent = await savedReport(b);
    const past = new Date(Date.now() - 31 * 86_400_000).toISOString();
    await t.app.db.updateTable('reports').set({ created_at: past }).where('id', '=', old).execute();
    // Already outside the history before the purge runs.
    expect((await b.get('/api/OwnedReports')).json().items.map((i: { id: string }) => i.id)).toEqual([
      recent,
    ]);
    expect(await purgeExpiredReports(t.app.db, t.config)).toBe(1);
    expect((await b.get(`/api/ConnectivityTest/ReadReport/${old}`)).statusCode).toBe(404);
    const saved = await t.app.db.selectFrom('saved_reports').select('report_id').execute();
    expect(saved.map((r) => r.report_id)).toEqual([recent]);
  });
});

describe.each(kinds)('sign-in switched off (%s)', (kind) => {
  const t = suiteApp(kind, { UX_FEATURE_CONTROL: 'DisableSignIn' });

  it('refuses to start a sign-in and reports every visitor as signed out', async () => {
    const res = await t.app.inject('/api/identity/login');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.id).toBe('SIGN_IN_DISABLED');
    expect((await t.app.inject('/api/identity/session')).json()).toMatchObject({
      signedIn: false,
      csrfToken: null,
    });
  });
});
