import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earliestAdditionDate } from '@netlens/core';
import { testDatabases, type TestApp } from '../../test/harness.js';
import { publishingApp, type PublishingApp } from '../../test/domainlens-publishing.js';

const kinds = await testDatabases();

/**
 * A consumer of the public endpoint-list service, written as a customer's script would be:
 * poll /version, and when it moved fetch the list and the changes since the version it knows.
 */
class EndpointListConsumer {
  readonly clientRequestId = randomUUID();
  known = '0000000000';
  constructor(
    readonly fetch: (
      url: string,
    ) => Promise<{ status: number; body: string; headers: Record<string, unknown> }>,
  ) {}
  private async json(path: string) {
    const sep = path.includes('?') ? '&' : '?';
    const res = await this.fetch(`/endpoints-service/${path}${sep}ClientRequestId=${this.clientRequestId}`);
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.body}`);
    return JSON.parse(res.body);
  }
  async poll(instance: string) {
    const { latest } = await this.json(`version/${instance}`);
    if (latest === this.known) return null;
    const endpoints = await this.json(`endpoints/${instance}`);
    const changes = await this.json(`changes/${instance}/${this.known}`);
    this.known = latest;
    return { latest, endpoints, changes };
  }
}

describe.each(kinds)('Domain Lens publishing (%s)', (kind) => {
  let p: PublishingApp;
  let t: TestApp;
  const post: PublishingApp['post'] = (...a) => p.post(...a);
  const raw: PublishingApp['raw'] = (...a) => p.raw(...a);
  const stage: PublishingApp['stage'] = (...a) => p.stage(...a);
  const today = new Date().toISOString().slice(0, 10).replaceAll('-', '');
  beforeAll(async () => {
    p = await publishingApp(kind);
    t = p.t;
  });
  afterAll(async () => t?.close());

  it('publishes staged changes as versions a consumer follows', async () => {
    const consumer = new EndpointListConsumer((url) => raw(url));
    expect(await consumer.poll('Worldwide')).toBeNull();

    // Nothing staged yet; only the council publishes.
    expect((await post('council', 'EndpointSetChange/Publish', { instance: 'Worldwide' })).statusCode).toBe(
      409,
    );
    await stage({
      endpointSet: {
        instance: 'Worldwide',
        governanceCategory: 'Optimize',
        isExpressRoute: true,
        workloadName: 'Exchange',
        tcpPorts: '80, 443',
        fqdns: ['outlook.office.com', 'outlook.office365.com'],
        cidrs: ['13.107.6.152/31', '2603:1006::/40'],
      },
      changeReason: 'Exchange Online',
    });
    await stage({
      endpointSet: {
        instance: 'Worldwide',
        governanceCategory: 'Default',
        workloadName: 'SharePoint',
        isRequired: false,
        optionalFunctionality: 'OneDrive sync',
        tcpPorts: '443',
        fqdns: ['*-my.sharepoint.com', '*.sharepoint.com'],
      },
      changeReason: 'OneDrive',
    });
    for (const who of ['author', 'champ'] as const) {
      const refused = await post(who, 'EndpointSetChange/Publish', { instance: 'Worldwide' });
      expect(refused.statusCode).toBe(403);
    }
    const published = await post('council', 'EndpointSetChange/Publish', {
      instance: 'Worldwide',
      note: 'monthly',
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({
      message: 'Changes published.',
      instance: 'Worldwide',
      version: `${today}01`,
    });

    const first = await consumer.poll('Worldwide');
    expect(first!.latest).toBe(`${today}01`);
    expect(first!.endpoints).toEqual([
      {
        id: 1,
        serviceArea: 'Exchange',
        serviceAreaDisplayName: 'Exchange Online',
        urls: ['outlook.office.com', 'outlook.office365.com'],
        ips: ['13.107.6.152/31', '2603:1006::/40'],
        tcpPorts: '80,443',
        expressRoute: true,
        category: 'Optimize',
        required: true,
      },
      {
        id: 2,
        serviceArea: 'SharePoint',
        serviceAreaDisplayName: 'SharePoint Online and OneDrive for Business',
        urls: ['*-my.sharepoint.com', '*.sharepoint.com'],
        tcpPorts: '443',
        expressRoute: false,
        category: 'Default',
        required: false,
        notes: 'OneDrive sync',
      },
    ]);
    const effectiveDate = earliestAdditionDate(new Date()).replaceAll('-', '');
    expect(first!.changes).toEqual([
      {
        id: 1,
        endpointSetId: 1,
        disposition: 'add',
        impact: 'AddedIpAndUrl',
        version: `${today}01`,
        add: {
          effectiveDate,
          ips: ['13.107.6.152/31', '2603:1006::/40'],
          urls: ['outlook.office.com', 'outlook.office365.com'],
        },
      },
      {
        id: 2,
        endpointSetId: 2,
        disposition: 'add',
        impact: 'AddedUrl',
        version: `${today}01`,
        add: { effectiveDate, urls: ['*-my.sharepoint.com', '*.sharepoint.com'] },
      },
    ]);
    expect(await consumer.poll('Worldwide')).toBeNull();

    // The manager shows the sets published and the changes published.
    const sets = (await p.get('author', `EndpointSet/List?instances=Worldwide`)).json();
    expect(sets.map((s: { publicId: number; status: string }) => [s.publicId, s.status])).toEqual([
      [1, 'Published'],
      [2, 'Published'],
    ]);
    const exchange = sets[0];
    const publishedChanges = (await p.get('author', `EndpointSetChange/List?statuses=Published`)).json();
    expect(publishedChanges).toHaveLength(2);
    expect(publishedChanges[0].changeDetail.disposition).toBe('add');

    // Parameters: service areas, tenant name, no IPv6; CSV.
    const q = `ClientRequestId=${consumer.clientRequestId}`;
    const filtered = JSON.parse(
      (await raw(`/endpoints-service/endpoints/Worldwide?${q}&ServiceAreas=SharePoint&TenantName=contoso`))
        .body,
    );
    expect(filtered.map((s: { urls: string[] }) => s.urls)).toEqual([
      ['contoso-my.sharepoint.com', 'contoso.sharepoint.com'],
    ]);
    const noV6 = JSON.parse((await raw(`/endpoints-service/endpoints/Worldwide?${q}&NoIPv6=true`)).body);
    expect(noV6[0].ips).toEqual(['13.107.6.152/31']);
    const csv = await raw(`/endpoints-service/endpoints/Worldwide?${q}&format=CSV`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n').slice(0, 2)).toEqual([
      'id,serviceArea,serviceAreaDisplayName,urls,ips,tcpPorts,udpPorts,expressRoute,category,required,notes',
      '1,Exchange,Exchange Online,"outlook.office.com,outlook.office365.com","13.107.6.152/31,2603:1006::/40","80,443",,true,Optimize,true,',
    ]);

    // ETag: the same answer is not sent twice until the next publication.
    const tagged = await raw(`/endpoints-service/endpoints/Worldwide?${q}`);
    const etag = tagged.headers.etag as string;
    expect(etag).toBeTruthy();
    expect((await raw(`/endpoints-service/endpoints/Worldwide?${q}`, { 'if-none-match': etag })).status).toBe(
      304,
    );

    // A second change: one URL added, one subnet removed.
    await stage({
      endpointSetInternalId: exchange.internalId,
      endpointSet: {
        ...exchange,
        fqdns: [...exchange.fqdns, 'smtp.office365.com'],
        cidrs: ['13.107.6.152/31'],
      },
      changeReason: 'SMTP',
    });
    const second = await post('council', 'EndpointSetChange/Publish', { instance: 'Worldwide' });
    expect(second.json().version).toBe(`${today}02`);
    expect((await raw(`/endpoints-service/endpoints/Worldwide?${q}`, { 'if-none-match': etag })).status).toBe(
      200,
    );
    const next = await consumer.poll('Worldwide');
    expect(next!.latest).toBe(`${today}02`);
    expect(next!.changes).toEqual([
      {
        id: 3,
        endpointSetId: 1,
        disposition: 'change',
        impact: 'AddedUrl',
        version: `${today}02`,
        add: { effectiveDate, urls: ['smtp.office365.com'] },
        remove: { ips: ['2603:1006::/40'] },
      },
    ]);
    const all = JSON.parse((await raw(`/endpoints-service/changes/Worldwide/0000000000?${q}`)).body);
    expect(all.map((c: { id: number }) => c.id)).toEqual([1, 2, 3]);
    // As large as the list itself from an old version: sent compressed to a caller accepting it.
    const zipped = await t.app.inject({
      url: `/endpoints-service/changes/Worldwide/0000000000?${q}`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(all);
    const versions = JSON.parse(
      (await raw(`/endpoints-service/version/Worldwide?${q}&AllVersions=true`)).body,
    );
    expect(versions).toEqual({
      instance: 'Worldwide',
      latest: `${today}02`,
      versions: [`${today}02`, `${today}01`],
    });
    const every = JSON.parse((await raw(`/endpoints-service/version?${q}`)).body);
    expect(every).toContainEqual({ instance: 'Worldwide', latest: `${today}02` });
    expect(every).toContainEqual({ instance: 'China', latest: '0000000000' });
  });
});
