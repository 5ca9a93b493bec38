import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, testDatabases, type TestApp } from '../../test/harness.js';
import { publishingApp, type PublishingApp } from '../../test/domainlens-publishing.js';

const kinds = await testDatabases();

/** A worldwide list as saved from the public service: every wildcard form it uses, its fields as it writes them. */
const PublicList = JSON.parse(
  readFileSync(new URL('./fixtures/public-worldwide.json', import.meta.url), 'utf8'),
) as Record<string, unknown>[];

/** The list as its CSV form writes it: lists comma-joined, booleans as words, blank fields empty. */
const csvRows = (sets: Record<string, unknown>[]) =>
  sets.map((s) =>
    Object.fromEntries(Object.entries(s).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : String(v)])),
  );

describe.each(kinds)('The public service as its documentation calls it (%s)', (kind) => {
  let p: PublishingApp;
  let t: TestApp;
  let token: string;
  const raw: PublishingApp['raw'] = (...a) => p.raw(...a);
  const get = async (url: string) => {
    const res = await raw(url);
    expect(res.status, `${url}: ${res.body}`).toBe(200);
    return res;
  };
  const json = async (url: string) => JSON.parse((await get(url)).body);
  const csv = async (url: string) =>
    parse((await get(url)).body, { columns: true, bom: true }) as Record<string, string>[];

  beforeAll(async () => {
    token = adminToken();
    p = await publishingApp(kind, { ADMIN_TOKEN: token, ENDPOINT_LIST_RATE_LIMIT: '1000' });
    t = p.t;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/domainlens/ImportEndpointList',
      headers: { authorization: `Bearer ${token}` },
      payload: { instance: 'Worldwide', endpoints: PublicList },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().sets).toBe(PublicList.length);
  });
  afterAll(async () => t?.close());

  it('imports every wildcard form of the public list and publishes it unchanged, as JSON and CSV', async () => {
    const q = `ClientRequestId=${randomUUID()}`;
    expect(await json(`/endpoints-service/endpoints/Worldwide?${q}`)).toEqual(PublicList);
    const rows = await csv(`/endpoints-service/endpoints/Worldwide?${q}&format=CSV`);
    const columns = Object.keys(rows[0]!);
    const expected = csvRows(PublicList).map((r) => ({
      ...Object.fromEntries(columns.map((c) => [c, ''])),
      ...r,
    }));
    expect(rows).toEqual(expected);
    const urls = rows.flatMap((r) => r.urls!.split(','));
    for (const form of [
      '*.outlook.com',
      '*cdn.onenote.net',
      '*-files.sharepoint.com',
      'autodiscover.*.onmicrosoft.com',
    ])
      expect(urls).toContain(form);
    // TenantName fills the tenant's * of each form.
    const tenant = await json(`/endpoints-service/endpoints/Worldwide?${q}&TenantName=contoso`);
    const tenantUrls = tenant.flatMap((s: { urls?: string[] }) => s.urls ?? []);
    expect(tenantUrls).toEqual(
      expect.arrayContaining([
        'autodiscover.contoso.onmicrosoft.com',
        'contoso-files.sharepoint.com',
        'contoso.sharepoint.com',
        '*cdn.onenote.net',
        '*.outlook.com',
      ]),
    );
  });

  it("plays PowerShell's sample: clientRequestId, /version/Worldwide then /endpoints/Worldwide", async () => {
    const id = randomUUID();
    const version = await json(`/endpoints-service/version/Worldwide?clientRequestId=${id}`);
    expect(version).toEqual({ instance: 'Worldwide', latest: expect.stringMatching(/^\d{10}$/) });
    const list = await json(`/endpoints-service/endpoints/Worldwide?clientRequestId=${id}`);
    expect(list).toEqual(PublicList);
  });

  it("follows the documentation's lower-case links; unknown parameters are ignored", async () => {
    const id = randomUUID();
    expect(await json(`/endpoints-service/endpoints/worldwide?clientrequestid=${id}`)).toEqual(PublicList);
    expect(await json(`/endpoints-service/endpoints/WORLDWIDE?CLIENTREQUESTID=${id}&colour=blue`)).toEqual(
      PublicList,
    );
    expect((await json(`/endpoints-service/version/worldwide?clientrequestid=${id}`)).instance).toBe(
      'Worldwide',
    );
    const changes = await json(`/endpoints-service/changes/worldwide/0000000000?clientrequestid=${id}`);
    expect(changes).toHaveLength(PublicList.length);
    // A missing or malformed ClientRequestId is refused as before, in any spelling.
    for (const url of [
      '/endpoints-service/endpoints/worldwide',
      '/endpoints-service/endpoints/worldwide?clientrequestid=abc',
      '/endpoints-service/version?clientRequestId=',
    ]) {
      const res = await raw(url);
      expect(res.status, url).toBe(400);
      expect(JSON.parse(res.body).error.id).toBe('CLIENT_REQUEST_ID_REQUIRED');
    }
    expect((await raw(`/endpoints-service/endpoints/Atlantis?ClientRequestId=${id}`)).status).toBe(400);
    expect(
      (await raw(`/endpoints-service/endpoints/Worldwide?ClientRequestId=${id}&format=XML`)).status,
    ).toBe(400);
  });

  it('a Python-style consumer: format=CSV, NoIPv6=true, ServiceAreas=Exchange gets Common and no IPv6', async () => {
    const rows = await csv(
      `/endpoints-service/endpoints/Worldwide?clientrequestid=${randomUUID()}&format=csv&NoIPv6=true&ServiceAreas=Exchange`,
    );
    expect(new Set(rows.map((r) => r.serviceArea))).toEqual(new Set(['Exchange', 'Common']));
    expect(rows.map((r) => Number(r.id))).toEqual([1, 2, 8, 56, 116]);
    const ips = rows.flatMap((r) => (r.ips ? r.ips.split(',') : []));
    expect(ips.length).toBeGreaterThan(0);
    expect(ips.filter((ip) => ip.includes(':'))).toEqual([]);
    const lower = await json(
      `/endpoints-service/endpoints/Worldwide?clientrequestid=${randomUUID()}&serviceareas=skype&noipv6=True`,
    );
    expect(lower.map((s: { id: number }) => s.id)).toEqual([11, 56, 116]);
    expect(JSON.stringify(lower)).not.toContain('2603:');
  });

  it('/version answers every instance and one, in JSON, CSV and RSS, with AllVersions', async () => {
    // A second version of Worldwide, changed through the form with a * label in the middle.
    await p.stage({
      endpointSet: {
        instance: 'Worldwide',
        governanceCategory: 'Default',
        workloadName: 'Exchange',
        tcpPorts: '443',
        fqdns: ['mail.contoso.example', 'autodiscover.*.contoso.example'],
      },
      wildcardExemplars: { 'autodiscover.*.contoso.example': 'autodiscover.mail.contoso.example' },
      changeReason: 'Autodiscover of tenants',
    });
    const published = await p.post('council', 'EndpointSetChange/Publish', { instance: 'Worldwide' });
    expect(published.statusCode, published.body).toBe(200);
    const id = randomUUID();
    const one = await json(`/endpoints-service/version/Worldwide?ClientRequestId=${id}&AllVersions=true`);
    expect(one.versions).toHaveLength(2);
    expect(one.latest).toBe(one.versions[0]);
    expect(
      (await json(`/endpoints-service/endpoints/Worldwide?ClientRequestId=${id}`)).flatMap(
        (s: { urls?: string[] }) => s.urls ?? [],
      ),
    ).toContain('autodiscover.*.contoso.example');

    const every = await json(`/endpoints-service/version?clientrequestid=${id}&allversions=TRUE`);
    expect(every).toContainEqual({ instance: 'Worldwide', latest: one.latest, versions: one.versions });
    expect(every).toContainEqual({ instance: 'China', latest: '0000000000', versions: [] });
    const everyCsv = await csv(`/endpoints-service/version?ClientRequestId=${id}&Format=CSV`);
    expect(everyCsv).toContainEqual({ instance: 'Worldwide', latest: one.latest });
    expect(everyCsv.length).toBe(every.length);
    const oneCsv = await csv(
      `/endpoints-service/version/Worldwide?ClientRequestId=${id}&format=csv&AllVersions=true`,
    );
    expect(oneCsv).toEqual([{ instance: 'Worldwide', latest: one.latest, versions: one.versions.join(',') }]);

    for (const url of [
      `/endpoints-service/version?Format=RSS&ClientRequestId=${id}`,
      `/endpoints-service/version/worldwide?format=rss&clientrequestid=${id}`,
    ]) {
      const res = await get(url);
      expect(res.headers['content-type']).toMatch(/^application\/rss\+xml/);
      expect(XMLValidator.validate(res.body)).toBe(true);
      const feed = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'item' }).parse(
        res.body,
      );
      expect(feed.rss['@_version']).toBe('2.0');
      const items = feed.rss.channel.item as { title: string; link: string; pubDate: string }[];
      expect(items.map((i) => i.title)).toEqual(one.versions.map((v: string) => `Worldwide ${v}`));
      for (const [i, item] of items.entries()) {
        const link = new URL(item.link);
        expect(link.pathname).toBe(`/endpoints-service/changes/Worldwide/${one.versions[i]}`);
        expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
        expect((await raw(link.pathname + link.search)).status).toBe(200);
      }
    }
    // RSS is for the versions only.
    expect(
      (await raw(`/endpoints-service/endpoints/Worldwide?ClientRequestId=${id}&Format=RSS`)).status,
    ).toBe(400);
  });
});
