import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type TestApp } from '../../test/harness.js';
import { publishingApp, type PublishingApp } from '../../test/domainlens-publishing.js';

const kinds = await testDatabases();

describe.each(kinds)('The public endpoint list service (%s)', (kind) => {
  let p: PublishingApp;
  let t: TestApp;
  const post: PublishingApp['post'] = (...a) => p.post(...a);
  const raw: PublishingApp['raw'] = (...a) => p.raw(...a);
  const stage: PublishingApp['stage'] = (...a) => p.stage(...a);
  beforeAll(async () => {
    p = await publishingApp(kind);
    t = p.t;
  });
  afterAll(async () => t?.close());

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
