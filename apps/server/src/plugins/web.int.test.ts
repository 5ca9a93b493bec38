import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.js';

function fakeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'netlens-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<html><head><base href="/" /></head><body>app</body></html>');
  writeFileSync(join(dir, 'assets', 'main-abc.js'), 'console.log(1)');
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

const script = `console.log(${JSON.stringify('x'.repeat(400))})`;

/** A built app whose script has the compressed copies the web build writes beside it. */
function compressedDist(): string {
  const dir = fakeDist();
  writeFileSync(join(dir, 'assets', 'main-abc.js'), script);
  writeFileSync(join(dir, 'assets', 'main-abc.js.br'), brotliCompressSync(script));
  writeFileSync(join(dir, 'assets', 'main-abc.js.gz'), gzipSync(script));
  return dir;
}

describe('serving the web app', () => {
  const apps: TestApp[] = [];
  afterAll(async () => Promise.all(apps.map((a) => a.close())));

  it('serves the app for page paths and assets with long caching', async () => {
    const t = await startTestApp('sqlite', { WEB_DIST: fakeDist() });
    apps.push(t);
    const root = await t.app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('<base href="/" />');
    const deep = await t.app.inject({ url: '/no/such/page', headers: { accept: 'text/html' } });
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toContain('app');
    const asset = await t.app.inject({ url: '/assets/main-abc.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const icon = await t.app.inject({ url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('public, max-age=86400');
    const page = await t.app.inject({ url: '/index.html' });
    expect(page.headers['cache-control']).toBe('no-cache');
    const missing = await t.app.inject({ url: '/assets/missing.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.id).toBe('ROUTE_NOT_FOUND');
  });

  it('puts the GCC app under /gcc and sends other paths there', async () => {
    const t = await startTestApp('sqlite', { WEB_DIST: fakeDist(), CLOUD_NAME: 'GCC' });
    apps.push(t);
    const page = await t.app.inject({ url: '/gcc/reports', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<base href="/gcc/" />');
    const named = await t.app.inject({ url: '/gcc/index.html' });
    expect(named.statusCode).toBe(200);
    expect(named.body).toContain('<base href="/gcc/" />');
    const asset = await t.app.inject({ url: '/gcc/assets/main-abc.js' });
    expect(asset.statusCode).toBe(200);
    const bare = await t.app.inject({ url: '/status?x=1', headers: { accept: 'text/html' } });
    expect(bare.statusCode).toBe(302);
    expect(bare.headers.location).toBe('/gcc/status?x=1');
  });

  it('sends brotli or gzip as the browser accepts them, the plain file otherwise, and varies on it', async () => {
    const t = await startTestApp('sqlite', { WEB_DIST: compressedDist() });
    apps.push(t);
    const get = (url: string, acceptEncoding?: string) =>
      t.app.inject({
        url,
        headers: { accept: 'text/html', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
      });
    const decoded = (r: Awaited<ReturnType<typeof get>>) =>
      r.headers['content-encoding'] === 'br'
        ? brotliDecompressSync(r.rawPayload).toString()
        : r.headers['content-encoding'] === 'gzip'
          ? gunzipSync(r.rawPayload).toString()
          : r.body;

    for (const url of ['/assets/main-abc.js', '/']) {
      const br = await get(url, 'gzip, deflate, br, zstd');
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      const gz = await get(url, 'gzip, deflate');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gz.headers.vary).toMatch(/accept-encoding/i);
      const plain = await get(url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      const refused = await get(url, 'br;q=0, gzip;q=0');
      expect(refused.headers['content-encoding']).toBeUndefined();
      // Every variant is the same file.
      expect(new Set([br, gz, plain, refused].map(decoded)).size).toBe(1);
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    }

    const asset = await get('/assets/main-abc.js', 'br');
    expect(asset.body.length).toBeGreaterThan(0);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(decoded(asset)).toBe(script);
    const page = await get('/', 'br');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(decoded(page)).toContain('<base href="/" />');
    // A page path of the app is the same page.
    const deep = await get('/no/such/page', 'gzip');
    expect(deep.headers['content-encoding']).toBe('gzip');
    expect(decoded(deep)).toBe(decoded(page));
    // The copies are no files of their own.
    expect((await get('/assets/main-abc.js.br', 'br')).statusCode).toBe(404);
  });
});
