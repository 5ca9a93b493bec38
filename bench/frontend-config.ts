// Requests per second and p99 of the frontend configuration endpoint under 100 concurrent
// connections, beside a bare Fastify route with the same body measured in the same run.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { load, startProcess, type LoadResult } from './lib.js';

const here = dirname(fileURLToPath(import.meta.url));
const serverMain = join(here, '../apps/server/dist/main.js');
const path = '/api/AnonymousConnectivityTest/GetFrontendConfiguration';
const connections = 100;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);

if (!existsSync(serverMain)) {
  console.error('Build the product first: npm run build');
  process.exit(1);
}

const dir = mkdtempSync(join(tmpdir(), 'netlens-bench-'));
const product = await startProcess(serverMain, 18081, '/readyz', {
  DATABASE_URL: `sqlite:${join(dir, 'bench.db')}`,
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
});
const body = await (await fetch(product.url + path)).text();
const bare = await startProcess(join(here, 'bare-server.mjs'), 18082, path, { BENCH_BODY: body });

const results: { product: LoadResult[]; bare: LoadResult[] } = { product: [], bare: [] };
try {
  // Alternate the two so drift on a shared machine hits both alike.
  for (let i = 0; i < rounds; i++) {
    results.bare.push(await load(bare.url + path, connections, seconds));
    results.product.push(await load(product.url + path, connections, seconds));
  }
} finally {
  await Promise.all([product.stop(), bare.stop()]);
  rmSync(dir, { recursive: true, force: true });
}

const best = (rs: LoadResult[]) => rs.reduce((a, b) => (b.rps > a.rps ? b : a));
const p = best(results.product);
const b = best(results.bare);
const fmt = (r: LoadResult) =>
  `${r.rps.toFixed(0).padStart(7)} req/s   p50 ${String(r.p50).padStart(3)} ms   p99 ${String(r.p99).padStart(3)} ms   errors ${r.errors + r.non2xx}`;
console.log(`\nGET ${path}, ${connections} connections, ${rounds} × ${seconds} s each (best round shown)`);
console.log(`  bare Fastify route   ${fmt(b)}`);
console.log(`  product endpoint     ${fmt(p)}`);
const ratio = p.rps / b.rps;
console.log(
  `  throughput ratio     ${ratio.toFixed(2)} (target ≥ 0.50: ${ratio >= 0.5 ? 'met' : 'NOT met'})`,
);
console.log(`  response body        ${body.length} bytes\n`);
