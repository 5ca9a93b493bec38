import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema, PhotoTypes } from '@netlens/core';
import { startTestApp, testDatabases, type TestApp } from '../../test/harness.js';
import {
  FakePhoto,
  GroupsOverageClaims,
  graphPerson,
  startFakeIssuer,
  type FakeIssuer,
} from '../../test/fake-issuer.js';
import { Browser } from '../../test/identity-helpers.js';
import { FRONT_DOORS } from '../../test/connectivity-fixtures.js';
import { savedReport } from '../../test/reports-setup.js';

const kinds = await testDatabases();

/** Group object ids as Entra ID names them. */
const G = {
  leadership: '0b1e7a52-1111-4c3e-9a51-2f6a1c9e7d10',
  partner: '0b1e7a52-2222-4c3e-9a51-2f6a1c9e7d10',
  orgAdmin: '0b1e7a52-3333-4c3e-9a51-2f6a1c9e7d10',
  domainLens: '0b1e7a52-4444-4c3e-9a51-2f6a1c9e7d10',
  other: (n: number) => `9f000000-0000-4000-8000-00000000000${n}`,
};

describe.each(kinds)('the directory of an Entra ID sign-in: memberOf and users/{id} (%s)', (kind) => {
  let t: TestApp;
  let idp: FakeIssuer;
  beforeAll(async () => {
    idp = await startFakeIssuer('app-1');
    idp.people.push(graphPerson('object-1', 'Erin Entra'), graphPerson('object-4', 'Evan Member'));
    // Erin is in many groups: three of the configured ones among others, more than a page of them.
    idp.memberOf.set('object-1', [G.other(1), G.leadership, G.partner, G.other(2), G.orgAdmin, G.other(3)]);
    t = await startTestApp(kind, {
      OIDC_ISSUER: `${idp.base}/organizations/v2.0`,
      OIDC_CLIENT_ID: 'app-1',
      OIDC_TENANT_CONFIG_URL: `${idp.base}/{tenantId}/v2.0/.well-known/openid-configuration`,
      ACCESS_GROUPS: `leadership=${G.leadership},partner=${G.partner},orgAdmin=${G.orgAdmin},domainLens=${G.domainLens}`,
      STAFF_TENANTS: 'tenant-a',
      GRAPH_BASE_URL: `${idp.base}/graph/v1.0`,
      FRONT_DOORS,
    });
  });
  afterAll(async () => {
    await t?.close();
    await idp?.close();
  });

  async function signedIn(claims: Record<string, unknown>) {
    const b = new Browser(t);
    const start = await b.get('/api/identity/login?returnTo=/reports');
    const authorize = start.headers.location as string;
    const state = new URL(authorize).searchParams.get('state');
    const done = await b.get(`/api/identity/callback?code=${idp.approve(authorize, claims)}&state=${state}`);
    expect(done.statusCode).toBe(303);
    return { b, session: await b.refresh() };
  }
  const erin = { sub: 's1', oid: 'object-1', tid: 'tenant-a', name: 'Erin Entra' };

  it('reads the groups from memberOf, every page, when the token carries the overage claim', async () => {
    idp.memberOfCalls.length = 0;
    const { session } = await signedIn({ ...erin, ...GroupsOverageClaims });
    expect(session.access).toMatchObject({
      hasAccessToLeadershipReport: true,
      hasAccessToPartnerPortal: true,
      isOrganizationAdmin: true,
      hasAccessToDomainLens: false,
    });
    // Filtered by the configured groups' ids, and the next page followed.
    expect(idp.memberOfCalls).toHaveLength(2);
    expect(new URLSearchParams(idp.memberOfCalls[0]).get('$filter')).toContain(`id in ('${G.leadership}'`);
    expect(idp.memberOfCalls[1]).toContain('skiptoken=2');
  });

  it('reads memberOf for the implicit flow’s hasgroups too, and not at all when the token lists its groups', async () => {
    const implicit = await signedIn({ ...erin, hasgroups: true });
    expect(implicit.session.access.hasAccessToLeadershipReport).toBe(true);
    idp.memberOfCalls.length = 0;
    const listed = await signedIn({ ...erin, groups: [G.domainLens] });
    expect(listed.session.access).toMatchObject({
      hasAccessToDomainLens: true,
      hasAccessToLeadershipReport: false,
    });
    expect(idp.memberOfCalls).toEqual([]);
  });

  it('signs in with no access when Graph cannot list the groups (less access, never more)', async () => {
    // Graph does not know this person: memberOf is refused.
    const { session } = await signedIn({
      sub: 's9',
      oid: 'object-9',
      tid: 'tenant-a',
      ...GroupsOverageClaims,
    });
    expect(session.signedIn).toBe(true);
    expect(Object.values(session.access).some(Boolean)).toBe(false);
  });

  it("answers a member's profile and photo from users/{id}, and nobody outside the organisation", async () => {
    const evan = await signedIn({ sub: 's4', oid: 'object-4', tid: 'tenant-a', name: 'Evan M.', groups: [] });
    const { b } = await signedIn({ ...erin, groups: [] });
    const erinId = (await b.refresh()).user.id as string;
    const evanId = evan.session.user.id as string;

    // Graph's profile, not the name the token carried.
    const profile = await b.get(`/api/directory/users/${evanId}`);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toEqual({
      id: evanId,
      displayName: 'Evan Member',
      email: 'evan@a.example',
      initials: 'EM',
      photoUrl: `/api/directory/users/${evanId}/photo`,
    });
    // Evan has no photo; Erin has one, which Evan sees.
    const none = await b.get(`/api/directory/users/${evanId}/photo`);
    expect(none.statusCode).toBe(404);
    // The usual error body, and the API's document lists the status with it.
    expect(ErrorBodySchema.parse(none.json()).error.status).toBe(404);
    const doc = (await b.get('/api/docs/json')).json() as {
      paths: Record<string, { get: { responses: Record<string, { content?: Record<string, unknown> }> } }>;
    };
    const documented = doc.paths['/api/directory/users/{id}/photo']!.get.responses;
    expect(Object.keys(documented)).toEqual(expect.arrayContaining(['200', '401', '403', '404']));
    // The answer is the image itself, in each type it may come in.
    expect(Object.keys(documented['200']!.content ?? {})).toEqual([...PhotoTypes]);
    const photo = await evan.b.get(`/api/directory/users/${erinId}/photo`);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload).toEqual(FakePhoto);
    // A photo Graph calls a page is still served as an image (with nosniff), never as a page.
    const paige = await signedIn({
      sub: 's7',
      oid: 'object-page',
      tid: 'tenant-a',
      name: 'Paige',
      groups: [],
    });
    const page = await evan.b.get(`/api/directory/users/${paige.session.user.id as string}/photo`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('image/jpeg');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    // People search names where each photo is.
    const people = (await b.get('/api/directory/people?prefix=Ev')).json().people;
    expect(people).toEqual([
      expect.objectContaining({ id: evanId, photoUrl: `/api/directory/users/${evanId}/photo` }),
    ]);

    // A report's receivers too.
    const report = await savedReport(b);
    const shared = await b.request({
      method: 'POST',
      url: `/api/ConnectivityTest/Share/${report}`,
      payload: { userIds: [evanId] },
    });
    expect(shared.statusCode).toBe(200);
    const receivers = (await b.get(`/api/GetReceivers/${report}`)).json().receivers;
    expect(receivers).toEqual([
      expect.objectContaining({ id: evanId, photoUrl: `/api/directory/users/${evanId}/photo` }),
    ]);

    const outsider = await signedIn({
      sub: 's5',
      oid: 'object-5',
      tid: 'tenant-b',
      name: 'Oscar',
      groups: [],
    });
    expect((await outsider.b.get(`/api/directory/users/${erinId}`)).statusCode).toBe(404);
    expect((await outsider.b.get(`/api/directory/users/${erinId}/photo`)).statusCode).toBe(404);
    expect((await b.get('/api/directory/users/not-a-uuid')).statusCode).toBe(400);
  });
});
