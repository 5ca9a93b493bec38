import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe.js';
import { freePort, launchBrowser, openPage, startServer, type RunningServer } from './harness.js';

// A release under an open page: the page asks for the chunks of the build it came with, which the
// new release no longer has. The page reloads itself once; a chunk still missing after that shows
// 'Loading chunk failed' with a reload button, and the failure is recorded in the telemetry. With
// the server down the page does not reload (it would only show the browser's own error page).

const builtWeb = join(dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const token = 'e2e-admin-token-redeploy-0123456789';
const work = mkdtempSync(join(tmpdir(), 'netlens-redeploy-'));
let browser: Browser;

/** A copy of the built web app, as one release of it. */
function release(name: string): string {
  const dir = join(work, name);
  cpSync(builtWeb, dir, { recursive: true });
  return dir;
}

/**
 * The same app built again with other chunk names: every script gets a new name, and every file
 * naming it is rewritten (the compressed copies are left out; the plain files are served then).
 */
function renamedRelease(name: string): string {
  const dir = release(name);
  const assets = join(dir, 'assets');
  const scripts = readdirSync(assets).filter((f) => f.endsWith('.js'));
  for (const f of readdirSync(assets)) {
    if (f.endsWith('.br') || f.endsWith('.gz')) rmSync(join(assets, f));
  }
  for (const f of [...readdirSync(dir), ...readdirSync(assets)]) {
    if (f.endsWith('.br') || f.endsWith('.gz')) rmSync(join(dir, f), { force: true });
  }
  const renamed = (f: string) => f.replace(/\.js$/, 'n.js');
  const texts = [
    join(dir, 'index.html'),
    ...readdirSync(assets)
      .filter((f) => /\.(js|css)$/.test(f))
      .map((f) => join(assets, f)),
  ];
  for (const file of texts) {
    let text = readFileSync(file, 'utf8');
    for (const s of scripts)
      text = text.replace(new RegExp(`(?<![\\w.-])${s.replace(/[.$]/g, '\\$&')}`, 'g'), renamed(s));
    writeFileSync(file, text);
  }
  for (const s of scripts) renameSync(join(assets, s), join(assets, renamed(s)));
  return dir;
}

/** The status page's chunk (and its compressed copies) in a release. */
const statusChunk = (dir: string) =>
  readdirSync(join(dir, 'assets')).filter((f) => /^StatusPage-[\w-]+\.js(\.br|\.gz)?$/.test(f));

/**
 * The page's own document loads from now on (every reload), each as its address and the time
 * since counting began, so a failed count says which loads there were.
 */
function countLoads(page: Page): () => string[] {
  const loads: string[] = [];
  const start = Date.now();
  page.on('request', (r) => {
    if (r.resourceType() === 'document' && r.frame() === page.mainFrame())
      loads.push(`${r.url()} at ${Date.now() - start} ms${r.redirectedFrom() ? ' (redirected)' : ''}`);
  });
  return () => [...loads];
}

/**
 * Resolves once the page has begun or ended no request for `quietMs` and has none open (of those
 * begun from now on; one still open from before ends the wait when it ends). Playwright's
 * 'networkidle' is no such wait: it fires once per load, and a page that fetches its lazy parts
 * after its first paint may already have passed it.
 */
function networkQuiet(page: Page, quietMs = 1_000): Promise<void> {
  const open = new Set<unknown>();
  return new Promise((resolve) => {
    let timer: NodeJS.Timeout | undefined;
    const settle = () => {
      clearTimeout(timer);
      if (open.size === 0) timer = setTimeout(done, quietMs);
    };
    const begun = (r: unknown) => {
      open.add(r);
      settle();
    };
    const ended = (r: unknown) => {
      open.delete(r);
      settle();
    };
    const done = () => {
      page.off('request', begun).off('requestfinished', ended).off('requestfailed', ended);
      resolve();
    };
    page.on('request', begun).on('requestfinished', ended).on('requestfailed', ended);
    settle();
  });
}

/**
 * Opens the start page in English and waits until it is at rest: it has done what it does after
 * its first paint (the rest of the strings, the contract, its lazy parts, the language menu), so
 * what a test does to the server next happens under a page at rest, not mid-load. `loads` counts
 * its reloads from here.
 */
async function openAtRest(url: string) {
  const { page, context } = await openPage(browser, url);
  const loads = countLoads(page);
  await page.getByRole('heading', { level: 1, name: 'Test your network connection' }).waitFor();
  await page.getByRole('button', { name: /^Language/ }).waitFor();
  await networkQuiet(page);
  return { page, context, loads };
}

/** The number of unhandled-error logs (E00002) the server has recorded. */
async function errorLogs(server: RunningServer): Promise<number> {
  const res = await fetch(`${server.origin}/api/admin/telemetry/summary`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const s = (await res.json()) as { logs: { logId: string; count: number }[] };
  return s.logs.find((l) => l.logId === 'E00002')?.count ?? 0;
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('a page open across a release', () => {
  let server: RunningServer | undefined;
  afterAll(async () => server?.stop());

  it('reloads itself once when its next page is no longer there, and shows the new release', async () => {
    const port = await freePort();
    const before = release('a');
    const after = renamedRelease('b');
    expect(statusChunk(after)).not.toEqual(statusChunk(before));
    server = await startServer({ WEB_DIST: before, ADMIN_TOKEN: token }, { port });

    const { page, context, loads } = await openAtRest(server.url);

    await server.stop();
    server = await startServer({ WEB_DIST: after, ADMIN_TOKEN: token }, { port });

    await page.getByRole('navigation').getByRole('link', { name: 'Health' }).click();
    await page.getByRole('heading', { level: 1, name: 'Network health' }).waitFor();
    expect(page.url()).toBe(`${server.url}status`);
    await expectAccessible(page, 'chunk load failure (Japanese)');
    expect(loads()).toHaveLength(1); // the one reload, to the new release
    const scripts = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => e.name.split('/').pop() ?? ''),
    );
    expect(scripts.some((s) => statusChunk(after).includes(s))).toBe(true);
    await context.close();
    // The failure that caused the reload was sent as the page went away.
    await expect.poll(() => errorLogs(server!)).toBeGreaterThanOrEqual(1);
  });
});

describe('a chunk missing for good', () => {
  let server: RunningServer;
  let dir: string;
  beforeAll(async () => {
    dir = release('c');
    server = await startServer({ WEB_DIST: dir, ADMIN_TOKEN: token });
  });
  afterAll(async () => server?.stop());

  it('reloads once, then says loading the chunk failed (in the page language) until a reload finds it', async () => {
    const { page, context } = await openPage(browser, server.url, { locale: 'ja-JP' });
    const loads = countLoads(page);
    await page.getByRole('heading', { level: 1, name: 'ネットワーク接続をテストする' }).waitFor();

    const hidden = join(work, 'hidden');
    cpSync(join(dir, 'assets'), join(hidden, 'assets'), { recursive: true });
    for (const f of statusChunk(dir)) rmSync(join(dir, 'assets', f));

    await page.getByRole('navigation').getByRole('link', { name: '正常性' }).click();
    await page.getByRole('heading', { level: 1, name: 'チャンクの読み込みに失敗しました' }).waitFor();
    expect(loads()).toHaveLength(1); // one reload, never a loop
    expect(page.url()).toBe(`${server.url}status`);

    for (const f of statusChunk(hidden)) cpSync(join(hidden, 'assets', f), join(dir, 'assets', f));
    await page.getByRole('button', { name: '再読み込み' }).click();
    await page.getByRole('heading', { level: 1, name: 'ネットワークの正常性' }).waitFor();
    expect(loads()).toHaveLength(2);
    await context.close();
    // The failure before the reload and the one the message shows.
    await expect.poll(() => errorLogs(server)).toBeGreaterThanOrEqual(2);
  });
});

describe('a chunk asked for while the server is down', () => {
  let server: RunningServer | undefined;
  afterAll(async () => server?.stop());

  it('keeps the page (no reload into the browser’s error page) and says loading the chunk failed, until a reload finds the server back', async () => {
    const port = await freePort();
    const dir = release('d');
    server = await startServer({ WEB_DIST: dir, ADMIN_TOKEN: token }, { port });
    const { page, context, loads } = await openAtRest(server.url);

    await server.stop();
    await page.getByRole('navigation').getByRole('link', { name: 'Health' }).click();
    await page.getByRole('heading', { level: 1, name: 'Loading chunk failed' }).waitFor();
    expect(loads()).toHaveLength(0); // no reload while nothing answers

    server = await startServer({ WEB_DIST: dir, ADMIN_TOKEN: token }, { port });
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.getByRole('heading', { level: 1, name: 'Network health' }).waitFor();
    expect(loads()).toHaveLength(1);
    await context.close();
  });
});
