// Load and soak of the deployment users run (deploy/): nginx with the repository's configuration
// in front of two instances on one PostgreSQL database and Redis. Over BENCH_SOAK_SECONDS
// (default 600) it sends BENCH_SOAK_TESTS (default 500) browser-style network tests (real form
// posts, X-Forwarded-For from many addresses) and runs BENCH_SOAK_CLIENTS (default 500) advanced
// runs (report, run, report page read, a page and a client on the live channel, every result
// category and the final status published and acknowledged), all through nginx. A bare route
// (/livez through nginx) is timed all along as the baseline. Prints requests and events, errors,
// lost live events, p50/p99 per API and each instance's memory at start and end.
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';
import { AdvancedCategoryNames, STATUS_EVENT, type PublishAck } from '@netlens/core';
import { quantile } from '@netlens/core/stats';
import { SAMPLE_RESULTS } from '../apps/server/src/test/sample-results.js';
import { freePort } from '../e2e/harness.js';
import { startNginx } from '../e2e/nginx.js';
import { builtServer, cleanUp, onCleanUp, startProcess, type StartedProcess } from './lib.js';
import { createPgDatabase } from './pg-database.js';
import { GENERATE_PATH, formHeaders, requestPool } from './report-requests.js';

const SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 600);
const TESTS = Number(process.env.BENCH_SOAK_TESTS ?? 500);
const CLIENTS = Number(process.env.BENCH_SOAK_CLIENTS ?? 500);
/** Seconds between a client's events, as the real client's tests finish one after another. */
const EVENT_GAP_MS = Number(process.env.BENCH_SOAK_EVENT_GAP_MS ?? 1000);
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const serverMain = builtServer();

const timings = new Map<string, number[]>();
const failures = new Map<string, string[]>();
const add = <T>(map: Map<string, T[]>, key: string, value: T) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};
const fail = (api: string, why: string) => add(failures, api, why);
const timed = (api: string, ms: number) => add(timings, api, ms);
let liveExpected = 0;
let liveReceived = 0;

/** One HTTP call through nginx, timed per API; a failure is counted, never thrown. */
async function call(api: string, url: string, init: RequestInit = {}): Promise<Response | null> {
  const started = performance.now();
  try {
    const res = await fetch(url, init);
    await res.clone().arrayBuffer();
    timed(api, performance.now() - started);
    if (!res.ok) fail(api, `${res.status}`);
    return res.ok ? res : null;
  } catch (err) {
    fail(api, (err as Error).message);
    return null;
  }
}

function hub(base: string, runId: string, token?: string): Promise<Socket> {
  const socket = io(base, {
    path: '/messagingHub',
    query: { runId },
    auth: token ? { token } : {},
    transports: ['websocket'],
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

const pool = requestPool(16_384);
let nextSample = 0;
const sample = () => pool[nextSample++ % pool.length]!;
const form = (s: { ip: string; body: string }) => ({
  method: 'POST',
  headers: { ...formHeaders, 'x-forwarded-for': s.ip },
  body: s.body,
});

/** A browser-style network test: the form post the start page sends. */
async function networkTest(base: string) {
  await call('GenerateTestReport', base + GENERATE_PATH, form(sample()));
}

/** An advanced run as the report page and the client make it, with every event acknowledged. */
async function advancedRun(base: string) {
  const s = sample();
  const report = await call('GenerateTestReport', base + GENERATE_PATH, form(s));
  if (!report) return;
  const { id } = (await report.json()) as { id: string };
  await call('ReadReport', `${base}/api/ConnectivityTest/ReadReport/${id}`, {
    headers: { 'x-forwarded-for': s.ip },
  });
  const created = await call('CreateRun', `${base}/api/LiveTest/CreateRun`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': s.ip },
    body: JSON.stringify({ reportId: id }),
  });
  if (!created) return;
  const { runId, token } = (await created.json()) as { runId: string; token: string };
  let page: Socket | null = null;
  let client: Socket | null = null;
  try {
    page = await hub(base, runId);
    client = await hub(base, runId, token);
    const events = [...AdvancedCategoryNames, STATUS_EVENT];
    liveExpected += events.length;
    const seen = new Set<string>();
    page.onAny((event: string) => {
      if (!seen.has(event)) liveReceived++;
      seen.add(event);
    });
    for (const event of events) {
      const payload =
        event === STATUS_EVENT
          ? { status: 'Finished' }
          : SAMPLE_RESULTS[event as keyof typeof SAMPLE_RESULTS];
      const started = performance.now();
      const ack = (await client.timeout(30_000).emitWithAck(event, payload)) as PublishAck;
      timed('live channel publish (ack)', performance.now() - started);
      if (!ack.ok) fail('live channel publish (ack)', ack.error);
      await new Promise((r) => setTimeout(r, EVENT_GAP_MS));
    }
    for (let waited = 0; seen.size < events.length && waited < 5000; waited += 50)
      await new Promise((r) => setTimeout(r, 50));
  } catch (err) {
    fail('live channel connect', (err as Error).message);
  } finally {
    page?.close();
    client?.close();
  }
}

const fmt = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '–');

function printTable() {
  console.log(
    `\n${'API (through nginx)'.padEnd(30)} ${'calls'.padStart(7)} ${'errors'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`,
  );
  for (const [api, ms] of [...timings].sort()) {
    console.log(
      `${api.padEnd(30)} ${String(ms.length).padStart(7)} ${String(failures.get(api)?.length ?? 0).padStart(7)} ` +
        `${fmt(quantile(ms, 0.5, 'nearest-rank')).padStart(8)} ${fmt(quantile(ms, 0.99, 'nearest-rank')).padStart(8)}`,
    );
  }
  for (const [api, why] of failures) {
    if (!timings.has(api))
      console.log(`${api.padEnd(30)} ${'–'.padStart(7)} ${String(why.length).padStart(7)}`);
    console.log(`  ${api} failures: ${[...new Set(why)].slice(0, 5).join('; ')}`);
  }
}

const instances: StartedProcess[] = [];
let code = 0;
try {
  const db = await createPgDatabase();
  if ('skipped' in db) throw new Error(db.skipped);
  onCleanUp(db.drop);
  const env = {
    DATABASE_URL: db.url,
    REDIS_URL,
    TRUST_PROXY: 'true',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    MEDIA_RELAY_PORT: '0',
  };
  // One after the other: the first creates the schema.
  for (let i = 0; i < 2; i++) {
    const instance = await startProcess(serverMain, await freePort(), '/readyz', env);
    instances.push(instance);
    onCleanUp(instance.stop);
  }
  const ports = instances.map((s) => Number(new URL(s.url).port)) as [number, number];
  const nginx = await startNginx(ports);
  onCleanUp(nginx.stop);
  const base = nginx.origin;
  console.log(
    `soak: ${TESTS} network tests and ${CLIENTS} advanced runs over ${SECONDS} s through nginx, ` +
      `two instances, PostgreSQL, Redis (load ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} CPUs)`,
  );

  // Warm-up (not counted), then the instances' memory at start.
  for (let i = 0; i < 20; i++) await fetch(`${base}/livez`).then((r) => r.arrayBuffer());
  await Promise.all(Array.from({ length: 4 }, () => advancedRun(base)));
  timings.clear();
  failures.clear();
  liveExpected = 0;
  liveReceived = 0;
  const memoryAtStart = instances.map((s) => s.rssMb());

  const started = performance.now();
  const work: Promise<void>[] = [];
  const schedule = (count: number, job: () => Promise<void>) => {
    for (let i = 0; i < count; i++) {
      work.push(new Promise<void>((resolve) => setTimeout(resolve, (i * SECONDS * 1000) / count)).then(job));
    }
  };
  schedule(TESTS, () => networkTest(base));
  schedule(CLIENTS, () => advancedRun(base));
  // The baseline: a bare route through the same nginx, twice a second all along.
  const baseline = setInterval(() => void call('baseline: /livez', `${base}/livez`), 500);
  const progress = setInterval(() => {
    const s = ((performance.now() - started) / 1000).toFixed(0);
    const mem = instances.map((i) => `${i.rssMb().toFixed(0)} MB`).join(', ');
    console.log(`  ${s} s: ${liveReceived}/${liveExpected} live events, memory ${mem}`);
  }, 60_000);
  await Promise.all(work);
  clearInterval(baseline);
  clearInterval(progress);
  const elapsed = (performance.now() - started) / 1000;
  const memoryAtEnd = instances.map((s) => s.rssMb());

  printTable();
  const calls = [...timings.values()].reduce((n, ms) => n + ms.length, 0);
  const errors = [...failures.values()].reduce((n, why) => n + why.length, 0);
  const lost = liveExpected - liveReceived;
  console.log(
    `\n${calls} requests and acknowledged events in ${elapsed.toFixed(0)} s, ${errors} errors; ` +
      `live events: ${liveReceived} of ${liveExpected} delivered to the pages, ${lost} lost`,
  );
  instances.forEach((_, i) => {
    const growth = ((memoryAtEnd[i]! - memoryAtStart[i]!) / memoryAtStart[i]!) * 100;
    console.log(
      `instance ${i + 1}: memory ${memoryAtStart[i]!.toFixed(0)} MB at start, ${memoryAtEnd[i]!.toFixed(0)} MB at end ` +
        `(${growth >= 0 ? '+' : ''}${growth.toFixed(1)} %; target < 10 %)`,
    );
    if (growth >= 10) code = 1;
  });
  const servedBy = new Map<string, number>();
  for (const e of nginx.accessLog()) servedBy.set(e.upstream, (servedBy.get(e.upstream) ?? 0) + 1);
  console.log(`requests per instance: ${[...servedBy].map(([u, n]) => `${u} ${n}`).join(', ')}`);
  if (errors > 0 || lost > 0) code = 1;
} catch (err) {
  console.error(err);
  code = 1;
} finally {
  await cleanUp();
}
process.exit(code);
