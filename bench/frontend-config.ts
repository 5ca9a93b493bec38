// Requests per second and p99 of the frontend configuration endpoint under 100 concurrent
// connections, beside a bare Fastify route with the same body measured in the same run.
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { builtServer, load, startProcess, type LoadResult } from './lib.js';

const serverMain = builtServer();
const path = '/api/AnonymousConnectivityTest/GetFrontendConfiguration';
const connections = 100;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const cpuProfDir = process.env.BENCH_CPU_PROF;
const TARGET_RATIO = 0.5;

const loadAverage = (l: number[]) => `${l[0]!.toFixed(1)} on ${availableParallelism()} CPUs`;
const startLoad = loadavg();
const dir = mkdtempSync(join(tmpdir(), 'netlens-bench-'));
const product = await startProcess(
  serverMain,
  18081,
  '/readyz',
  {
    DATABASE_URL: `sqlite:${join(dir, 'bench.db')}`,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
  },
  // BENCH_CPU_PROF=<dir>: a CPU profile of the product, written when it stops.
  cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfDir}`] : [],
);
const body = await (await fetch(product.url + path)).text();
const bare = await startProcess(join(import.meta.dirname, 'bare-server.mjs'), 18082, path, {
  BENCH_BODY: body,
});

const results: { product: LoadResult[]; bare: LoadResult[] } = { product: [], bare: [] };
try {
  // Alternate the two so drift on a shared machine hits both alike.
  for (let i = 0; i < rounds; i++) {
    results.bare.push(await load(bare.url + path, connections, seconds, bare));
    results.product.push(await load(product.url + path, connections, seconds, product));
  }
} finally {
  await Promise.all([product.stop(), bare.stop()]);
  rmSync(dir, { recursive: true, force: true });
}

const best = (rs: LoadResult[]) => rs.reduce((a, b) => (b.rps > a.rps ? b : a));
const p = best(results.product);
const b = best(results.bare);
const fmt = (r: LoadResult) =>
  `${r.rps.toFixed(0).padStart(7)} req/s   p50 ${String(r.p50).padStart(3)} ms   p99 ${String(r.p99).padStart(3)} ms` +
  `   errors ${r.errors + r.non2xx}   server CPU ${(r.cpuMsPerRequest * 1000).toFixed(0)} µs/request`;
console.log(`\nGET ${path}, ${connections} connections, ${rounds} × ${seconds} s each (best round shown)`);
console.log(
  `  machine load average ${loadAverage(startLoad)} at the start, ${loadAverage(loadavg())} at the end`,
);
console.log(`  bare Fastify route   ${fmt(b)}`);
console.log(`  product endpoint     ${fmt(p)}`);
const ratio = p.rps / b.rps;
console.log(
  `  throughput ratio     ${ratio.toFixed(2)} (target ≥ ${TARGET_RATIO.toFixed(2)}: ${ratio >= TARGET_RATIO ? 'met' : 'NOT met'})`,
);
// Load-robust: the server CPU each answer costs, product beside bare.
console.log(
  `  CPU per request      ${(p.cpuMsPerRequest / b.cpuMsPerRequest).toFixed(2)} × the bare route's`,
);
console.log(`  response body        ${body.length} bytes\n`);
