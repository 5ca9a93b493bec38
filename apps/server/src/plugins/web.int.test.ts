import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
    const asset = await t.app.inject({ url: '/gcc/assets/main-abc.js' });
    expect(asset.statusCode).toBe(200);
    const bare = await t.app.inject({ url: '/status?x=1', headers: { accept: 'text/html' } });
    expect(bare.statusCode).toBe(302);
    expect(bare.headers.location).toBe('/gcc/status?x=1');
  });
});
