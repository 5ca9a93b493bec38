import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@netlens/core';
import { startTestApp, testDatabases, type TestApp } from '../../test/harness.js';
import { Browser, seedOrg, seedUser } from '../../test/identity-helpers.js';

const kinds = await testDatabases();
const base = '/api/ipurl/api/v1';
const FORBIDDEN = "You don't have access to to perform this operation.";

/** The people of the endpoint manager, by their directory groups. */
const People = {
  stranger: [] as string[],
  author: ['netlens-domain-lens'],
  champ: ['netlens-domain-lens', 'netlens-workload-champions'],
  otherChamp: ['netlens-domain-lens', 'netlens-workload-champions'],
  council: ['netlens-domain-lens', 'netlens-connectivity-champions'],
};
type Person = keyof typeof People;

const newSet = (over: Record<string, unknown> = {}) => ({
  instance: 'Worldwide',
  governanceCategory: 'Optimize',
  isExpressRoute: true,
  workloadName: 'Exchange',
  isRequired: true,
  tcpPorts: '80,443',
  udpPorts: '',
  fqdns: ['outlook.office.com', 'outlook.office365.com'],
  cidrs: ['13.107.6.152/31', '2603:1006::/40'],
  publicDescription: 'Exchange Online',
  ...over,
});

describe.each(kinds)('Domain Lens workflow (%s)', (kind) => {
  let t: TestApp;
  const b = {} as Record<Person, Browser>;
  const post = (who: Person, path: string, payload: unknown) =>
    b[who].request({ method: 'POST', url: `${base}/${path}`, payload: payload as object });
  const get = (who: Person, path: string) => b[who].get(`${base}/${path}`);

  beforeAll(async () => {
    t = await startTestApp(kind);
    await seedOrg(t, 'contoso');
    for (const who of Object.keys(People) as Person[]) {
      await seedUser(t, 'contoso', who.toLowerCase(), People[who]);
      b[who] = new Browser(t);
      await b[who].signIn(who.toLowerCase());
    }
    for (const [id, email, group] of [
      ['Exchange', 'champ@contoso.example', 'exchange-champs'],
      ['SharePoint', 'otherchamp@contoso.example', 'sp-champs'],
    ] as const) {
      const res = await post('council', 'Workload', {
        id,
        workloadChampName: id,
        workloadChampSecurityGroup: group,
        workloadChampEmail: email,
        serviceArea: id,
        serviceAreaDisplayName: `${id} Online`,
        propertyGroups: ['M365'],
        workloadType: 'External',
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  });
  afterAll(async () => t?.close());

  it('reads need sign-in and the entitlement', async () => {
    const anon = await new Browser(t).get(`${base}/Workload`);
    expect(anon.statusCode).toBe(401);
    const stranger = await get('stranger', 'Workload');
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().error.message).toBe(FORBIDDEN);
    expect((await get('author', 'Workload')).json()).toHaveLength(2);
    expect((await get('author', 'ServiceArea')).json()).toEqual([
      { id: 'Exchange', displayName: 'Exchange Online' },
      { id: 'SharePoint', displayName: 'SharePoint Online' },
    ]);
    expect((await get('author', 'WorkloadChamp')).json()).toHaveLength(2);
    const access = (await get('champ', 'DomainLensAccess')).json();
    expect(access).toMatchObject({
      hasAccessToDomainLens: true,
      isWorkloadChamp: true,
      isConnectivityChamp: false,
    });
    expect(access.externalWorkloads).toEqual(['Exchange', 'SharePoint']);
  });

  it('workloads: required fields, duplicates, council only', async () => {
    const dup = await post('council', 'Workload', {
      id: 'Exchange',
      workloadChampSecurityGroup: 'g',
      workloadChampEmail: 'x@contoso.example',
      serviceArea: 'Exchange',
      propertyGroups: ['M365'],
      workloadType: 'External',
    });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().error.details).toEqual([
      { path: 'body.id', message: 'This workload already exist in the current list.' },
    ]);
    const missing = await post('council', 'Workload', {
      id: 'Teams',
      workloadType: 'External',
      serviceArea: 'x',
    });
    expect(missing.statusCode).toBe(400);
    const paths = missing.json().error.details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'body.workloadChampSecurityGroup',
        'body.workloadChampEmail',
        'body.propertyGroups',
      ]),
    );
    const author = await post('author', 'Workload', { id: 'Teams' });
    expect([400, 403]).toContain(author.statusCode);
  });

  it('service tree: filled by the council, searched by readers', async () => {
    const entries = [
      {
        id: '6f1c0e3a-8d6b-4f36-9d35-1b1c2f8a7e01',
        name: 'Exchange Transport',
        devOwner: 'dev@contoso.example',
        pmOwner: 'pm@contoso.example',
      },
    ];
    expect((await post('author', 'ServiceTree/list', { entries })).statusCode).toBe(403);
    expect((await post('council', 'ServiceTree/list', { entries })).json()).toEqual({ saved: 1 });
    const found = (await get('author', 'ServiceTree/search?query=transport')).json();
    // An entry given without a lifecycle is in production.
    expect(found).toEqual(entries.map((e) => ({ ...e, lifecycle: 'Production' })));
  });

  it('validates drafts in the contract and changes nothing on bad input', async () => {
    const cases: [unknown, string, string][] = [
      [
        { endpointSet: newSet({ tcpPorts: '80;443' }), changeReason: 'x' },
        'endpointSet.tcpPorts',
        'Invalid ports input. Please input valid ports separated by commas.',
      ],
      [{ endpointSet: newSet(), changeReason: ' ' }, 'changeReason', 'Change reason is required.'],
      [
        { endpointSet: newSet({ fqdns: [], cidrs: [] }), changeReason: 'x' },
        'endpointSet.fqdns',
        'At least one FQDN or IP subnet is required.',
      ],
      [
        { endpointSet: newSet({ fqdns: ['a.example', 'a.example'] }), changeReason: 'x' },
        'endpointSet.fqdns.1',
        'This FQDN already exists.',
      ],
      [
        { endpointSet: newSet({ cidrs: ['10.0.0.0/8', '10.0.0.0/8'] }), changeReason: 'x' },
        'endpointSet.cidrs.1',
        'This IP subnet already exist in the current list.',
      ],
      [
        { endpointSet: newSet({ workloadName: '' }), changeReason: 'x' },
        'endpointSet.workloadName',
        'Missing required fields.',
      ],
      [
        { endpointSet: newSet({ workloadName: 'Nope' }), changeReason: 'x' },
        'endpointSet.workloadName',
        'Missing required fields.',
      ],
      [
        { endpointSet: newSet(), changeReason: 'x', addEffectiveDate: new Date().toISOString().slice(0, 10) },
        'addEffectiveDate',
        'An addition takes effect at least 30 days after publishing.',
      ],
    ];
    for (const [payload, path, message] of cases) {
      const res = await post('author', 'EndpointSetChange/UpsertDraft', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.details).toContainEqual({ path: `body.${path}`, message });
    }
    // An internal IP set (of an Internal workload) needs a subnet.
    const internal = await post('council', 'Workload', {
      id: 'Corpnet',
      workloadChampSecurityGroup: 'corpnet-champs',
      workloadChampEmail: 'champ@contoso.example',
      serviceArea: 'Corpnet',
      propertyGroups: ['Internal'],
      workloadType: 'Internal',
    });
    expect(internal.statusCode).toBe(200);
    const noSubnet = await post('author', 'EndpointSetChange/UpsertDraft', {
      endpointSet: newSet({ workloadName: 'Corpnet', cidrs: [] }),
      changeReason: 'x',
    });
    expect(noSubnet.statusCode).toBe(400);
    expect(noSubnet.json().error.details).toEqual([
      { path: 'body.endpointSet.cidrs', message: 'An internal IP set needs at least one IP subnet.' },
    ]);
    // Signed out: 401; without the entitlement: 403; nothing is stored either way.
    const anonDraft = await new Browser(t).request({
      method: 'POST',
      url: `${base}/EndpointSetChange/UpsertDraft`,
      payload: { endpointSet: newSet(), changeReason: 'x' },
    });
    expect(anonDraft.statusCode).toBe(401);
    const strangerDraft = await post('stranger', 'EndpointSetChange/UpsertDraft', {
      endpointSet: newSet(),
      changeReason: 'x',
    });
    expect(strangerDraft.statusCode).toBe(403);
    expect(strangerDraft.json().error.message).toBe(FORBIDDEN);
    const list = (
      await get('author', 'EndpointSetChange/List?statuses=Draft,PendingReview,StagedForPublishing,Deleted')
    ).json();
    expect(list).toEqual([]);
  });

  it('runs a change from draft to staged, refusing the wrong role at each step', async () => {
    const created = await post('author', 'EndpointSetChange/UpsertDraft', {
      endpointSet: newSet(),
      changeReason: 'New Exchange set',
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().message).toBe('Changes saved.');
    let change = created.json().change;
    expect(change).toMatchObject({
      status: 'Draft',
      version: 1,
      isRequireChangeCouncilApproval: true,
      validationOutcome: 'NotRun',
      validationTestResults: [],
    });
    expect(change.changeDetail.fqdnAdditions).toEqual(['outlook.office.com', 'outlook.office365.com']);
    expect(change.changeDetail.authors).toEqual(['author@contoso.example']);

    // A second author edits version 1; a stale edit of version 1 then conflicts and changes nothing.
    const edit = await post('champ', 'EndpointSetChange/UpsertDraft', {
      id: change.id,
      version: 1,
      endpointSet: newSet({ tcpPorts: '443' }),
      changeReason: 'Only HTTPS',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const stale = await post('author', 'EndpointSetChange/UpsertDraft', {
      id: change.id,
      version: 1,
      endpointSet: newSet({ tcpPorts: '25' }),
      changeReason: 'SMTP',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.id).toBe('DOMAINLENS_VERSION_CONFLICT');
    expect(stale.json().error.message).toContain('version 2');
    change = edit.json().change;
    expect(change.version).toBe(2);
    expect(change.endpointSetSnapshot.tcpPorts).toBe('443');
    expect(change.changeDetail.authors).toEqual(['author@contoso.example', 'champ@contoso.example']);

    // Only one open change per endpoint set; searching finds it by reason and author.
    const listed = await get('author', 'EndpointSetChange/List?search=only%20https');
    expect(listed.headers['content-type']).toBe('application/json; charset=utf-8');
    // The list is written as bytes, past the response serialiser: it still keeps the contract.
    const found = endpoints.ListEndpointSetChanges.response.parse(listed.json());
    expect(found.map((c) => c.id)).toEqual([change.id]);
    expect(found[0]).toEqual(change);
    expect((await get('author', 'EndpointSetChange/List?search=nothing-like-it')).json()).toEqual([]);

    const step = async (who: Person, action: string, expected: number, note = '') => {
      const res = await post(who, `EndpointSetChange/${action}`, {
        id: change.id,
        version: change.version,
        note,
      });
      expect(res.statusCode, `${who} ${action}: ${res.body}`).toBe(expected);
      if (expected === 200) change = res.json().change;
      return res;
    };

    // Submit: signed-out and strangers refused.
    expect(
      (
        await new Browser(t).request({
          method: 'POST',
          url: `${base}/EndpointSetChange/Submit`,
          payload: { id: change.id },
        })
      ).statusCode,
    ).toBe(401);
    expect((await step('stranger', 'Submit', 403)).json().error.message).toBe(FORBIDDEN);
    expect((await step('author', 'Submit', 200)).json().message).toBe('Changes submitted for review.');
    expect(change.status).toBe('PendingReview');
    expect(change.changeDetail.submittedDate).toBeTruthy();

    // Revert the submission and submit again.
    expect((await step('stranger', 'RevertSubmit', 403)).statusCode).toBe(403);
    await step('author', 'RevertSubmit', 200);
    expect(change.status).toBe('Draft');
    await step('author', 'Submit', 200);

    // Workload champion of another workload, plain authors and the council cannot approve for the workload.
    for (const who of ['stranger', 'author', 'otherChamp', 'council'] as const)
      await step(who, 'WorkloadChampApprove', 403);
    expect((await step('champ', 'WorkloadChampApprove', 200, 'ok for Exchange')).json().message).toBe(
      'Changes approved.',
    );
    expect(change).toMatchObject({
      status: 'PendingReview',
      isWorkloadChampApproved: true,
      workloadChampApprovedBy: 'champ@contoso.example',
    });

    // Block: council only; a blocked change can neither be advanced nor edited.
    for (const who of ['stranger', 'author', 'champ'] as const) await step(who, 'Block', 403);
    expect((await step('council', 'Block', 200, 'wait for DNS')).json().message).toBe('Changes blocked.');
    expect((await step('council', 'ChangeCouncilApprove', 409)).json().error.id).toBe('DOMAINLENS_BLOCKED');
    for (const who of ['stranger', 'author', 'champ'] as const) await step(who, 'Unblock', 403);
    expect((await step('council', 'Unblock', 200, 'resolved')).json().message).toBe('Changes unblocked.');

    // Bypass and council approval: council only; then the change is staged.
    for (const who of ['stranger', 'author', 'champ'] as const) await step(who, 'BypassTestFailures', 403);
    expect((await step('council', 'BypassTestFailures', 200, 'known')).json().message).toBe(
      'Validation failures bypassed.',
    );
    for (const who of ['stranger', 'author', 'champ'] as const) await step(who, 'ChangeCouncilApprove', 403);
    await step('council', 'ChangeCouncilApprove', 200, 'approved');
    expect(change).toMatchObject({
      status: 'StagedForPublishing',
      isReadyToBePublished: true,
      isChangeCouncilApproved: true,
    });
    expect(change.log.map((l: { action: string }) => l.action)).toEqual([
      'CreateDraft',
      'SaveDraft',
      'Submit',
      'RevertSubmit',
      'Submit',
      'WorkloadChampApprove',
      'Block',
      'Unblock',
      'BypassTestFailures',
      'ChangeCouncilApprove',
    ]);
    // Editing a staged change is refused.
    const late = await post('author', 'EndpointSetChange/UpsertDraft', {
      id: change.id,
      version: change.version,
      endpointSet: newSet(),
      changeReason: 'x',
    });
    expect(late.statusCode).toBe(409);
  });

  it('discards a draft; a change without council approval is staged by its champion', async () => {
    const draft = (
      await post('author', 'EndpointSetChange/UpsertDraft', {
        endpointSet: newSet({ workloadName: 'SharePoint', fqdns: ['contoso.sharepoint.com'], cidrs: [] }),
        changeReason: 'SharePoint set',
        isRequireChangeCouncilApproval: false,
      })
    ).json().change;
    expect((await post('stranger', 'EndpointSetChange/RevertDraft', { id: draft.id })).statusCode).toBe(403);
    const discarded = await post('author', 'EndpointSetChange/RevertDraft', { id: draft.id, note: 'wrong' });
    expect(discarded.json()).toMatchObject({ message: 'Changes discarded.', change: { status: 'Deleted' } });
    const again = (
      await post('author', 'EndpointSetChange/UpsertDraft', {
        endpointSet: newSet({ workloadName: 'SharePoint', fqdns: ['contoso.sharepoint.com'], cidrs: [] }),
        changeReason: 'SharePoint set',
        isRequireChangeCouncilApproval: false,
      })
    ).json().change;
    await post('author', 'EndpointSetChange/Submit', { id: again.id });
    expect((await post('champ', 'EndpointSetChange/WorkloadChampApprove', { id: again.id })).statusCode).toBe(
      403,
    );
    const approved = await post('otherChamp', 'EndpointSetChange/WorkloadChampApprove', { id: again.id });
    expect(approved.json().change.status).toBe('StagedForPublishing');
  });

  it('lists sets never published with changes pending; a published set answers its service-tree ids', async () => {
    // The tests above left the Exchange and SharePoint sets staged, never published, and a
    // discarded draft, which is not listed.
    const sets = async (query = '') => (await get('author', `EndpointSet/List${query}`)).json();
    const fresh = await sets();
    expect(fresh.map((s: { workloadName: string }) => s.workloadName).sort()).toEqual([
      'Exchange',
      'SharePoint',
    ]);
    for (const s of fresh)
      expect(s).toMatchObject({ status: 'ChangesPending', publicId: null, publishedVersion: null });
    expect(await sets('?categories=Allow')).toEqual([]);
    expect(await sets('?categories=Optimize')).toHaveLength(2);
    expect((await sets('?workloads=SharePoint'))[0].fqdns).toEqual(['contoso.sharepoint.com']);
    expect(
      (await sets('?search=outlook.office365')).map((s: { workloadName: string }) => s.workloadName),
    ).toEqual(['Exchange']);
    expect(await sets('?instances=France')).toEqual([]);

    const publish = await post('council', 'EndpointSetChange/Publish', { instance: 'Worldwide' });
    expect(publish.statusCode, publish.body).toBe(200);
    const published = await sets();
    expect(published).toHaveLength(2);
    for (const s of published) expect(s).toMatchObject({ status: 'Published', publicId: expect.any(Number) });
    const exchange = published.find((s: { workloadName: string }) => s.workloadName === 'Exchange');
    expect(
      (await get('author', `EndpointSet?internalId=${exchange.internalId}`)).json().serviceTreeIds,
    ).toEqual([]);

    // A change adding a service-tree id: once published, the set carries it; one row, changes pending meanwhile.
    const treeId = '6f1c0e3a-8d6b-4f36-9d35-1b1c2f8a7e01';
    const draft = await post('author', 'EndpointSetChange/UpsertDraft', {
      endpointSetInternalId: exchange.internalId,
      endpointSet: newSet(),
      changeReason: 'Owner',
      serviceTreeIdAdditions: [treeId],
      isRequireChangeCouncilApproval: false,
    });
    expect(draft.statusCode, draft.body).toBe(200);
    const pending = await sets('?workloads=Exchange');
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ status: 'ChangesPending', publicId: exchange.publicId });
    const id = draft.json().change.id;
    await post('author', 'EndpointSetChange/Submit', { id });
    const staged = await post('champ', 'EndpointSetChange/WorkloadChampApprove', { id });
    expect(staged.json().change.status).toBe('StagedForPublishing');
    expect((await post('council', 'EndpointSetChange/Publish', { instance: 'Worldwide' })).statusCode).toBe(
      200,
    );
    const read = (await get('author', `EndpointSet?internalId=${exchange.internalId}`)).json();
    expect(read).toMatchObject({ status: 'Published', serviceTreeIds: [treeId] });
  });

  it('lists changes as they stand after each action, compressed for callers that accept it', async () => {
    const listed = async (coding?: string) => {
      const res = await b.author.request({
        url: `${base}/EndpointSetChange/List?workloads=SharePoint`,
        headers: coding ? { 'accept-encoding': coding } : {},
      });
      expect(res.statusCode, res.body).toBe(200);
      return res;
    };
    const statusOf = (res: { json: () => { status: string; version: number }[] }) =>
      res.json().map((c) => `${c.status}@${c.version}`);
    const before = statusOf(await listed());
    const draft = await post('author', 'EndpointSetChange/UpsertDraft', {
      endpointSet: newSet({ workloadName: 'SharePoint', fqdns: ['fabrikam.sharepoint.com'] }),
      changeReason: 'Kept lists follow',
    });
    const id = draft.json().change.id;
    expect(statusOf(await listed())).toEqual(['Draft@1', ...before]);
    await post('author', 'EndpointSetChange/Submit', { id, version: 1 });
    const plain = await listed();
    expect(statusOf(plain)).toEqual(['PendingReview@2', ...before]);
    const gz = await listed('gzip, deflate, br;q=0');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toBe('Accept-Encoding');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(gz.headers['cache-control']).toBe('private, no-store');
  });
});
