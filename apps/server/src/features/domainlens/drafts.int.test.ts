import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/harness.js';
import { Browser } from '../../test/identity-helpers.js';
import {
  DL_BASE as base,
  FORBIDDEN,
  domainLensSuite,
  governedSet as newSet,
} from '../../test/domainlens-people.js';

const kinds = await testDatabases();

describe.each(kinds)('Domain Lens reference data and drafts (%s)', (kind) => {
  const dl = domainLensSuite(kind);
  const { post, get } = dl;

  it('reads need sign-in and the entitlement', async () => {
    const anon = await new Browser(dl.t).get(`${base}/Workload`);
    expect(anon.statusCode).toBe(401);
    const stranger = await get('stranger', 'Workload');
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().error.message).toBe(FORBIDDEN);
    expect((await get('author', 'Workload')).json()).toHaveLength(3);
    expect((await get('author', 'ServiceArea')).json()).toEqual([
      { id: 'Exchange', displayName: 'Exchange Online' },
      { id: 'SharePoint', displayName: 'SharePoint Online' },
      { id: 'Teams', displayName: 'Teams Online' },
    ]);
    expect((await get('author', 'WorkloadChamp')).json()).toHaveLength(3);
    const access = (await get('champ', 'DomainLensAccess')).json();
    expect(access).toMatchObject({
      hasAccessToDomainLens: true,
      isWorkloadChamp: true,
      isConnectivityChamp: false,
    });
    // The caller's own workloads (those they champion), not every workload.
    expect(access).toMatchObject({ internalWorkloads: [], externalWorkloads: ['Exchange'] });
    const author = (await get('author', 'DomainLensAccess')).json();
    expect(author).toMatchObject({
      hasAccessToDomainLens: true,
      internalWorkloads: [],
      externalWorkloads: [],
    });
    // Who changes record the caller as, and the workloads they champion (the web's buttons read them).
    expect(access).toMatchObject({ actor: 'champ@contoso.example', championedWorkloads: ['Exchange'] });
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
    expect((await post('author', 'ServiceTree/save', { entries })).statusCode).toBe(403);
    expect((await post('council', 'ServiceTree/save', { entries })).json()).toEqual({ saved: 1 });
    const found = (await get('author', 'ServiceTree/search?query=transport')).json();
    // An entry given without a lifecycle is in production.
    expect(found).toEqual(entries.map((e) => ({ ...e, lifecycle: 'Production' })));
  });

  it('ServiceTree/list looks entries up by id for Domain Lens users', async () => {
    const known = {
      id: '6f1c0e3a-8d6b-4f36-9d35-1b1c2f8a7e02',
      name: 'Teams Media',
      devOwner: 'dev@contoso.example',
      pmOwner: 'pm@contoso.example',
      lifecycle: 'Preview',
    };
    await post('council', 'ServiceTree/save', { entries: [known] });
    const unknown = '00000000-0000-4000-8000-000000000000';
    const res = await post('author', 'ServiceTree/list', {
      ids: [unknown, known.id.toUpperCase(), known.id],
    });
    expect(res.statusCode).toBe(200);
    // Each known id once, an unknown one left out.
    expect(res.json()).toEqual([known]);
    // The old write body is not a look-up: it names what is missing.
    const old = await post('council', 'ServiceTree/list', { entries: [known] });
    expect(old.statusCode).toBe(400);
    expect(JSON.stringify(old.json())).toContain('ids');
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
    const anonDraft = await new Browser(dl.t).request({
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
});
