// The live channel under load: BENCH_RUNS (default 500) runs, each with a page and a client
// connected, on a bare socket.io relay (no token check, validation or storage), on one product
// instance (SQLite) and on two instances sharing Redis and PostgreSQL (client on one, page on the
// other). Two modes on the same connections:
// - open loop, as real clients publish: each client's 12 results are due at planned times spread
//   over BENCH_HUB_SPREAD_SECONDS (default 30), its start staggered at random; each event leaves
//   when due whatever the earlier ones did, and is timed from when it was due (no coordinated
//   omission). Prints p50/p99 publish→page and publish→ack, lost and rejected events, the server's
//   CPU per event and the benchmark process's own event-loop delay (it drives all 1000 sockets).
// - closed loop (saturation): every client publishes its 12 results as fast as the acks come
//   back; events per second, printed as a ratio to the bare relay's.
// Loopback only; bounded in time.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';
import { AdvancedCategoryNames } from '@netlens/core';
import { quantile } from '@netlens/core/stats';
import { SAMPLE_RESULTS } from '../apps/server/src/test/sample-results.js';
import { freePort } from '../e2e/harness.js';
import { builtServer, createRuns, startProcess, type Run, type StartedProcess } from './lib.js';
import { createPgDatabase } from './pg-database.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 500);
const SPREAD_SECONDS = Number(process.env.BENCH_HUB_SPREAD_SECONDS ?? 30);
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const MAX_SECONDS = Number(process.env.BENCH_MAX_SECONDS ?? 120);
const cpuProfDir = process.env.BENCH_CPU_PROF;
const serverMain = builtServer();
const CATEGORIES = AdvancedCategoryNames;

/** Targets of the open loop (p99 publish→page) and of the closed loop (ratio to the bare relay). */
const TARGETS = {
  one: { p99Ms: 50, ratio: 0.5 },
  two: { p99Ms: 100, ratio: 0.3 },
} as const;

function connect(base: string, runId: string, token?: string): Promise<Socket> {
  const socket = io(base, {
    path: '/messagingHub',
    query: { runId },
    auth: token ? { token } : {},
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

interface Phase {
  /** When each event (`run/category`) was due or sent; latencies are counted from it. */
  due: Map<string, number>;
  toPage: number[];
  /** When the last event reached its page. */
  lastToPage: number;
  toAck: number[];
  rejected: number;
}

const newPhase = (): Phase => ({ due: new Map(), toPage: [], lastToPage: 0, toAck: [], rejected: 0 });

/** The pages and clients of one target, every page recording into the current phase. */
async function open(clientBase: string, pageBase: string, runs: Run[]) {
  const pages = await Promise.all(runs.map((r) => connect(pageBase, r.runId)));
  const clients = await Promise.all(runs.map((r) => connect(clientBase, r.runId, r.token || undefined)));
  let phase = newPhase();
  pages.forEach((page, i) =>
    page.onAny((event: string) => {
      const key = `${i}/${event}`;
      const t = phase.due.get(key);
      if (t === undefined) return;
      phase.lastToPage = performance.now();
      phase.toPage.push(phase.lastToPage - t);
      phase.due.delete(key);
    }),
  );
  const publish = (p: Phase, i: number, category: string, due: number) =>
    clients[i]!.timeout(30_000)
      .emitWithAck(category, SAMPLE_RESULTS[category as keyof typeof SAMPLE_RESULTS])
      .then(
        (ack: { ok: boolean }) => {
          p.toAck.push(performance.now() - due);
          if (!ack.ok) p.rejected++;
        },
        () => {
          p.rejected++;
        },
      );
  return {
    clients,
    start: () => (phase = newPhase()),
    publish,
    close: () => [...pages, ...clients].forEach((s) => s.close()),
  };
}

type Target = Awaited<ReturnType<typeof open>>;

/** Waits until every page got its events (or 5 s passed); returns the lost ones. */
async function settle(p: Phase): Promise<number> {
  for (let waited = 0; p.due.size > 0 && waited < 5000; waited += 50) {
    await new Promise((r) => setTimeout(r, 50));
  }
  return p.due.size;
}

const ms = (values: number[], q: number) => quantile(values, q, 'nearest-rank').toFixed(1);
const cpuOf = (servers: StartedProcess[]) => servers.reduce((sum, s) => sum + s.cpuSeconds(), 0);

/** Every client publishes every category, each after the last one's ack. */
async function closedLoop(target: Target, servers: StartedProcess[]) {
  const p = target.start();
  const cpu = cpuOf(servers);
  const start = performance.now();
  const deadline = start + MAX_SECONDS * 1000;
  await Promise.all(
    target.clients.map(async (_, i) => {
      for (const category of CATEGORIES) {
        if (performance.now() > deadline) return;
        const sent = performance.now();
        p.due.set(`${i}/${category}`, sent);
        await target.publish(p, i, category, sent);
      }
    }),
  );
  const expected = target.clients.length * CATEGORIES.length;
  const lost = await settle(p);
  // Until the last event reached its page (not until the wait for the lost ones noticed it).
  const seconds = (p.lastToPage - start) / 1000;
  const cpuMs = ((cpuOf(servers) - cpu) * 1000) / expected;
  return { expected, perSecond: p.toPage.length / seconds, p, lost, cpuMs };
}

/**
 * Each client's events are due at planned times: its start at random within one gap, then one
 * every SPREAD_SECONDS / 12. Each leaves when due, without waiting for the earlier acks.
 */
async function openLoop(target: Target, servers: StartedProcess[]) {
  const p = target.start();
  const gap = (SPREAD_SECONDS * 1000) / CATEGORIES.length;
  const plan = target.clients
    .flatMap((_, i) => {
      const offset = Math.random() * gap;
      return CATEGORIES.map((category, k) => ({ i, category, at: offset + k * gap }));
    })
    .sort((a, b) => a.at - b.at);
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  const cpu = cpuOf(servers);
  const benchCpu = process.cpuUsage();
  const start = performance.now();
  const acks: Promise<void>[] = [];
  let next = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (next < plan.length && start + plan[next]!.at <= now) {
        const { i, category, at } = plan[next++]!;
        const due = start + at;
        p.due.set(`${i}/${category}`, due);
        acks.push(target.publish(p, i, category, due));
      }
      if (next < plan.length) setTimeout(tick, Math.max(0, start + plan[next]!.at - performance.now()));
      else resolve();
    };
    tick();
  });
  await Promise.all(acks);
  const lost = await settle(p);
  lag.disable();
  const used = process.cpuUsage(benchCpu);
  return {
    expected: plan.length,
    p,
    lost,
    cpuMs: ((cpuOf(servers) - cpu) * 1000) / plan.length,
    benchCpuShare: (used.user + used.system) / 1000 / (performance.now() - start),
    lagP99: lag.percentile(99) / 1e6,
  };
}

interface Measured {
  label: string;
  open: Awaited<ReturnType<typeof openLoop>>;
  closed: Awaited<ReturnType<typeof closedLoop>>;
}

async function measure(
  label: string,
  clientBase: string,
  pageBase: string,
  runs: Run[],
  servers: StartedProcess[],
): Promise<Measured> {
  const target = await open(clientBase, pageBase, runs);
  try {
    const openResult = await openLoop(target, servers);
    const closed = await closedLoop(target, servers);
    const o = openResult;
    console.log(
      `${label}\n  open loop   ${String(o.expected).padStart(6)} events  ` +
        `page p50 ${ms(o.p.toPage, 0.5).padStart(6)} ms  p99 ${ms(o.p.toPage, 0.99).padStart(7)} ms  ` +
        `ack p99 ${ms(o.p.toAck, 0.99).padStart(7)} ms  lost ${o.lost}  rejected ${o.p.rejected}  ` +
        `server CPU ${o.cpuMs.toFixed(2)} ms/event  (bench: CPU ${(o.benchCpuShare * 100).toFixed(0)} %, ` +
        `loop delay p99 ${o.lagP99.toFixed(1)} ms)\n` +
        `  closed loop ${String(closed.expected).padStart(6)} events  ${closed.perSecond.toFixed(0).padStart(6)} ev/s  ` +
        `page p50 ${ms(closed.p.toPage, 0.5).padStart(6)} ms  p99 ${ms(closed.p.toPage, 0.99).padStart(7)} ms  ` +
        `lost ${closed.lost}  rejected ${closed.p.rejected}  server CPU ${closed.cpuMs.toFixed(2)} ms/event`,
    );
    return { label, open: openResult, closed };
  } finally {
    target.close();
  }
}

function verdict(bare: Measured, m: Measured, target: { p99Ms: number; ratio: number }) {
  const p99 = quantile(m.open.p.toPage, 0.99, 'nearest-rank');
  const ratio = m.closed.perSecond / bare.closed.perSecond;
  const lost = m.open.lost + m.closed.lost;
  const pass = (ok: boolean) => (ok ? 'PASS' : 'MISS');
  console.log(
    `${m.label}: open-loop p99 ${p99.toFixed(1)} ms ≤ ${target.p99Ms} ms ${pass(p99 <= target.p99Ms)}; ` +
      `lost ${lost} = 0 ${pass(lost === 0)}; closed loop ${ratio.toFixed(2)}× the bare relay ≥ ${target.ratio}× ` +
      `${pass(ratio >= target.ratio)}`,
  );
}

const servers: StartedProcess[] = [];
const dir = mkdtempSync(join(tmpdir(), 'netlens-bench-hub-'));
let drop: (() => Promise<void>) | undefined;
try {
  console.log(
    `live channel: ${RUNS} runs × ${CATEGORIES.length} categories; open loop over ${SPREAD_SECONDS} s ` +
      `(${((RUNS * CATEGORIES.length) / SPREAD_SECONDS).toFixed(0)} events/s), then closed loop ` +
      `(load ${loadavg()[0]!.toFixed(2)})`,
  );
  const barePort = await freePort();
  const bare = await startProcess(join(import.meta.dirname, 'bare-hub.mjs'), barePort, '/ready', {});
  servers.push(bare);
  const bareRuns = Array.from({ length: RUNS }, (_, i) => ({
    runId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    token: '',
  }));
  const baseline = await measure('baseline: bare socket.io relay', bare.url, bare.url, bareRuns, [bare]);
  await bare.stop();

  // BENCH_CPU_PROF=<dir>: a CPU profile of each product instance, written when it stops.
  const nodeArgs = cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfDir}`] : [];
  const env = {
    DATABASE_URL: `sqlite:${join(dir, 'one.db')}`,
    GENERATE_REPORT_RATE_LIMIT: '100000',
    LIVE_RUN_RATE_LIMIT: '100000',
    HUB_CONNECTIONS_PER_ADDRESS: '100000',
    HUB_HANDSHAKES_PER_MINUTE: '100000',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    MEDIA_RELAY_PORT: '0',
  };
  const one = await startProcess(serverMain, await freePort(), '/api/frontdoors', env, nodeArgs);
  servers.push(one);
  const oneRuns = await createRuns(one.url, RUNS);
  const single = await measure('product, one instance (SQLite)', one.url, one.url, oneRuns, [one]);
  await one.stop();

  // Several instances share a server database, as they would in production; one SQLite file
  // written by two processes would measure its lock, not the hub.
  const pgDb = await createPgDatabase();
  if ('skipped' in pgDb) console.log(`${pgDb.skipped}; the two instances share a SQLite file`);
  else drop = pgDb.drop;
  const database = 'url' in pgDb ? pgDb.url : `sqlite:${join(dir, 'two.db')}`;
  const shared = { ...env, DATABASE_URL: database, REDIS_URL };
  const a = await startProcess(serverMain, await freePort(), '/api/frontdoors', shared, nodeArgs);
  const b = await startProcess(serverMain, await freePort(), '/api/frontdoors', shared, nodeArgs);
  servers.push(a, b);
  const label = `product, two instances + Redis + ${'url' in pgDb ? 'PostgreSQL' : 'SQLite'}`;
  const twoRuns = await createRuns(a.url, RUNS);
  const double = await measure(label, a.url, b.url, twoRuns, [a, b]);

  console.log('\ntargets (the bare relay’s open-loop p99 is the floor the benchmark process itself sets):');
  verdict(baseline, single, TARGETS.one);
  verdict(baseline, double, TARGETS.two);
} finally {
  await Promise.all(servers.map((s) => s.stop()));
  await drop?.();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(0);
