import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suiteApp } from '../../test/suite-app.js';
import { ClientNodeVersion } from '@netlens/core';
import { startTestApp, testDatabases, type TestApp } from '../../test/harness.js';

const kinds = await testDatabases();
const sha256 = (bytes: string | Buffer) => createHash('sha256').update(bytes).digest('hex');
const clientDir = join(dirname(fileURLToPath(import.meta.url)), '../../../../advanced-client');

describe.each(kinds)('the advanced client files (%s)', (kind) => {
  let t: TestApp;
  const dir = mkdtempSync(join(tmpdir(), 'netlens-client-files-'));
  const bundle = '#!/usr/bin/env node\nconsole.log("client");\n';
  const script = 'console.log("client");\n';
  const executable = Buffer.from('\x7fELF an executable built earlier');
  beforeAll(async () => {
    writeFileSync(join(dir, 'netlens-advanced.mjs'), bundle);
    writeFileSync(join(dir, 'netlens-advanced.cjs'), script);
    // The real builder, beside the bundle as `npm run build` leaves it.
    await build({
      entryPoints: [join(clientDir, 'executables/cli.ts')],
      outfile: join(dir, 'build-executable.mjs'),
      bundle: true,
      platform: 'node',
      format: 'esm',
      banner: {
        js: "import { createRequire } from 'node:module';\nconst require = createRequire(import.meta.url);",
      },
      logLevel: 'error',
    });
    // Linux x64 was built before this start: the builder finds it in the cache.
    const kept = join(dir, 'cache', `linux-x64-${ClientNodeVersion}-${sha256(script).slice(0, 16)}`);
    mkdirSync(kept, { recursive: true });
    writeFileSync(join(kept, 'netlens-advanced'), executable);
    writeFileSync(
      join(kept, 'file.json'),
      JSON.stringify({ platform: 'linux-x64', size: executable.length, sha256: sha256(executable) }),
    );
    t = await startTestApp(kind, {
      ADVANCED_CLIENT_FILE: join(dir, 'netlens-advanced.mjs'),
      ADVANCED_CLIENT_EXECUTABLES: 'on',
      ADVANCED_CLIENT_CACHE_DIR: join(dir, 'cache'),
    });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('describes a platform’s executable and serves it under an immutable URL', async () => {
    const info = await t.app.inject({ url: '/api/LiveTest/client/file?platform=linux-x64' });
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json()).toEqual({
      platform: 'linux-x64',
      fileName: 'netlens-advanced',
      size: executable.length,
      sha256: sha256(executable),
      executable: true,
    });
    const url = `/api/LiveTest/client?platform=linux-x64&sha256=${sha256(executable)}`;
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(executable)).toBe(true);
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['content-disposition']).toBe('attachment; filename="netlens-advanced"');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toBe(`"${sha256(executable)}"`);
    const again = await t.app.inject({ url, headers: { 'if-none-match': `"${sha256(executable)}"` } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('sends a stale hash to the current file, and asks again each time without a hash', async () => {
    const stale = await t.app.inject({
      url: `/api/LiveTest/client?platform=linux-x64&sha256=${'0'.repeat(64)}`,
    });
    expect(stale.statusCode).toBe(302);
    expect(stale.headers.location).toBe(
      `/api/LiveTest/client?platform=linux-x64&sha256=${sha256(executable)}`,
    );
    const plain = await t.app.inject({ url: '/api/LiveTest/client?platform=linux-x64' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe('no-cache');
  });

  it('offers macOS the bundle run with Node.js, and the bundle without a platform', async () => {
    const info = await t.app.inject({ url: '/api/LiveTest/client/file?platform=macos' });
    expect(info.json()).toEqual({
      platform: 'macos',
      fileName: 'netlens-advanced.mjs',
      size: bundle.length,
      sha256: sha256(bundle),
      executable: false,
    });
    const res = await t.app.inject({ url: '/api/LiveTest/client' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(bundle);
    expect(res.headers['content-disposition']).toBe('attachment; filename="netlens-advanced.mjs"');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
  });

  it('names a platform it does not know, or a malformed hash', async () => {
    const res = await t.app.inject({ url: '/api/LiveTest/client/file?platform=amiga' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/platform/);
    const hash = await t.app.inject({ url: '/api/LiveTest/client?platform=linux-x64&sha256=abc' });
    expect(hash.statusCode).toBe(400);
    expect(hash.json().error.message).toMatch(/SHA-256/);
  });
});

describe.each(kinds)('the advanced client without executables (%s)', (kind) => {
  const t = suiteApp(kind, { ADVANCED_CLIENT_EXECUTABLES: 'off' });

  it('answers that the file is not offered here (a client error, not an outage) rather than building it', async () => {
    for (const url of [
      '/api/LiveTest/client/file?platform=windows-x64',
      '/api/LiveTest/client?platform=linux-arm64&sha256=' + 'a'.repeat(64),
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.id).toBe('ADVANCED_CLIENT_EXECUTABLES_OFF');
      expect(res.json().error.message).toMatch(/only as the Node\.js bundle/);
    }
  });
});
