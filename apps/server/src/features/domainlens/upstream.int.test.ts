import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../db/index.js';
import { publishingApp, type PublishingApp } from '../../test/domainlens-publishing.js';
import { testDatabases } from '../../test/harness.js';
import { startUpstreamService, type UpstreamVersion } from '../../test/upstream-service.js';
import { endpointUpstreamJobs, followUpstreamNow, outcomeLine } from './upstream.js';

const kinds = await testDatabases();
const V1 = '2026110100';
const V2 = '2026120100';

const exchange = { serviceArea: 'Exchange', serviceAreaDisplayName: 'Exchange Online' };
const sharePoint = {
  serviceArea: 'SharePoint',
  serviceAreaDisplayName: 'SharePoint Online and OneDrive for Business',
};
const mail = {
  id: 1,
  ...exchange,
  urls: ['outlook.office.com', 'outlook.office365.com'],
  ips: ['13.107.6.152/31'],
  tcpPorts: '80,443',
  expressRoute: true,
  category: 'Optimize',
  required: true,
};
const files = {
  id: 2,
  ...sharePoint,
  urls: ['contoso.sharepoint.com'],
  ips: ['13.107.136.0/22', '40.108.128.0/17'],
  tcpPorts: '443',
  expressRoute: true,
  category: 'Optimize',
  required: true,
};
const smtp = {
  id: 3,
  ...exchange,
  urls: ['smtp.office365.com'],
  tcpPorts: '587',
  expressRoute: false,
  category: 'Allow',
  required: false,
  notes: 'SMTP relay',
};
const sync = {
  id: 5,
  ...sharePoint,
  urls: ['files.sharepointonline.com'],
  tcpPorts: '443',
  expressRoute: false,
  category: 'Default',
  required: true,
};
const added = (id: number, set: number, urls: string[]) => ({
  id,
  endpointSetId: set,
  disposition: 'add',
  impact: 'AddedUrl',
  version: V1,
  add: { effectiveDate: '20261101', urls },
});
const first: UpstreamVersion = {
  latest: V1,
  endpoints: [mail, files, smtp],
  changes: [added(1, 1, mail.urls), added(2, 2, files.urls), added(3, 3, smtp.urls)],
};
/** Version 2: a URL added to set 1, an IP removed from set 2, set 3 removed, set 5 added. */
const upstreamChanges = [
  {
    id: 4,
    endpointSetId: 1,
    disposition: 'change',
    impact: 'AddedUrl',
    version: V2,
    add: { effectiveDate: '20261201', urls: ['outlook.cloud.microsoft'] },
  },
  {
    id: 5,
    endpointSetId: 2,
    disposition: 'change',
    impact: 'RemovedIpOrUrl',
    version: V2,
    remove: { ips: ['40.108.128.0/17'] },
  },
  {
    id: 6,
    endpointSetId: 3,
    disposition: 'remove',
    impact: 'RemovedIpOrUrl',
    version: V2,
    remove: { urls: ['smtp.office365.com'] },
  },
  { ...added(7, 5, sync.urls), version: V2, add: { effectiveDate: '20261201', urls: sync.urls } },
];
const second: UpstreamVersion = {
  latest: V2,
  endpoints: [
    { ...mail, urls: [...mail.urls, 'outlook.cloud.microsoft'] },
    { ...files, ips: ['13.107.136.0/22'] },
    sync,
  ],
  changes: [...first.changes, ...upstreamChanges],
};

/** A change record's public content: what the comparison with the upstream's reads. */
const content = (r: {
  endpointSetId: number;
  disposition: string;
  add?: { urls?: string[]; ips?: string[] };
  remove?: { urls?: string[]; ips?: string[] };
}) => ({
  endpointSetId: r.endpointSetId,
  disposition: r.disposition,
  add: { urls: r.add?.urls ?? [], ips: r.add?.ips ?? [] },
  remove: { urls: r.remove?.urls ?? [], ips: r.remove?.ips ?? [] },
});

describe.each(kinds)('Domain Lens follows an upstream endpoint service (%s)', (kind) => {
  let p: PublishingApp;
  let db: Db;
  let upstream: Awaited<ReturnType<typeof startUpstreamService>>;
  const today = new Date().toISOString().slice(0, 10).replaceAll('-', '');
  const q = `ClientRequestId=${randomUUID()}`;
  const publicJson = async (path: string) => {
    const res = await p.raw(`/endpoints-service/${path}?${q}`);
    expect(res.status, res.body).toBe(200);
    return JSON.parse(res.body);
  };
  const follow = () => followUpstreamNow(db, { url: upstream.url, schedule: null, instances: [] });
  const changes = async (statuses: string) =>
    (await p.get('author', `EndpointSetChange/List?statuses=${statuses}&instances=Worldwide`)).json();

  beforeAll(async () => {
    upstream = await startUpstreamService('Worldwide');
    p = await publishingApp(kind);
    db = createDb(p.t.config.database);
  });
  afterAll(async () => {
    await db?.destroy();
    await p?.t.close();
    await upstream?.close();
  });

  it('imports the first version, then stages the next as changes the council publishes', async () => {
    upstream.set({ version: first });
    const imported = await follow();
    expect(imported!.map(outcomeLine)).toEqual([
      `Worldwide: upstream ${V1}, ours none → imported as the first version (3 sets)`,
    ]);
    expect(await publicJson('endpoints/Worldwide')).toEqual(first.endpoints);
    const ours1 = (await publicJson('version/Worldwide')).latest;
    expect(ours1).toBe(`${today}01`);
    // One ClientRequestId, a GUID, on every call.
    expect(new Set(upstream.requestIds).size).toBe(1);
    expect(upstream.requestIds[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);

    expect((await follow())!.map(outcomeLine)).toEqual([
      `Worldwide: upstream ${V1}, ours ${ours1} → up to date`,
    ]);

    // The operator's own set, published here (public id 4): the upstream never knew it.
    await p.stage({
      endpointSet: {
        instance: 'Worldwide',
        governanceCategory: 'Default',
        workloadName: 'Exchange',
        tcpPorts: '443',
        fqdns: ['mail.contoso.example'],
      },
      changeReason: 'Our relay',
    });
    expect((await p.post('council', 'EndpointSetChange/Publish', { instance: 'Worldwide' })).statusCode).toBe(
      200,
    );
    const ours2 = (await publicJson('version/Worldwide')).latest;
    const before = await publicJson('endpoints/Worldwide');
    expect(before.map((s: { id: number }) => s.id)).toEqual([1, 2, 3, 4]);

    // A failing upstream changes nothing, and says why.
    upstream.set('error');
    const failed = await follow();
    expect(failed).toMatchObject([{ instance: 'All instances', result: 'failed' }]);
    expect(failed![0]!.reason).toContain('HTTP 500');
    upstream.set({ malformed: second });
    const malformed = await follow();
    expect(malformed!.map(outcomeLine)).toEqual([
      'Worldwide: failed: /endpoints/Worldwide answered malformed JSON',
    ]);
    upstream.set({ version: { ...second, endpoints: [{ ...sync, category: 'Fast' }] } });
    const mismatch = await follow();
    expect(mismatch![0]).toMatchObject({ result: 'failed' });
    expect(mismatch![0]!.reason).toContain('does not match the public format');
    expect(await changes('Draft,PendingReview,StagedForPublishing')).toEqual([]);
    expect(await publicJson('endpoints/Worldwide')).toEqual(before);

    // Version 2: four differences, each a change awaiting review; nothing is published.
    upstream.set({ version: second });
    const staged = await follow();
    expect(staged!.map(outcomeLine)).toEqual([
      `Worldwide: upstream ${V2}, ours ${ours2} → 4 changes staged for review`,
    ]);
    const pending = await changes('Draft,PendingReview,StagedForPublishing');
    expect(pending).toHaveLength(4);
    for (const c of pending) {
      expect(c.status).toBe('PendingReview');
      expect(c.changeDetail.authors).toEqual(['upstream']);
      expect(c.changeDetail.changeReason).toContain(V2);
    }
    const byDisposition = pending.map((c: { changeDetail: { disposition: string; impact: string } }) => [
      c.changeDetail.disposition,
      c.changeDetail.impact,
    ]);
    expect(byDisposition.sort()).toEqual(
      [
        ['add', 'AddedUrl'],
        ['change', 'AddedUrl'],
        ['change', 'RemovedIpOrUrl'],
        ['remove', 'RemovedIpOrUrl'],
      ].sort(),
    );
    expect((await publicJson('version/Worldwide')).latest).toBe(ours2);
    expect((await follow())!.map(outcomeLine)).toEqual([
      `Worldwide: upstream ${V2}, ours ${ours2} → up to date`,
    ]);

    // The council's people review them as any change; the council publishes.
    for (const c of pending) {
      const champ = await p.post('champ', 'EndpointSetChange/WorkloadChampApprove', { id: c.id });
      expect(champ.statusCode, champ.body).toBe(200);
      const council = await p.post('council', 'EndpointSetChange/ChangeCouncilApprove', { id: c.id });
      expect(council.json().change.status).toBe('StagedForPublishing');
    }
    const published = await p.post('council', 'EndpointSetChange/Publish', { instance: 'Worldwide' });
    expect(published.statusCode, published.body).toBe(200);
    const ours3 = (await publicJson('version/Worldwide')).latest;

    const list = await publicJson('endpoints/Worldwide');
    expect(list.map((s: { id: number }) => s.id)).toEqual([1, 2, 4, 5]);
    expect(list.filter((s: { id: number }) => s.id !== 4)).toEqual(second.endpoints);
    expect(list.find((s: { id: number }) => s.id === 4)).toEqual(before[3]);
    const ourRecords = (await publicJson(`changes/Worldwide/${ours2}`)) as Parameters<typeof content>[0][];
    expect(ourRecords.every((r) => (r as unknown as { version: string }).version === ours3)).toBe(true);
    const byId = (a: { endpointSetId: number }, b: { endpointSetId: number }) =>
      a.endpointSetId - b.endpointSetId;
    expect(ourRecords.sort(byId).map(content)).toEqual([...upstreamChanges].sort(byId).map(content));
  });

  it('skips a set under review here and an id of our own, on its schedule through the job', async () => {
    const V3 = '2026120200';
    const sets = (await p.get('author', 'EndpointSet/List?instances=Worldwide')).json();
    const one = sets.find((s: { publicId: number }) => s.publicId === 1);
    // A reviewer's draft of set 1 is open: the upstream's change of it waits.
    const draft = await p.post('author', 'EndpointSetChange/UpsertDraft', {
      endpointSetInternalId: one.internalId,
      endpointSet: {
        instance: 'Worldwide',
        governanceCategory: 'Optimize',
        isExpressRoute: true,
        workloadName: 'Exchange',
        tcpPorts: '443',
        fqdns: ['outlook.office.com'],
        cidrs: ['13.107.6.152/31'],
      },
      changeReason: 'HTTPS only',
    });
    expect(draft.statusCode, draft.body).toBe(200);
    const [m, f, s5] = second.endpoints as (typeof mail)[];
    const third: UpstreamVersion = {
      latest: V3,
      endpoints: [
        { ...m!, urls: [...m!.urls, 'outlook.live.com'] },
        f,
        {
          id: 4,
          ...exchange,
          urls: ['upstream.example'],
          expressRoute: false,
          category: 'Default',
          required: true,
        },
        { ...s5!, tcpPorts: '80,443' },
      ],
      changes: [],
    };
    upstream.set({ version: third });
    const ours = (await publicJson('version/Worldwide')).latest;
    expect((await follow())!.map(outcomeLine)).toEqual([
      `Worldwide: upstream ${V3}, ours ${ours} → 1 change staged for review` +
        '; set 1 skipped: it has an open change here' +
        '; set 4 skipped: the id is one of ours here, not one the upstream listed before',
    ]);
    // The next upstream version, found by the job on its schedule (the command's runs count as
    // this hour's, so the next hour's run is the job's).
    const V4 = '2026120300';
    upstream.set({
      version: {
        ...third,
        latest: V4,
        endpoints: [third.endpoints[0], { ...f!, tcpPorts: '443,8443' }, ...third.endpoints.slice(2)],
      },
    });
    const [job] = endpointUpstreamJobs({
      url: upstream.url,
      schedule: '23 * * * *',
      instances: ['Worldwide'],
    });
    p.t.app.jobs.add(job!);
    await p.t.app.jobs.settled();
    expect(await p.t.app.jobs.runDue(job!.name, new Date(Date.now() + 3600_000))).toBe(true);
    const pending = await changes('Draft,PendingReview,StagedForPublishing');
    const fromUpstream = pending.filter((c: { changeDetail: { authors: string[] } }) =>
      c.changeDetail.authors.includes('upstream'),
    );
    expect(
      fromUpstream
        .map((c: { endpointSetSnapshot: { tcpPorts: string } }) => c.endpointSetSnapshot.tcpPorts)
        .sort(),
    ).toEqual(['443,8443', '80,443']);
    expect(
      fromUpstream.map((c: { changeDetail: { changeReason: string } }) => c.changeDetail.changeReason).sort(),
    ).toEqual([`Follows Worldwide upstream version ${V3}`, `Follows Worldwide upstream version ${V4}`]);
    // Set 1's draft and our own set 4 are as they were.
    expect(pending.find((c: { id: string }) => c.id === draft.json().change.id).status).toBe('Draft');
    expect((await publicJson('endpoints/Worldwide')).find((s: { id: number }) => s.id === 4).urls).toEqual([
      'mail.contoso.example',
    ]);
  });
});
