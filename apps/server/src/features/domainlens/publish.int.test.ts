import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earliestAdditionDate } from '@netlens/core';
import { startTestApp, testDatabases, type TestApp } from '../../test/harness.js';
import { signInDomainLensRoles } from '../../test/domainlens-fixtures.js';
import type { Browser } from '../../test/identity-helpers.js';

const kinds = await testDatabases();
const base = '/api/ipurl/api/v1';

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

describe.each(kinds)('Domain Lens publishing and the public list (%s)', (kind) => {
  let t: TestApp;
  const b: Record<'author' | 'champ' | 'council', Browser> = {} as never;
  const post = (who: keyof typeof b, path: string, payload: object) =>
    b[who].request({ method: 'POST', url: `${base}/${path}`, payload });
  const raw = async (url: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ url, headers });
    return { status: res.statusCode, body: res.body, headers: res.headers as Record<string, unknown> };
  };
  const today = new Date().toISOString().slice(0, 10).replaceAll('-', '');

  /** Drafts, submits and gets both approvals: the change ends staged. */
  async function stage(body: object) {
    const draft = await post('author', 'EndpointSetChange/UpsertDraft', body);
    expect(draft.statusCode, draft.body).toBe(200);
    const id = draft.json().change.id;
    expect((await post('author', 'EndpointSetChange/Submit', { id })).statusCode).toBe(200);
    expect((await post('champ', 'EndpointSetChange/WorkloadChampApprove', { id })).statusCode).toBe(200);
    const done = await post('council', 'EndpointSetChange/ChangeCouncilApprove', { id });
    expect(done.json().change.status).toBe('StagedForPublishing');
    return id as string;
  }

  beforeAll(async () => {
    t = await startTestApp(kind, { ENDPOINT_LIST_RATE_LIMIT: '60' });
    Object.assign(b, await signInDomainLensRoles(t));
    for (const [id, area, name] of [
      ['Exchange', 'Exchange', 'Exchange Online'],
      ['SharePoint', 'SharePoint', 'SharePoint Online and OneDrive for Business'],
    ]) {
      const res = await post('council', 'Workload', {
        id,
        workloadChampName: 'Champ',
        workloadChampSecurityGroup: `${id}-champs`,
        workloadChampEmail: 'champ@contoso.example',
        serviceArea: area!,
        serviceAreaDisplayName: name!,
        propertyGroups: ['M365'],
        workloadType: 'External',
      });
      expect(res.statusCode, res.body).toBe(200);
    }
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
    const sets = (await b.author.get(`${base}/EndpointSet/List?instances=Worldwide`)).json();
    expect(sets.map((s: { publicId: number; status: string }) => [s.publicId, s.status])).toEqual([
      [1, 'Published'],
      [2, 'Published'],
    ]);
    const exchange = sets[0];
    const publishedChanges = (await b.author.get(`${base}/EndpointSetChange/List?statuses=Published`)).json();
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

  it('serves the endpoint list gzip- or brotli-coded, each form with its own ETag', async () => {
    const list = `/endpoints-service/endpoints/Worldwide?ClientRequestId=${randomUUID()}`;
    const get = (query: string, headers: Record<string, string> = {}) =>
      t.app.inject({ url: list + query, headers });
    const oneSet = (workloadName: string, fqdn: string) => ({
      endpointSet: {
        instance: 'Worldwide',
        governanceCategory: 'Allow',
        workloadName,
        tcpPorts: '443',
        fqdns: [fqdn],
        cidrs: ['2603:1036::/36', '52.96.0.0/14'],
      },
      changeReason: fqdn,
    });
    await stage(oneSet('Exchange', 'mail.contoso.example'));
    await stage(oneSet('SharePoint', '*-files.sharepoint.com'));
    expect((await post('council', 'EndpointSetChange/Publish', { instance: 'Worldwide' })).statusCode).toBe(
      200,
    );

    // Each variant: the gzip and brotli forms decode to exactly the identity bytes.
    const variants = ['', '&format=CSV', '&ServiceAreas=SharePoint', '&TenantName=contoso', '&NoIPv6=true'];
    const identities = new Set<string>();
    for (const v of variants) {
      const plain = await get(v);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toBe('Accept-Encoding');
      identities.add(plain.body);
      const gz = await get(v, { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gz.headers.vary).toBe('Accept-Encoding');
      expect(gz.headers['content-type']).toBe(plain.headers['content-type']);
      expect(gunzipSync(gz.rawPayload).equals(plain.rawPayload)).toBe(true);
      expect(gz.headers.etag).not.toBe(plain.headers.etag);
      const br = await get(v, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    }
    expect(identities.size).toBe(variants.length);
    expect((await get('&TenantName=contoso')).body).toContain('"contoso-files.sharepoint.com"');
    expect((await get('&NoIPv6=true')).body).not.toContain('2603:1036::/36');
    const refused = await get('', { 'accept-encoding': 'gzip;q=0, identity' });
    expect(refused.headers['content-encoding']).toBeUndefined();

    // ETag and 304 per form; a publication changes both.
    const gz = await get('', { 'accept-encoding': 'gzip' });
    const gzTag = gz.headers.etag as string;
    const plainTag = (await get('')).headers.etag as string;
    expect(gzTag).toMatch(/^"[\w-]+"$/);
    const again = await get('', { 'accept-encoding': 'gzip', 'if-none-match': gzTag });
    expect(again.statusCode).toBe(304);
    expect(again.headers.etag).toBe(gzTag);
    expect(again.headers.vary).toBe('Accept-Encoding');
    expect(again.rawPayload.length).toBe(0);
    expect((await get('', { 'if-none-match': gzTag })).statusCode).toBe(200);
    expect((await get('', { 'if-none-match': plainTag })).statusCode).toBe(304);

    await stage(oneSet('Exchange', '*.media.contoso.example'));
    expect((await post('council', 'EndpointSetChange/Publish', { instance: 'Worldwide' })).statusCode).toBe(
      200,
    );
    const moved = await get('', { 'accept-encoding': 'gzip', 'if-none-match': gzTag });
    expect(moved.statusCode).toBe(200);
    expect(moved.headers.etag).not.toBe(gzTag);
    expect(gunzipSync(moved.rawPayload).toString()).toContain('*.media.contoso.example');
    expect((await get('', { 'if-none-match': plainTag })).statusCode).toBe(200);
  });

  it('requires a GUID ClientRequestId and limits the rate', async () => {
    for (const url of [
      '/endpoints-service/version',
      '/endpoints-service/endpoints/Worldwide?ClientRequestId=abc',
    ]) {
      const res = await raw(url);
      expect(res.status).toBe(400);
      expect(JSON.parse(res.body).error.id).toBe('CLIENT_REQUEST_ID_REQUIRED');
    }
    // Per client and route: the version and the (kept, compressed) endpoint list alike.
    for (const path of ['version', 'endpoints/Worldwide']) {
      const url = () => `/endpoints-service/${path}?ClientRequestId=${randomUUID()}`;
      let last = await raw(url(), { 'accept-encoding': 'gzip' });
      for (let i = 0; i < 80 && last.status !== 429; i++)
        last = await raw(url(), { 'accept-encoding': 'gzip' });
      expect(last.status).toBe(429);
      expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    }
  });
});
