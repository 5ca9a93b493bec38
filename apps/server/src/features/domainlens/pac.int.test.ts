import { createPacResolver } from 'pac-resolver';
import { QuickJS } from 'quickjs-wasi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type TestApp } from '../../test/harness.js';
import { publishingApp, type PublishingApp } from '../../test/domainlens-publishing.js';

const kinds = await testDatabases();
const Proxy = 'PROXY proxy.contoso.com:8080';

describe.each(kinds)('PAC files of the published list (%s)', (kind) => {
  let p: PublishingApp;
  let t: TestApp;
  let qjs: QuickJS;
  beforeAll(async () => {
    p = await publishingApp(kind);
    t = p.t;
    qjs = await QuickJS.create();
  });
  afterAll(async () => t?.close());

  /** The PAC file at `query`, run by a PAC engine from npm for each host. */
  async function route(query: string, hosts: string[]) {
    const res = await p.raw(`/endpoints-service/pac/Worldwide?${query}`);
    expect(res.status, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/x-ns-proxy-autoconfig');
    const find = createPacResolver(qjs, res.body);
    return Promise.all(hosts.map((h) => find(`https://${h}/`)));
  }

  it('answers 404 before the first publication and 400 for a proxy setting that is not one', async () => {
    const none = await p.raw(
      `/endpoints-service/pac/Worldwide?DefaultProxySettings=${encodeURIComponent(Proxy)}`,
    );
    expect(none.status).toBe(404);
    const injected = await p.raw(
      `/endpoints-service/pac/Worldwide?DefaultProxySettings=${encodeURIComponent('PROXY a:1"; return "DIRECT')}`,
    );
    expect(injected.status).toBe(400);
    expect(JSON.parse(injected.body).error.details[0].path).toBe('querystring.DefaultProxySettings');
    expect((await p.raw('/endpoints-service/pac/Worldwide')).status).toBe(400);
  });

  it('sends the type’s categories direct and everything else to the proxy, until the next publication', async () => {
    const base = { instance: 'Worldwide', isExpressRoute: false, tcpPorts: '443' };
    await p.stage({
      endpointSet: {
        ...base,
        governanceCategory: 'Optimize',
        workloadName: 'Exchange',
        fqdns: ['outlook.office365.com'],
      },
      changeReason: 'Optimize',
    });
    await p.stage({
      endpointSet: {
        ...base,
        governanceCategory: 'Allow',
        workloadName: 'SharePoint',
        fqdns: ['*-my.sharepoint.com', '*.sharepoint.com'],
      },
      changeReason: 'Allow',
    });
    await p.stage({
      endpointSet: {
        ...base,
        governanceCategory: 'Default',
        workloadName: 'Exchange',
        fqdns: ['*.office.net'],
      },
      changeReason: 'Default',
    });
    expect((await p.post('council', 'EndpointSetChange/Publish', { instance: 'Worldwide' })).statusCode).toBe(
      200,
    );

    const hosts = [
      'outlook.office365.com',
      'contoso-my.sharepoint.com',
      'contoso.sharepoint.com',
      'a.office.net',
      'example.org',
    ];
    const proxy = encodeURIComponent(Proxy);
    expect(await route(`Type=1&DefaultProxySettings=${proxy}`, hosts)).toEqual([
      'DIRECT',
      Proxy,
      Proxy,
      Proxy,
      Proxy,
    ]);
    expect(await route(`Type=2&DefaultProxySettings=${proxy}`, hosts)).toEqual([
      'DIRECT',
      'DIRECT',
      'DIRECT',
      Proxy,
      Proxy,
    ]);
    // The direct answer may be a proxy too, and a tenant's names are written out.
    const tenant = await route(
      `Type=2&DefaultProxySettings=${proxy}&DirectProxySettings=${encodeURIComponent('PROXY direct.contoso.com:80')}&TenantName=contoso`,
      ['contoso-my.sharepoint.com', 'fabrikam-my.sharepoint.com', 'contoso.sharepoint.com'],
    );
    expect(tenant).toEqual(['PROXY direct.contoso.com:80', Proxy, 'PROXY direct.contoso.com:80']);

    // Spelled as the public service's other calls are: names and the instance in any case.
    expect(await route(`type=2&defaultproxysettings=${proxy}`, ['contoso.sharepoint.com'])).toEqual([
      'DIRECT',
    ]);
    const lower = await p.raw(`/endpoints-service/pac/worldwide?TYPE=1&defaultProxySettings=${proxy}`);
    expect(lower.status, lower.body).toBe(200);

    // Cacheable until the next publication.
    const first = await p.raw(`/endpoints-service/pac/Worldwide?Type=1&DefaultProxySettings=${proxy}`);
    const etag = first.headers.etag as string;
    const again = await p.raw(`/endpoints-service/pac/Worldwide?Type=1&DefaultProxySettings=${proxy}`, {
      'if-none-match': etag,
    });
    expect(again.status).toBe(304);
  });
});
