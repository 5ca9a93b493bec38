import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORBIDDEN } from '../../test/domainlens-people.js';
import { NoAccess } from '@netlens/core';
import { StaffTenant, startTestApp, testDatabases, type TestApp } from '../../test/harness.js';
import { ExchangeWorkload } from '../../test/domainlens-fixtures.js';
import { Browser, seedOrg, seedUser } from '../../test/identity-helpers.js';

const kinds = await testDatabases();
const dl = '/api/ipurl/api/v1';
const pnpp = '/api/pnpp/api/v1';
/** Another customer's organisation, not listed in STAFF_TENANTS. */
const OTHER = 'tailspin';

/** The same directory groups in the staff organisation and in another one. */
const People = {
  council: [StaffTenant, ['netlens-domain-lens', 'netlens-connectivity-champions']],
  author: [StaffTenant, ['netlens-domain-lens']],
  leader: [StaffTenant, ['netlens-leadership']],
  rogueCouncil: [OTHER, ['netlens-connectivity-champions']],
  rogueChamp: [OTHER, ['netlens-domain-lens', 'netlens-workload-champions', 'exchange-champs']],
  rogueLeader: [OTHER, ['netlens-leadership']],
  provider: [OTHER, ['netlens-partners']],
} as const;
type Person = keyof typeof People;

describe.each(kinds)('staff roles come only from STAFF_TENANTS (%s)', (kind) => {
  let t: TestApp;
  const b = {} as Record<Person, Browser>;
  const post = (who: Person, path: string, payload: object) =>
    b[who].request({ method: 'POST', url: `${dl}/${path}`, payload });
  let changeId = '';

  beforeAll(async () => {
    t = await startTestApp(kind);
    await seedOrg(t, StaffTenant);
    await seedOrg(t, OTHER);
    for (const [who, [tenant, groups]] of Object.entries(People) as [Person, (typeof People)[Person]][]) {
      await seedUser(t, tenant, who.toLowerCase(), [...groups]);
      b[who] = new Browser(t);
      await b[who].signIn(who.toLowerCase());
    }
    // A workload whose champions' security group the other organisation's user is also in.
    const workload = await post('council', 'Workload', ExchangeWorkload);
    expect(workload.statusCode, workload.body).toBe(200);
    const draft = await post('author', 'EndpointSetChange/UpsertDraft', {
      endpointSet: {
        instance: 'Worldwide',
        governanceCategory: 'Optimize',
        isExpressRoute: true,
        workloadName: 'Exchange',
        isRequired: true,
        tcpPorts: '443',
        udpPorts: '',
        fqdns: ['outlook.office.com'],
        cidrs: ['13.107.6.152/31'],
        publicDescription: 'Exchange Online',
      },
      changeReason: 'New Exchange set',
    });
    changeId = draft.json().change.id;
    expect((await post('author', 'EndpointSetChange/Submit', { id: changeId })).statusCode).toBe(200);
  });
  afterAll(async () => t?.close());

  it('a connectivity champion of another organisation is no change council: no ARIN import, no block, no flags', async () => {
    const arin = await post('rogueCouncil', 'IpRange/list', {
      source: 'ARIN',
      entries: [{ cidr: '198.51.100.0/24' }],
    });
    expect(arin.statusCode).toBe(403);
    expect(arin.json().error.message).toBe(FORBIDDEN);
    expect((await b.author.get(`${dl}/IpRange/search?query=198.51.100`)).json()).toEqual([]);
    const block = await post('rogueCouncil', 'EndpointSetChange/Block', { id: changeId, note: 'mine now' });
    expect(block.statusCode).toBe(403);
    expect(block.json().error.message).toBe(FORBIDDEN);

    const session = await b.rogueCouncil.refresh();
    expect(session.user.tenantId).toBe(OTHER);
    expect(session.access).toEqual(NoAccess);
    // The no-access messages do not send them to a group that cannot help.
    expect(Object.keys(session.accessRequest.groups).sort()).toEqual(['orgAdmin', 'partner']);
    const access = await b.rogueCouncil.get(`${dl}/DomainLensAccess`);
    expect(access.statusCode).toBe(200);
    expect(access.json()).toMatchObject({
      hasAccessToDomainLens: false,
      isWorkloadChamp: false,
      isServiceChamp: false,
      isConnectivityChamp: false,
    });
  });

  it("the staff organisation's change council keeps its access", async () => {
    expect((await b.council.refresh()).access).toMatchObject({
      hasAccessToDomainLens: true,
      isConnectivityChamp: true,
    });
    const arin = await post('council', 'IpRange/list', {
      source: 'ARIN',
      entries: [{ cidr: '198.51.100.0/24' }],
    });
    expect(arin.json()).toEqual({ saved: 1 });
    const block = await post('council', 'EndpointSetChange/Block', { id: changeId, note: 'wait' });
    expect(block.statusCode, block.body).toBe(200);
    expect(block.json().change.status).toBe('PendingReview');
    expect(block.json().change.isBlocked).toBe(true);
  });

  it("a workload champion of another organisation in the workload's security group approves nothing", async () => {
    expect((await b.rogueChamp.refresh()).access).toEqual(NoAccess);
    const approve = await post('rogueChamp', 'EndpointSetChange/WorkloadChampApprove', { id: changeId });
    expect(approve.statusCode).toBe(403);
    expect(approve.json().error.message).toBe(FORBIDDEN);
    expect((await b.rogueChamp.get(`${dl}/Workload`)).statusCode).toBe(403);
  });

  it('the leadership group of another organisation opens neither the internal report nor the ASN explorer', async () => {
    expect((await b.rogueLeader.refresh()).access.hasAccessToLeadershipReport).toBe(false);
    for (const path of ['Partner/list', 'ASN/ASNInfo/ASNTotal']) {
      expect((await b.rogueLeader.get(`${pnpp}/${path}`)).statusCode, path).toBe(403);
      expect((await b.leader.get(`${pnpp}/${path}`)).statusCode, path).toBe(200);
    }
    const pnppAccess = (await b.rogueLeader.get(`${pnpp}/PnppAccess`)).json();
    expect(pnppAccess.hasAccessToLeadershipReport).toBe(false);
  });

  it("a provider's partner group in another organisation keeps partner-portal access", async () => {
    expect((await b.provider.refresh()).access).toEqual({ ...NoAccess, hasAccessToPartnerPortal: true });
    expect((await b.provider.get(`${pnpp}/PnppAccess`)).json()).toMatchObject({
      hasAccessToPartnerPortal: true,
      partnerRegistered: false,
    });
    // Not registered yet: the portal answers with no profile rather than refusing.
    expect((await b.provider.get(`${pnpp}/PartnerProfile`)).statusCode).toBe(204);
  });
});
