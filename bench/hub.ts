// The live channel under load: BENCH_RUNS (default 500) concurrent runs, each with a page and a
// client connected, every client publishing every result category. Prints events per second,
// publish-to-page latency (p50, p99) and lost events, on one instance, on two instances sharing
// Redis (client on one, page on the other), and beside a bare socket.io relay (no token check,
// validation or storage) measured in the same run. Loopback only; bounded in time.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';
import { AdvancedCategoryNames } from '@netlens/core';
import { quantile } from '@netlens/core/stats';
import { SAMPLE_RESULTS } from '../apps/server/src/test/sample-results.js';
import { freePort } from '../e2e/harness.js';
import { createRuns, startProcess, type Run, type StartedProcess } from './lib.js';
import { createPgDatabase } from './pg-database.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 500);
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const MAX_SECONDS = Number(process.env.BENCH_MAX_SECONDS ?? 120);
const serverMain = join(import.meta.dirname, '../apps/server/dist/main.js');

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

/** Every run's client publishes every category once; pages record when each arrives. */
async function measure(label: string, clientBase: string, pageBase: string, runs: Run[]) {
  const pages = await Promise.all(runs.map((r) => connect(pageBase, r.runId)));
  const clients = await Promise.all(runs.map((r) => connect(clientBase, r.runId, r.token || undefined)));
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  let rejected = 0;
  pages.forEach((page, i) =>
    page.onAny((event: string) => {
      const t = sentAt.get(`${i}/${event}`);
      if (t !== undefined) latencies.push(performance.now() - t);
    }),
  );
  const start = performance.now();
  const deadline = start + MAX_SECONDS * 1000;
  await Promise.all(
    clients.map(async (client, i) => {
      for (const category of AdvancedCategoryNames) {
        if (performance.now() > deadline) return;
        sentAt.set(`${i}/${category}`, performance.now());
        const ack = (await client.timeout(30_000).emitWithAck(category, SAMPLE_RESULTS[category])) as {
          ok: boolean;
        };
        if (!ack.ok) rejected++;
      }
    }),
  );
  const expected = runs.length * AdvancedCategoryNames.length;
  for (let waited = 0; latencies.length < expected && waited < 5000; waited += 50) {
    await new Promise((r) => setTimeout(r, 50));
  }
  const seconds = (performance.now() - start) / 1000;
  for (const s of [...pages, ...clients]) s.close();
  console.log(
    `${label.padEnd(46)} ${String(expected).padStart(6)} events  ${(latencies.length / seconds).toFixed(0).padStart(6)} ev/s  ` +
      `p50 ${quantile(latencies, 0.5, 'nearest-rank').toFixed(1).padStart(6)} ms  ` +
      `p99 ${quantile(latencies, 0.99, 'nearest-rank').toFixed(1).padStart(7)} ms  ` +
      `lost ${expected - latencies.length}  rejected ${rejected}`,
  );
}

const servers: StartedProcess[] = [];
const dir = mkdtempSync(join(tmpdir(), 'netlens-bench-hub-'));
let drop: (() => Promise<void>) | undefined;
try {
  console.log(
    `live channel: ${RUNS} concurrent runs × ${AdvancedCategoryNames.length} categories (load ${(await import('node:os')).loadavg()[0]!.toFixed(2)})`,
  );
  const barePort = await freePort();
  const bare = await startProcess(join(import.meta.dirname, 'bare-hub.mjs'), barePort, '/ready', {});
  servers.push(bare);
  const bareRuns = Array.from({ length: RUNS }, (_, i) => ({
    runId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    token: '',
  }));
  await measure('baseline: bare socket.io relay', bare.url, bare.url, bareRuns);

  const env = {
    DATABASE_URL: `sqlite:${join(dir, 'one.db')}`,
    GENERATE_REPORT_RATE_LIMIT: '100000',
    LIVE_RUN_RATE_LIMIT: '100000',
    LOG_LEVEL: 'warn',
  };
  const one = await startProcess(serverMain, await freePort(), '/api/frontdoors', env);
  servers.push(one);
  await measure('product, one instance', one.url, one.url, await createRuns(one.url, RUNS));
  await one.stop();

  // Several instances share a server database, as they would in production; one SQLite file
  // written by two processes would measure its lock, not the hub.
  const pgDb = await createPgDatabase();
  if ('skipped' in pgDb) console.log(`${pgDb.skipped}; the two instances share a SQLite file`);
  else drop = pgDb.drop;
  const database = 'url' in pgDb ? pgDb.url : `sqlite:${join(dir, 'two.db')}`;
  const shared = { ...env, DATABASE_URL: database, REDIS_URL };
  const a = await startProcess(serverMain, await freePort(), '/api/frontdoors', shared);
  const b = await startProcess(serverMain, await freePort(), '/api/frontdoors', shared);
  servers.push(a, b);
  const label = `product, two instances + Redis + ${'url' in pgDb ? 'PostgreSQL' : 'SQLite'}`;
  await measure(label, a.url, b.url, await createRuns(a.url, RUNS));
} finally {
  await Promise.all(servers.map((s) => s.stop()));
  await drop?.();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(0);
