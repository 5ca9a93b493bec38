import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testDatabases, type TestApp } from '../../test/harness.js';
import { FRONT_DOORS } from '../../test/connectivity-fixtures.js';
import { Browser, seedOrg, seedUser } from '../../test/identity-helpers.js';
import { savedReport } from '../../test/reports-setup.js';

const kinds = await testDatabases();

/** Every role the product knows, as a seeded account (null: signed out). */
const Roles = {
  anonymous: null,
  owner: { org: 'contoso', groups: [] },
  receiver: { org: 'contoso', groups: [] },
  colleague: { org: 'contoso', groups: [] },
  orgAdmin: { org: 'contoso', groups: ['netlens-org-admins'] },
  otherOrgUser: { org: 'fabrikam', groups: [] },
  otherOrgAdmin: { org: 'fabrikam', groups: ['netlens-org-admins'] },
  partner: { org: 'contoso', groups: ['netlens-partners'] },
  leadership: { org: 'contoso', groups: ['netlens-leadership'] },
  domainLens: { org: 'contoso', groups: ['netlens-domain-lens'] },
  workloadChamp: { org: 'contoso', groups: ['netlens-workload-champions'] },
  serviceChamp: { org: 'contoso', groups: ['netlens-service-champions'] },
  connectivityChamp: { org: 'contoso', groups: ['netlens-connectivity-champions'] },
} as const;
type Role = keyof typeof Roles;
const all = Object.keys(Roles) as Role[];
const signedIn = all.filter((r) => r !== 'anonymous');

interface Row {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: (id: string, users: Record<Role, string>) => string;
  body?: (users: Record<Role, string>) => unknown;
  allowed: readonly Role[];
  /** Status for a signed-in role that is not allowed (anonymous gets 401 unless stated). */
  denied: number;
  anonymous?: number;
}

/**
 * The one table: for a private report owned by `owner` and shared with `receiver`, who may call
 * which route. Calls that change something are harmless repeats (same share, same settings).
 */
const Table: Row[] = [
  {
    name: 'read (anonymous path)',
    method: 'GET',
    url: (id) => `/api/AnonymousConnectivityTest/ReadReport/${id}`,
    allowed: ['owner', 'receiver', 'orgAdmin'],
    denied: 404,
    anonymous: 404,
  },
  {
    name: 'read (signed-in path)',
    method: 'GET',
    url: (id) => `/api/ConnectivityTest/ReadReport/${id}`,
    allowed: ['owner', 'receiver', 'orgAdmin'],
    denied: 404,
    anonymous: 404,
  },
  {
    name: 'report access',
    method: 'GET',
    url: (id) => `/api/ConnectivityTest/ReportAccess/${id}`,
    allowed: ['owner', 'receiver', 'orgAdmin'],
    denied: 404,
    anonymous: 404,
  },
  {
    name: 'save again',
    method: 'POST',
    url: () => '/api/ConnectivityTest/CreateReport',
    body: () => undefined,
    allowed: ['owner'],
    denied: 404,
  },
  {
    name: 'receivers',
    method: 'GET',
    url: (id) => `/api/GetReceivers/${id}`,
    allowed: ['owner'],
    denied: 404,
  },
  {
    name: 'share',
    method: 'POST',
    url: (id) => `/api/ConnectivityTest/Share/${id}`,
    body: (u) => ({ userIds: [u.receiver] }),
    allowed: ['owner'],
    denied: 404,
  },
  {
    name: 'unshare someone else',
    method: 'DELETE',
    url: (id, u) => `/api/ConnectivityTest/Share/${id}/${u.colleague}`,
    allowed: ['owner'],
    denied: 404,
  },
  {
    name: 'public off',
    method: 'POST',
    url: (id) => `/api/ConnectivityTest/ShareToPublic/${id}`,
    body: () => ({ isPublic: false }),
    allowed: ['owner'],
    denied: 404,
  },
  { name: 'owned list', method: 'GET', url: () => '/api/OwnedReports', allowed: signedIn, denied: 0 },
  { name: 'received list', method: 'GET', url: () => '/api/ReceivedReports', allowed: signedIn, denied: 0 },
  {
    name: 'admin settings',
    method: 'GET',
    url: () => '/api/ConnectivityTest/GetAdminSettings',
    allowed: signedIn,
    denied: 0,
  },
  {
    name: 'change admin settings',
    method: 'PUT',
    url: () => '/api/ConnectivityTest/AdminSettings',
    body: () => ({ shareReportWithPublic: false, shareReportWithinOrganization: true }),
    allowed: ['orgAdmin', 'otherOrgAdmin'],
    denied: 403,
  },
  {
    name: 'people search',
    method: 'GET',
    url: () => '/api/directory/people?prefix=r',
    allowed: signedIn,
    denied: 0,
  },
  { name: 'directory profile', method: 'GET', url: () => '/api/directory/me', allowed: signedIn, denied: 0 },
  {
    name: 'sign out everywhere (no token)',
    method: 'POST',
    url: () => '/api/identity/logout-everywhere?probe',
    allowed: [],
    denied: 403,
  },
  {
    name: 'delete received',
    method: 'DELETE',
    url: (id) => `/api/ConnectivityTest/DeleteReceivedReport/${id}`,
    allowed: ['receiver'],
    denied: 404,
  },
  {
    name: 'delete',
    method: 'DELETE',
    url: (id) => `/api/ConnectivityTest/DeleteReport/${id}`,
    allowed: ['owner'],
    denied: 404,
  },
];

describe.each(kinds)('authorisation table (%s)', (kind) => {
  let t: TestApp;
  let reportId: string;
  const users = {} as Record<Role, string>;
  const browsers = {} as Record<Role, Browser>;
  beforeAll(async () => {
    t = await startTestApp(kind, { FRONT_DOORS });
    await seedOrg(t, 'contoso');
    await seedOrg(t, 'fabrikam');
    for (const role of all) {
      browsers[role] = new Browser(t);
      const spec = Roles[role];
      if (!spec) continue;
      users[role] = await seedUser(t, spec.org, role.toLowerCase(), [...spec.groups]);
      await browsers[role].signIn(role.toLowerCase());
    }
    reportId = await savedReport(browsers.owner);
    const shared = await browsers.owner.request({
      method: 'POST',
      url: `/api/ConnectivityTest/Share/${reportId}`,
      payload: { userIds: [users.receiver] },
    });
    expect(shared.statusCode).toBe(200);
  });
  afterAll(async () => t?.close());

  it.each(Table)('$method $name', async (row) => {
    // Denied roles first, allowed last: a destructive call then happens once, after every refusal.
    const order = [...all].sort((a, b) => Number(row.allowed.includes(a)) - Number(row.allowed.includes(b)));
    for (const role of order) {
      const allowed = row.allowed.includes(role);
      const payload = row.name === 'save again' ? { id: reportId } : row.body?.(users);
      const csrf = row.name !== 'sign out everywhere (no token)';
      const res = await browsers[role].request({
        method: row.method,
        url: row.url(reportId, users),
        ...(payload ? { payload } : {}),
        csrf,
      });
      const expected = allowed ? [200, 204] : role === 'anonymous' ? [row.anonymous ?? 401] : [row.denied];
      expect(expected, `${role}: ${res.statusCode} ${res.body.slice(0, 200)}`).toContain(res.statusCode);
    }
    // Refused calls changed nothing: the owner still sees the report until it is deleted.
    if (row.name !== 'delete') {
      expect((await browsers.owner.get(`/api/ConnectivityTest/ReadReport/${reportId}`)).statusCode).toBe(200);
    }
  });
});
