import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testDatabases, type TestApp } from '../../test/harness.js';
import { FakePhoto, graphPerson, startFakeIssuer, type FakeIssuer } from '../../test/fake-issuer.js';
import { Browser } from '../../test/identity-helpers.js';

const kinds = await testDatabases();

describe.each(kinds)('sign-in with an external issuer shaped like Entra ID (%s)', (kind) => {
  let t: TestApp;
  let idp: FakeIssuer;
  beforeAll(async () => {
    idp = await startFakeIssuer('app-1');
    idp.subScopes.set('gov-tenant', 'GCC');
    idp.people.push(
      graphPerson('object-1', 'Erin Entra'),
      graphPerson('object-4', 'Evan Member'),
      graphPerson('object-5', 'Eve Guest', 'Guest'),
    );
    t = await startTestApp(kind, {
      OIDC_ISSUER: `${idp.base}/organizations/v2.0`,
      OIDC_CLIENT_ID: 'app-1',
      OIDC_TENANT_CONFIG_URL: `${idp.base}/{tenantId}/v2.0/.well-known/openid-configuration`,
      ACCESS_GROUPS: 'leadership=11111111-aaaa,orgAdmin=22222222-bbbb',
      STAFF_TENANTS: 'tenant-a',
      GRAPH_BASE_URL: `${idp.base}/graph/v1.0`,
      ACCESS_REQUEST_URL: 'https://access.a.example/request',
    });
  });
  afterAll(async () => {
    await t?.close();
    await idp?.close();
  });

  async function signIn(b: Browser, claims: Record<string, unknown>) {
    const start = await b.get('/api/identity/login?returnTo=/reports');
    expect(start.statusCode).toBe(303);
    const authorize = start.headers.location as string;
    expect(authorize.startsWith(`${idp.base}/authorize?`)).toBe(true);
    const state = new URL(authorize).searchParams.get('state');
    const code = idp.approve(authorize, claims);
    const done = await b.get(`/api/identity/callback?code=${code}&state=${state}`);
    await b.refresh();
    return done;
  }

  it('creates the user and organisation from the claims and maps group ids to access flags', async () => {
    const b = new Browser(t);
    const done = await signIn(b, {
      sub: 'pairwise-1',
      oid: 'object-1',
      tid: 'tenant-a',
      name: 'Erin Entra',
      preferred_username: 'erin@a.example',
      groups: ['11111111-aaaa', '33333333-cccc'],
    });
    expect(done.statusCode).toBe(303);
    const s = await b.refresh();
    expect(s).toMatchObject({
      signedIn: true,
      tenantCheck: 'ok',
      user: { displayName: 'Erin Entra', email: 'erin@a.example', tenantId: 'tenant-a', initials: 'EE' },
      access: { hasAccessToLeadershipReport: true, isOrganizationAdmin: false },
      adminSettings: { shareReportWithPublic: false, shareReportWithinOrganization: true },
      // The way to an access the user lacks: the configured groups and entitlement page.
      accessRequest: {
        groups: { leadership: ['11111111-aaaa'], domainLens: ['netlens-domain-lens'] },
        url: 'https://access.a.example/request',
      },
    });
    // The same person again: the same account, refreshed.
    const again = new Browser(t);
    await signIn(again, { sub: 'pairwise-2', oid: 'object-1', tid: 'tenant-a', name: 'Erin E.', groups: [] });
    expect((await again.refresh()).user.id).toBe(s.user.id);
  });

  it("grants leadership by its group id only to the staff tenant's users, org admin to anyone's", async () => {
    const b = new Browser(t);
    await signIn(b, {
      sub: 's',
      oid: 'object-6',
      tid: 'tenant-b',
      name: 'Oscar Outsider',
      groups: ['11111111-aaaa', '22222222-bbbb'],
    });
    const s = await b.refresh();
    expect(s.user.tenantId).toBe('tenant-b');
    expect(s.access).toMatchObject({ hasAccessToLeadershipReport: false, isOrganizationAdmin: true });
    // The no-access messages name no group that cannot help: a staff role's group elsewhere grants nothing.
    expect(Object.keys(s.accessRequest.groups).sort()).toEqual(['orgAdmin', 'partner']);
  });

  it('sends a GCC tenant to /gcc from its tenant configuration', async () => {
    const b = new Browser(t);
    await signIn(b, { sub: 's', oid: 'object-2', tid: 'gov-tenant', name: 'Gov User', groups: [] });
    expect((await b.refresh()).tenantCheck).toBe('redirectGcc');
  });

  it('refuses a token signed by a key the issuer does not publish', async () => {
    const b = new Browser(t);
    idp.forge = true;
    try {
      const res = await signIn(b, { sub: 's', oid: 'object-3', tid: 'tenant-a', name: 'Mallory' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.id).toBe('SIGN_IN_FAILED');
      expect(b.cookies.has('nl_session')).toBe(false);
    } finally {
      idp.forge = false;
    }
  });

  it('serves the directory from Microsoft Graph: profile, photo, organisation and people', async () => {
    const b = new Browser(t);
    await signIn(b, { sub: 's', oid: 'object-1', tid: 'tenant-a', name: 'Erin Entra', groups: [] });
    const s = await b.refresh();
    // The organisation's name, privacy statement and domains come from Graph at sign-in.
    expect(s).toMatchObject({
      privacyUrl: 'https://a.example/privacy',
      user: { organizationName: 'Tenant A Ltd' },
    });
    const me = (await b.get('/api/directory/me')).json();
    expect(me).toMatchObject({
      email: 'erin@a.example',
      photoUrl: '/api/directory/me/photo',
      domains: ['a.example'],
    });
    const photo = await b.get('/api/directory/me/photo');
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload).toEqual(FakePhoto);
    // Evan has never signed in here; he is found, and a report can be shared with him.
    const people = (await b.get('/api/directory/people?prefix=E')).json().people;
    expect(people.map((p: { displayName: string }) => p.displayName)).toEqual(['Evan Member']);
    const evan = new Browser(t);
    await signIn(evan, { sub: 'x', oid: 'object-4', tid: 'tenant-a', name: 'Evan Member', groups: [] });
    expect((await evan.refresh()).user.id).toBe(people[0].id);
  });

  it('does not mount the embedded provider', async () => {
    expect((await t.app.inject('/oidc/.well-known/openid-configuration')).statusCode).toBe(404);
  });
});
