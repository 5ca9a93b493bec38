import type { Socket } from 'node:dgram';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testDatabases, type TestApp } from '../../test/harness.js';
import { closeSocket, signInDomainLensRoles, startZoneServer } from '../../test/domainlens-fixtures.js';
import type { Browser } from '../../test/identity-helpers.js';

const kinds = await testDatabases();
const base = '/api/ipurl/api/v1';
const TREE_ID = '0b7c2a4e-5d1f-4c3a-9e8b-2f6d1a7c9e30';

const set = (fqdns: string[]) => ({
  instance: 'Worldwide',
  governanceCategory: 'Allow',
  isExpressRoute: false,
  workloadName: 'Exchange',
  isRequired: true,
  tcpPorts: '443',
  udpPorts: '',
  fqdns,
  cidrs: [],
  publicDescription: 'Exchange Online',
});

interface TestResult {
  test: string;
  severity: string;
  reason: string;
}

describe.each(kinds)('Domain Lens validation tests at Submit (%s)', (kind) => {
  let zone: Socket;
  let t: TestApp;
  const b: Record<'author' | 'champ' | 'council', Browser> = {} as never;
  const post = (who: keyof typeof b, path: string, payload: object) =>
    b[who].request({ method: 'POST', url: `${base}/${path}`, payload });

  beforeAll(async () => {
    zone = await startZoneServer({ 'mail.contoso.test': { a: ['192.0.2.10'] } });
    t = await startTestApp(
      kind,
      {
        DOMAINLENS_DNS_SERVERS: `127.0.0.1:${zone.address().port}`,
        DOMAINLENS_DNS_TIMEOUT_MS: '2000',
      },
      undefined,
      { domainLensValidation: true },
    );
    Object.assign(b, await signInDomainLensRoles(t));
    const workload = await post('council', 'Workload', {
      id: 'Exchange',
      workloadChampName: 'Champ',
      workloadChampSecurityGroup: 'exchange-champs',
      workloadChampEmail: 'champ@contoso.example',
      serviceArea: 'Exchange',
      serviceAreaDisplayName: 'Exchange Online',
      propertyGroups: ['M365'],
      workloadType: 'External',
    });
    expect(workload.statusCode, workload.body).toBe(200);
    const tree = await post('council', 'ServiceTree/list', {
      entries: [{ id: TREE_ID, name: 'Exchange Online', devOwner: 'dev@contoso.example', pmOwner: '' }],
    });
    expect(tree.statusCode, tree.body).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
    await closeSocket(zone);
  });

  async function submitted(fqdns: string[], cidrs: string[] = []) {
    const draft = await post('author', 'EndpointSetChange/UpsertDraft', {
      endpointSet: { ...set(fqdns), cidrs },
      changeReason: 'Exchange names',
      serviceTreeIdAdditions: [TREE_ID],
    });
    expect(draft.statusCode, draft.body).toBe(200);
    const id = draft.json().change.id as string;
    const submit = await post('author', 'EndpointSetChange/Submit', { id });
    expect(submit.statusCode, submit.body).toBe(200);
    return submit.json().change;
  }
  const dnsResult = (change: { validationTestResults: TestResult[] }) =>
    change.validationTestResults.find((r) => r.test === 'DnsResolution');

  it('an FQDN that does not resolve fails the change blocking until the council bypasses it', async () => {
    const change = await submitted(['missing.contoso.test']);
    expect(change.validationOutcome).toBe('FailedBlocking');
    expect(change.validationTestResults).toHaveLength(17);
    const dns = dnsResult(change);
    expect(dns?.severity).toBe('Blocking');
    expect(dns?.reason).toContain('missing.contoso.test');

    // The read and list calls carry the results for the change's tests view.
    const listed = (await b.author.get(`${base}/EndpointSetChange/List?statuses=PendingReview`)).json();
    const mine = listed.find((c: { id: string }) => c.id === change.id);
    expect(mine).toMatchObject({ validationOutcome: 'FailedBlocking' });
    expect(dnsResult(mine)?.reason).toContain('missing.contoso.test');

    // Both approvals: still not staged while the failure blocks.
    expect(
      (await post('champ', 'EndpointSetChange/WorkloadChampApprove', { id: change.id })).statusCode,
    ).toBe(200);
    const approved = await post('council', 'EndpointSetChange/ChangeCouncilApprove', { id: change.id });
    expect(approved.json().change).toMatchObject({ status: 'PendingReview', isReadyToBePublished: false });

    // The connectivity champion bypasses the failures: Bypassed, and the change is staged.
    const bypassed = await post('council', 'EndpointSetChange/BypassTestFailures', {
      id: change.id,
      note: 'name goes live with the release',
    });
    expect(bypassed.statusCode, bypassed.body).toBe(200);
    expect(bypassed.json().change).toMatchObject({
      validationOutcome: 'Bypassed',
      status: 'StagedForPublishing',
      isReadyToBePublished: true,
      isBypassedValidation: true,
    });
  });

  it('an FQDN that resolves passes the DNS test', async () => {
    const change = await submitted(['mail.contoso.test']);
    const dns = dnsResult(change);
    expect(dns?.severity, dns?.reason).toBe('Pass');
    expect(change.validationOutcome).not.toBe('NotRun');
  });

  it('reads the imported IP-range registries: IPAM tags and ownership', async () => {
    const ranges = (source: string, entries: object[], who: keyof typeof b = 'council') =>
      post(who, 'IpRange/list', { source, entries });
    expect((await ranges('IPAM', [{ cidr: '40.96.0.0/16' }], 'author')).statusCode).toBe(403);
    const bad = await ranges('IPAM', [{ cidr: '40.96.0.0/16' }, { cidr: '40.96.0.0/33' }]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0]).toMatchObject({
      path: 'body.entries.1.cidr',
      message: 'The IP subnet is not valid CIDR.',
    });
    const ipam = await ranges('IPAM', [
      { cidr: '40.96.0.0/16', tags: ['Exchange'], owner: 'Mail networking' },
    ]);
    expect(ipam.json()).toEqual({ saved: 1 });
    expect((await ranges('BYOIP', [{ cidr: '198.51.100.0/22' }])).json()).toEqual({ saved: 1 });
    const found = (await b.author.get(`${base}/IpRange/search?query=mail%20net`)).json();
    expect(found).toEqual([
      { source: 'IPAM', cidr: '40.96.0.0/16', tags: ['Exchange'], owner: 'Mail networking' },
    ]);

    const result = (change: { validationTestResults: TestResult[] }, test: string) =>
      change.validationTestResults.find((r) => r.test === test);
    const inside = await submitted([], ['40.96.1.0/24', '198.51.100.0/24']);
    expect(result(inside, 'IpamTags')?.severity).toBe('Warning'); // the BYOIP subnet has no IPAM entry
    expect(result(inside, 'IpamTags')?.reason).toContain('no IPAM entry: 198.51.100.0/24');
    expect(result(inside, 'MicrosoftOwnership')?.severity).toBe('Pass');
    const outside = await submitted([], ['40.96.2.0/24', '203.0.113.0/24']);
    expect(result(outside, 'MicrosoftOwnership')).toMatchObject({
      severity: 'Blocking',
      reason: expect.stringContaining('203.0.113.0/24'),
    });
    expect(outside.validationOutcome).toBe('FailedBlocking');
  });
});
