// Shared by the browser benchmarks (latency-accuracy.ts, latency-coverage.ts, time-to-report.ts,
// first-load.ts): the product and the delaying forwarder each in a process of their own, the
// visitor's browser context, a minimal HTTP/1.1 client that times the first byte of an answer (the
// reference meter), and a median ratio with its interval. Chromium is launched as the end-to-end
// tests launch it (e2e/harness.ts); statistics come from the core.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { availableParallelism, loadavg, setPriority, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Request } from 'playwright-core';
import { freePort } from '../e2e/harness.js';
import { median, medianInterval } from '@netlens/core/stats';
import { builtServer, startProcess } from './lib.js';

const here = dirname(fileURLToPath(import.meta.url));
export const root = join(here, '..');
const forwarderCli = join(root, 'packages/netsim/src/cli.ts');

/** A place the embedded gazetteer knows; the browser reports it as its position. */
export const london = { latitude: 51.5074, longitude: -0.1278 };

/** Exits with a hint when the product has not been built. */
export function requireBuild(): void {
  builtServer();
  if (!existsSync(join(root, 'apps/web/dist/index.html'))) {
    console.error('Build the product first: npm run build');
    process.exit(1);
  }
}

/** The files a web build's index.html names (`assets/…`): the start page's scripts and styles. */
export function startPageFiles(webDir: string): string[] {
  const index = readFileSync(join(webDir, 'index.html'), 'utf8');
  return [...index.matchAll(/\/(assets\/[^"']+)/g)].map((m) => m[1]!);
}

/** Copies the built web app, again while a concurrent build leaves index.html naming missing files. */
function copyWebApp(to: string): void {
  for (let attempt = 0; ; attempt++) {
    rmSync(to, { recursive: true, force: true });
    cpSync(join(root, 'apps/web/dist'), to, { recursive: true });
    if (startPageFiles(to).every((a) => existsSync(join(to, a)))) return;
    if (attempt === 10) throw new Error('apps/web/dist is incomplete: rebuild it (npm run build)');
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1000);
  }
}

/** Runs fn; when it fails, says so and runs it once more (a shared machine has hiccups). */
export async function retryOnce<T>(what: string, fn: () => Promise<T>, onRetry: () => void): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    onRetry();
    console.error(`\n  ${what} failed, trying once more: ${String(error).split('\n')[0]}`);
    return fn();
  }
}

export interface FrontDoor {
  port: number;
  pid: number;
  /** http://127.0.0.1:port/ */
  url: string;
  stop: () => Promise<void>;
}

/**
 * The built product in its own process on a fresh SQLite file: the only front door, so the page
 * probes the origin that served it. It serves a copy of the built web app, so a rebuild during the
 * run cannot swap the files under an open page. Rate limits are raised: every run posts from
 * 127.0.0.1.
 */
export async function startFrontDoor(
  env: Record<string, string> = {},
  /** Adds files of the bench's own to the web app's copy, before the server reads it. */
  addWebFiles: (webDir: string) => void = () => {},
): Promise<FrontDoor> {
  const dir = mkdtempSync(join(tmpdir(), 'netlens-bench-'));
  copyWebApp(join(dir, 'web'));
  addWebFiles(join(dir, 'web'));
  const port = await freePort();
  const server = await startProcess(builtServer(), port, '/readyz', {
    DATABASE_URL: `sqlite:${join(dir, 'bench.db')}`,
    WEB_DIST: join(dir, 'web'),
    LOG_LEVEL: 'warn',
    GENERATE_REPORT_RATE_LIMIT: '100000',
    TELEMETRY_RATE_LIMIT: '100000',
    ...env,
  });
  return {
    port,
    pid: server.pid,
    url: `${server.url}/`,
    stop: async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface ForwarderProcess {
  port: number;
  pid: number;
  /** http://127.0.0.1:port/ */
  url: string;
  delayMs: number;
  stop: () => Promise<void>;
}

/**
 * The netsim forwarder (its own command line) in a process of its own, so the benchmark's own
 * work (Playwright, statistics) never delays its deliveries. Adds 2 × delayMs to a round trip,
 * each direction's delay varying uniformly by ± jitterMs.
 */
export async function startForwarder(
  targetPort: number,
  delayMs: number,
  jitterMs = 0,
): Promise<ForwarderProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      forwarderCli,
      '--target',
      `127.0.0.1:${targetPort}`,
      '--listen',
      '0',
      '--delay',
      `${delayMs}`,
      '--jitter',
      `${jitterMs}`,
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`the forwarder did not start: ${out}`)), 20_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = out.match(/forwarding [\d.]+:(\d+)/);
      if (m?.[1]) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the forwarder exited (${code}): ${out}`));
    });
  });
  return {
    port,
    pid: child.pid!,
    url: `http://127.0.0.1:${port}/`,
    delayMs,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
    },
  };
}

/** The niceness at which a benchmark may run its own processes on a shared machine. */
export const RaisedNice = -10;

/**
 * Raises every thread of a process (this one by default) to RaisedNice (threads it starts later
 * inherit it), so on a machine loaded by other work the benchmark's processes are scheduled first
 * and what they time is the path, not the other work. False where that is not permitted (not root).
 */
export function raisePriority(pid = process.pid): boolean {
  try {
    for (const tid of readdirSync(`/proc/${pid}/task`)) setPriority(Number(tid), RaisedNice);
    return true;
  } catch {
    return false;
  }
}

/** A fresh context (no cache, no open connections) whose geolocation permission is granted. */
export function visitorContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    locale: 'en-US',
    viewport: { width: 1280, height: 900 },
    geolocation: london,
    permissions: ['geolocation'],
  });
}

const generatePath = '/api/AnonymousConnectivityTest/GenerateTestReport';

/** One network test of the product as a visitor runs it: the form the page posted and the answer. */
export interface ProductRun {
  form: URLSearchParams;
  /** The GenerateTestReport answer (the report as stored). */
  report: unknown;
  /** /probe/latency requests that went through the forwarder (expect 26). */
  probes: number;
}

/**
 * Opens the start page through the forwarder in a fresh visitor context (so the page's probes go
 * through it too), presses Run test and waits for the GenerateTestReport answer.
 */
export async function runProductTest(browser: Browser, fwd: ForwarderProcess): Promise<ProductRun> {
  const context = await visitorContext(browser);
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    let probes = 0;
    const posted = new Promise<Request>((resolve) =>
      page.on('request', (r) => {
        if (r.url().startsWith(`${fwd.url}probe/latency?`)) probes++;
        if (r.method() === 'POST' && r.url() === new URL(generatePath, fwd.url).href) resolve(r);
      }),
    );
    await page.goto(fwd.url);
    await page.getByRole('radio', { name: 'Detect my location automatically' }).check();
    await page.getByRole('button', { name: 'Run test' }).click();
    const request = await within(posted, 60_000, 'GenerateTestReport');
    const response = await within(request.response(), 30_000, 'GenerateTestReport answer');
    if (response?.status() !== 200) throw new Error(`GenerateTestReport answered ${response?.status()}`);
    return {
      form: new URLSearchParams(request.postData() ?? ''),
      report: (await response.json()) as unknown,
      probes,
    };
  } finally {
    await context.close();
  }
}

/**
 * The reference meter: time to the first byte of `GET path` over one keep-alive HTTP/1.1
 * connection, from writing the request to the first byte of the answer, as Resource Timing's
 * responseStart − requestStart, but with nothing between the socket and the clock. The first
 * answer on the connection is not counted (the forwarder holds a new connection's first bytes
 * back for one round trip, standing in for the TCP handshake).
 */
export async function httpTtfb(port: number, path: string, samples: number): Promise<number[]> {
  const socket = connect({ host: '127.0.0.1', port, noDelay: true });
  socket.setTimeout(10_000);
  let buffered = Buffer.alloc(0);
  let waiter: (() => void) | null = null;
  let failure: Error | null = null;
  const wake = () => {
    const w = waiter;
    waiter = null;
    w?.();
  };
  socket.on('data', (chunk: Buffer) => {
    buffered = Buffer.concat([buffered, chunk]);
    wake();
  });
  const fail = (error: Error) => {
    failure = error;
    wake();
  };
  socket.on('error', fail);
  socket.on('timeout', () => fail(new Error('the reference meter timed out')));
  socket.on('close', () => fail(new Error('the connection closed')));
  const more = () =>
    new Promise<void>((resolve, reject) => {
      if (failure) return reject(failure);
      waiter = () => (failure ? reject(failure) : resolve());
    });
  /** Sends one request; resolves with its time to first byte once the whole answer is in. */
  const once = async (n: number): Promise<number> => {
    buffered = Buffer.alloc(0);
    const t0 = performance.now();
    socket.write(`GET ${path}${path.includes('?') ? '&' : '?'}ref=${n} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    await more();
    const ttfb = performance.now() - t0;
    for (;;) {
      const end = buffered.indexOf('\r\n\r\n');
      if (end >= 0) {
        const head = buffered.subarray(0, end).toString('latin1');
        if (!/^HTTP\/1\.1 200/.test(head)) throw new Error(`reference meter: ${head.split('\r\n')[0]}`);
        const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1] ?? NaN);
        if (!Number.isFinite(length)) throw new Error('reference meter: no content-length');
        if (buffered.length >= end + 4 + length) return ttfb;
      }
      await more();
    }
  };
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('error', reject);
    });
    await once(0);
    const out: number[] = [];
    for (let i = 1; i <= samples; i++) out.push(await once(i));
    return out;
  } finally {
    socket.removeAllListeners('close');
    socket.destroy();
  }
}

/** The machine's 1-minute load average and core count, printed beside the figures. */
export function machineLoad(): string {
  return `load average ${loadavg()[0]!.toFixed(2)} on ${availableParallelism()} cores`;
}

/** Rejects after ms: keeps every step bounded. */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * The median of per-run ratios with its distribution-free 95 % interval (core's medianInterval:
 * the runs' order statistics), e.g. "1.19× (its 95 % interval 1.12–1.27×)", so a verdict on a
 * median of few runs on a noisy machine says how far it can be trusted; below 6 runs there is
 * no interval.
 */
export function medianRatio(ratios: readonly number[]): { median: number; text: string } {
  const m = median(ratios);
  const interval = medianInterval(ratios);
  const x = (v: number) => `${v.toFixed(2)}×`;
  return {
    median: m,
    text: `${x(m)} (its 95 % interval ${interval ? `${x(interval.lower)}–${x(interval.upper)}` : 'needs 6 runs or more'})`,
  };
}
