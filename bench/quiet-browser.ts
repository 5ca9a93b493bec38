// Chromium as a visitor runs it, for the benchmarks that time the page's own probes: driven over
// its DevTools pipe with the Target, Browser, Emulation and Runtime domains only. Playwright
// enables DevTools' Network domain in every page and worker it drives (that is how it reports
// requests), and the network service then reports every request and answer to DevTools while the
// probes are being timed: on two busy cores that put the browser's samples a millisecond or more
// above the same browser's undriven samples. Here nothing observes the network: the run's report
// is read afterwards through the API, as a visitor's link reads it.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { isReportId } from '@netlens/core';
import { chromiumFlags, chromiumPath } from '../e2e/harness.js';
import { london, within, type ForwarderProcess } from './latency-lib.js';

type Params = Record<string, unknown>;

/** A headless Chromium and the one DevTools pipe that drives it. */
export interface QuietBrowser {
  version: string;
  /** Calls a DevTools method (of a page when sessionId is given) and resolves with its result. */
  send: (method: string, params?: Params, sessionId?: string) => Promise<Params>;
  close: () => Promise<void>;
}

/**
 * Starts Chromium with the flags the end-to-end tests use and a fresh profile; with `nice`, under
 * nice(1) at that niceness, which every process it starts inherits.
 */
export async function launchQuietBrowser(opts: { nice?: number } = {}): Promise<QuietBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'netlens-quiet-'));
  const command = opts.nice === undefined ? [chromiumPath] : ['nice', '-n', String(opts.nice), chromiumPath];
  const child: ChildProcess = spawn(
    command[0]!,
    [
      ...command.slice(1),
      '--headless',
      ...chromiumFlags,
      '--lang=en-US',
      '--remote-debugging-pipe',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const toBrowser = child.stdio[3] as Writable;
  const fromBrowser = child.stdio[4] as Readable;
  const pending = new Map<number, { resolve: (r: Params) => void; reject: (e: Error) => void }>();
  let nextId = 1;
  let buffered = '';
  fromBrowser.on('data', (chunk: Buffer) => {
    buffered += chunk.toString('utf8');
    for (let end = buffered.indexOf('\0'); end >= 0; end = buffered.indexOf('\0')) {
      const message = JSON.parse(buffered.slice(0, end)) as {
        id?: number;
        result?: Params;
        error?: { message: string };
      };
      buffered = buffered.slice(end + 1);
      const waiter = message.id === undefined ? undefined : pending.get(message.id);
      if (!waiter) continue;
      pending.delete(message.id!);
      if (message.error) waiter.reject(new Error(message.error.message));
      else waiter.resolve(message.result ?? {});
    }
  });
  child.once('exit', () => {
    for (const w of pending.values()) w.reject(new Error('Chromium exited'));
    pending.clear();
  });
  const send = (method: string, params: Params = {}, sessionId?: string) =>
    new Promise<Params>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      toBrowser.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    });
  const { product } = await within(send('Browser.getVersion'), 30_000, 'Chromium start');
  return {
    version: String(product),
    send,
    close: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      await within(send('Browser.close'), 5_000, 'Browser.close').catch(() => child.kill('SIGKILL'));
      await Promise.race([exited, sleep(5_000)]);
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Evaluates an expression in the page and returns its value. */
async function evaluate(browser: QuietBrowser, sessionId: string, expression: string): Promise<unknown> {
  const { result } = (await browser.send(
    'Runtime.evaluate',
    { expression, returnByValue: true, awaitPromise: true },
    sessionId,
  )) as { result: { value?: unknown } };
  return result.value;
}

/**
 * Polls the expression until it is truthy; rejects after ms. An evaluation cut short by a
 * navigation (the page opening the report) counts as not yet.
 */
async function until(browser: QuietBrowser, sessionId: string, expression: string, ms: number, what: string) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await evaluate(browser, sessionId, expression).catch(() => undefined);
    if (value) return value;
    if (Date.now() > end) throw new Error(`${what}: not within ${ms} ms`);
    await sleep(50);
  }
}

/** Clicks the first element of `selector` whose text is `text` (a button, or a radio's label). */
const clickByText = (selector: string, text: string) =>
  `(() => { const e = [...document.querySelectorAll(${JSON.stringify(selector)})]` +
  `.find((x) => x.textContent.trim() === ${JSON.stringify(text)} && !x.disabled);` +
  ` if (!e) return false; e.click(); return true; })()`;

/**
 * One network test as a visitor runs it, in a fresh browser context (no cache, no open
 * connection, geolocation granted at London): the start page through the forwarder, Run test,
 * then the report the page opened, read through the API (ReadReport answers an unsaved report
 * by its id).
 */
export async function runQuietProductTest(browser: QuietBrowser, fwd: ForwarderProcess): Promise<unknown> {
  const { browserContextId } = await browser.send('Target.createBrowserContext', {
    disposeOnDetach: true,
  });
  try {
    await browser.send('Browser.grantPermissions', {
      browserContextId,
      origin: fwd.url.slice(0, -1),
      permissions: ['geolocation'],
    });
    const { targetId } = await browser.send('Target.createTarget', { url: 'about:blank', browserContextId });
    const { sessionId } = (await browser.send('Target.attachToTarget', { targetId, flatten: true })) as {
      sessionId: string;
    };
    await browser.send('Emulation.setGeolocationOverride', { ...london, accuracy: 10 }, sessionId);
    await browser.send('Emulation.setLocaleOverride', { locale: 'en-US' }, sessionId);
    await browser.send(
      'Runtime.evaluate',
      { expression: `location.href = ${JSON.stringify(fwd.url)}` },
      sessionId,
    );
    await until(
      browser,
      sessionId,
      clickByText('label', 'Detect my location automatically'),
      30_000,
      'the location choice',
    );
    await until(browser, sessionId, clickByText('button', 'Run test'), 30_000, 'Run test');
    const id = (await until(
      browser,
      sessionId,
      `location.pathname.startsWith('/report/') && location.pathname.slice(8) !== 'temp' ? location.pathname.slice(8) : ''`,
      60_000,
      'the report',
    )) as string;
    if (!isReportId(id)) throw new Error(`the page opened /report/${id}`);
    const answer = await fetch(new URL(`/api/ConnectivityTest/ReadReport/${id}`, fwd.url));
    if (!answer.ok) throw new Error(`ReadReport answered ${answer.status}`);
    return (await answer.json()) as unknown;
  } finally {
    await browser.send('Target.disposeBrowserContext', { browserContextId }).catch(() => undefined);
  }
}
