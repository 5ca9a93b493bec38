import type { Socket } from 'node:dgram';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, startTestApp, testDatabases, type TestApp } from '../../test/harness.js';
import {
  ExchangeWorkload,
  closeSocket,
  signInDomainLensRoles,
  startZoneServer,
} from '../../test/domainlens-fixtures.js';
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
  message?: { key: string; params?: Record<string, unknown> };
}

describe.each(kinds)('Domain Lens validation tests at Submit (%s)', (kind) => {
  let zone: Socket;
  let t: TestApp;
  const token = adminToken();
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
        ADMIN_TOKEN: token,
      },
      undefined,
      { domainLensValidation: true },
    );
    Object.assign(b, await signInDomainLensRoles(t));
    const workload = await post('council', 'Workload', ExchangeWorkload);
    expect(workload.statusCode, workload.body).toBe(200);
    const tree = await post('council', 'ServiceTree/save', {
      entries: [{ id: TREE_ID, name: 'Exchange Online', devOwner: 'dev@contoso.example', pmOwner: '' }],
    });
    expect(tree.statusCode, tree.body).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
    await closeSocket(zone);
  });

  async function submitted(fqdns: string[], cidrs: string[] = [], subnetServiceTrees: object[] = []) {
    const draft = await post('author', 'EndpointSetChange/UpsertDraft', {
      endpointSet: { ...set(fqdns), cidrs, subnetServiceTrees },
      changeReason: 'Exchange names',
      serviceTreeIdAdditions: [TREE_ID],
    });
    expect(draft.statusCode, draft.body).toBe(200);
    const id = draft.json().change.id as string;
    const submit = await post('author', 'EndpointSetChange/Submit', { id });
    expect(submit.statusCode, submit.body).toBe(200);
    return submit.json().change;
  }
  const resultOf = (change: { validationTestResults: TestResult[] }, test: string) =>
    change.validationTestResults.find((r) => r.test === test);
  const dnsResult = (change: { validationTestResults: TestResult[] }) => resultOf(change, 'DnsResolution');

  /** Takes a submitted change back to draft, saves `body` over it and submits it again. */
  async function resubmitted(change: { id: string; version: number }, body: object) {
    const reverted = await post('author', 'EndpointSetChange/RevertSubmit', { id: change.id });
    expect(reverted.statusCode, reverted.body).toBe(200);
    const { version } = reverted.json().change;
    const saved = await post('author', 'EndpointSetChange/UpsertDraft', { id: change.id, version, ...body });
    expect(saved.statusCode, saved.body).toBe(200);
    const submit = await post('author', 'EndpointSetChange/Submit', { id: change.id });
    expect(submit.statusCode, submit.body).toBe(200);
    return submit.json().change;
  }

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
    // …and the reason as a message of the string tables, which each page shows in its language.
    expect(dnsResult(mine)?.message).toEqual({
      key: 'domainlens.reasons.DnsResolution.unresolved',
      params: {
        unresolved: {
          items: [
            {
              key: 'domainlens.reasons.dns.NXDOMAIN',
              params: { name: 'missing.contoso.test', ms: expect.any(Number) },
            },
          ],
          more: 0,
        },
      },
    });

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

  it("judges a subnet by its own service-tree entry, the set's entry for the others", async () => {
    const unknownTree = '0b7c2a4e-5d1f-4c3a-9e8b-2f6d1a7c9eff';
    const own = (serviceTreeId: string) => [{ serviceTreeId, ipAddressRaw: '40.96.3.0', subnetMask: 24 }];
    const unknown = await submitted(
      ['mail.contoso.test'],
      ['40.96.3.0/24', '40.96.4.0/24'],
      own(unknownTree),
    );
    expect(resultOf(unknown, 'ServiceTreeEntry')).toMatchObject({
      severity: 'Blocking',
      reason: expect.stringContaining(`40.96.3.0/24 has unknown service-tree id ${unknownTree}`),
    });
    expect(resultOf(unknown, 'ServiceTreeEntry')?.reason).not.toContain('40.96.4.0/24');
    const known = await submitted(['mail.contoso.test'], ['40.96.3.0/24', '40.96.4.0/24'], own(TREE_ID));
    expect(resultOf(known, 'ServiceTreeEntry')?.severity).toBe('Pass');
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

    const inside = await submitted([], ['40.96.1.0/24', '198.51.100.0/24']);
    expect(resultOf(inside, 'IpamTags')?.severity).toBe('Warning'); // the BYOIP subnet has no IPAM entry
    expect(resultOf(inside, 'IpamTags')?.reason).toContain('no IPAM entry: 198.51.100.0/24');
    expect(resultOf(inside, 'MicrosoftOwnership')?.severity).toBe('Pass');
    const outside = await submitted([], ['40.96.2.0/24', '203.0.113.0/24']);
    expect(resultOf(outside, 'MicrosoftOwnership')).toMatchObject({
      severity: 'Blocking',
      reason: expect.stringContaining('203.0.113.0/24'),
    });
    expect(outside.validationOutcome).toBe('FailedBlocking');
  });

  it('an exemplar stored with the change lets its added wildcard pass the exemplar test', async () => {
    const wildcard = {
      endpointSet: set(['*.contoso.test']),
      changeReason: 'Tenant names',
      serviceTreeIdAdditions: [TREE_ID],
    };
    const bad = await post('author', 'EndpointSetChange/UpsertDraft', {
      ...wildcard,
      wildcardExemplars: { '*.contoso.test': 'mail.contoso.example' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toEqual([
      {
        path: 'body.wildcardExemplars.*.contoso.test',
        message: 'The exemplar must be a concrete FQDN the wildcard covers.',
      },
    ]);

    const draft = await post('author', 'EndpointSetChange/UpsertDraft', wildcard);
    const id = draft.json().change.id as string;
    const without = (await post('author', 'EndpointSetChange/Submit', { id })).json().change;
    expect(resultOf(without, 'WildcardExemplar')).toMatchObject({
      severity: 'Blocking',
      reason: expect.stringContaining('no exemplar FQDN for *.contoso.test'),
    });
    expect(without.validationOutcome).toBe('FailedBlocking');

    const named = await resubmitted(without, {
      ...wildcard,
      wildcardExemplars: { '*.contoso.test': 'Mail.Contoso.test' },
    });
    expect(named.changeDetail.wildcardExemplars).toEqual({ '*.contoso.test': 'mail.contoso.test' });
    const exemplar = resultOf(named, 'WildcardExemplar');
    expect(exemplar?.severity, exemplar?.reason).toBe('Pass');
    // The list carries the stored exemplar too.
    const listed = (await b.author.get(`${base}/EndpointSetChange/List?statuses=PendingReview`)).json();
    const mine = listed.find((c: { id: string }) => c.id === id);
    expect(mine.changeDetail.wildcardExemplars).toEqual({ '*.contoso.test': 'mail.contoso.test' });
  });

  it('a bulk removal blocks whatever the draft says, until the council bypasses it with a note', async () => {
    const urls = Array.from({ length: 102 }, (_, i) => `host${i}.bulk.contoso.test`);
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/admin/domainlens/ImportEndpointList',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        instance: 'Germany',
        endpoints: [
          {
            id: 1,
            serviceArea: 'Exchange',
            serviceAreaDisplayName: 'Exchange Online',
            urls,
            tcpPorts: '443',
            expressRoute: false,
            category: 'Allow',
            required: true,
          },
        ],
      },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const [published] = (await b.author.get(`${base}/EndpointSet/List?instances=Germany`)).json();
    const removal = {
      endpointSetInternalId: published.internalId,
      endpointSet: { ...set([urls[0]!]), instance: 'Germany', publicDescription: '' },
      changeReason: 'Retire the bulk hosts',
      serviceTreeIdAdditions: [TREE_ID],
    };
    const draft = await post('author', 'EndpointSetChange/UpsertDraft', {
      ...removal,
      bulkRemovalEscalated: true,
    });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json().change.changeDetail).not.toHaveProperty('bulkRemovalEscalated');
    const id = draft.json().change.id as string;
    const submitted = (await post('author', 'EndpointSetChange/Submit', { id })).json().change;
    // No draft field changes a test's severity: the bulk removal blocks, and needs the council.
    expect(resultOf(submitted, 'BulkRemoval')).toMatchObject({
      severity: 'Blocking',
      reason: expect.stringContaining('removes 101 endpoints from Exchange'),
    });
    expect(submitted).toMatchObject({
      validationOutcome: 'FailedBlocking',
      isRequireChangeCouncilApproval: true,
    });
    // Only the council bypasses it, with a note; the author's own bypass is refused.
    const bypass = (who: 'author' | 'council', note: string) =>
      post(who, 'EndpointSetChange/BypassTestFailures', { id, note });
    expect((await bypass('author', 'escalated')).statusCode).toBe(403);
    const noNote = await bypass('council', ' ');
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().error.details).toEqual([{ path: 'body.note', message: 'A reason is required.' }]);
    const bypassed = await bypass('council', 'Retirement agreed');
    expect(bypassed.json().change).toMatchObject({
      validationOutcome: 'Bypassed',
      bypassedValidationBy: 'council@contoso.example',
      bypassedValidationNote: 'Retirement agreed',
    });
  });
});
