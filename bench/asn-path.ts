// The ASN explorer's path search at the size of the public AS graph: a generated graph of
// BENCH_ASNS (default 78,000) ASes and about BENCH_LINKS (default 500,000) links with a provider
// hierarchy (16 tier-1 peers in a clique, transit and regional providers, stubs with one or two
// providers, chosen by preferential attachment so degrees are heavy-tailed) and peer links between
// providers (most of the links, as in CAIDA's data), written as a CAIDA as-rel file and imported
// with the documented admin command. Then, on SQLite and on PostgreSQL: the first PathQuery (which
// loads the graph into the server's memory) and the server's memory before and after, and
// PathQuery p50/p95/p99 (total=3) over BENCH_REQUESTS (default 300) sequential requests between
// random ASes, beside GetFrontendConfiguration on the same server. Also the graph's build time and
// heap in this process. Loopback only; stops by itself.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { quantileSorted, seededRandom } from '@netlens/core/stats';
import { AsGraph, type GraphLink } from '../apps/server/src/features/asn/graph.js';
import { adminCommand, signIn } from './accounts.js';
import { cleanUp, onCleanUp, startProcess, builtServer, loadAverage } from './lib.js';
import { createPgDatabase } from './pg-database.js';

const serverMain = builtServer();
const asnCount = Number(process.env.BENCH_ASNS ?? 78_000);
const linkTarget = Number(process.env.BENCH_LINKS ?? 500_000);
const requests = Number(process.env.BENCH_REQUESTS ?? 300);
const databases = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',');
const TARGET_P95_MS = 20;
const PASSWORD = 'bench-password-123';
const BASELINE = '/api/AnonymousConnectivityTest/GetFrontendConfiguration';
const PATH_QUERY = '/api/pnpp/api/v1/ASN/ASNInfo/PathQuery';

// ---- the graph ---------------------------------------------------------------------------------

/** Picks from a pool where each AS appears once per link it has plus once (preferential attachment). */
class Attachment {
  readonly pool: number[] = [];
  constructor(private readonly rand: () => number) {}
  add(asn: number) {
    this.pool.push(asn);
  }
  pick(): number {
    return this.pool[Math.floor(this.rand() * this.pool.length)]!;
  }
}

function generate(): GraphLink[] {
  const rand = seededRandom(78);
  const asn = (i: number) => 1000 + i;
  const tier1 = 16;
  const transit = Math.round(asnCount * 0.02);
  const regional = Math.round(asnCount * 0.13);
  const links: GraphLink[] = [];
  const seen = new Set<number>();
  const link = (a: number, b: number, rel: -1 | 0) => {
    if (a === b) return false;
    const key = Math.min(a, b) * 10_000_000 + Math.max(a, b);
    if (seen.has(key)) return false;
    seen.add(key);
    links.push({ a, b, rel });
    return true;
  };
  const top = new Attachment(rand);
  const mid = new Attachment(rand);
  let i = 0;
  for (; i < tier1; i++) top.add(asn(i));
  for (let a = 0; a < tier1; a++) for (let b = a + 1; b < tier1; b++) link(asn(a), asn(b), 0);
  // Each new AS buys from providers chosen by preferential attachment among those above it.
  const buy = (me: number, from: Attachment, n: number) => {
    for (let k = 0; k < n; k++) {
      const p = from.pick();
      if (link(p, me, -1)) from.add(p);
    }
  };
  for (; i < tier1 + transit; i++) {
    buy(asn(i), top, 2 + Math.floor(rand() * 3));
    mid.add(asn(i));
  }
  for (; i < tier1 + transit + regional; i++) {
    buy(asn(i), rand() < 0.1 ? top : mid, 1 + Math.floor(rand() * 3));
    mid.add(asn(i));
  }
  for (; i < asnCount; i++) {
    const me = asn(i);
    const n = rand() < 0.4 ? 2 : 1;
    for (let k = 0; k < n; k++) {
      const p = mid.pick();
      if (link(p, me, -1)) mid.add(p);
    }
  }
  // Peer links between providers (and some content stubs), heavy-tailed by preferential attachment.
  const peers = new Attachment(rand);
  for (let j = tier1; j < tier1 + transit + regional; j++) peers.add(asn(j));
  for (let j = 0; j < 2000; j++)
    peers.add(asn(tier1 + transit + regional + Math.floor(rand() * (asnCount - i + 1000))));
  for (let tries = 0; links.length < linkTarget && tries < linkTarget * 4; tries++) {
    const a = peers.pick();
    const b = peers.pick();
    if (link(a, b, 0)) {
      peers.add(a);
      peers.add(b);
    }
  }
  return links;
}

// ---- measuring ---------------------------------------------------------------------------------

const ms = (x: number) => `${x.toFixed(1)} ms`;

function quantiles(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    p50: quantileSorted(sorted, 0.5)!,
    p95: quantileSorted(sorted, 0.95)!,
    p99: quantileSorted(sorted, 0.99)!,
  };
}

async function timed(url: string, cookie: string): Promise<{ ms: number; body: string; status: number }> {
  const started = performance.now();
  const res = await fetch(url, { headers: { cookie } });
  const body = await res.text();
  return { ms: performance.now() - started, body, status: res.status };
}

async function measure(kind: string, databaseUrl: string, asRelFile: string, pairs: [number, number][]) {
  adminCommand(databaseUrl, PASSWORD, ['create-org', '--name', 'Contoso', '--tenant', 'contoso']);
  adminCommand(databaseUrl, PASSWORD, [
    'create-user',
    '--tenant',
    'contoso',
    '--username',
    'lena',
    '--name',
    'Lena Leader',
  ]);
  adminCommand(databaseUrl, PASSWORD, [
    'add-to-group',
    '--username',
    'lena',
    '--group',
    'netlens-leadership',
  ]);
  const importStarted = performance.now();
  // Half a million rows: allow the import ten minutes on a busy machine.
  adminCommand(databaseUrl, PASSWORD, ['import-as-rel', '--file', asRelFile], 600_000);
  const importMs = performance.now() - importStarted;
  const server = await startProcess(serverMain, 18000 + Math.floor(Math.random() * 1000), '/readyz', {
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    STAFF_TENANTS: 'contoso',
  });
  onCleanUp(server.stop);
  try {
    const cookie = await signIn(server.url, 'lena', PASSWORD);
    const query = ([s, e]: [number, number]) =>
      `${server.url}${PATH_QUERY}?startAsn=${s}&endAsn=${e}&total=3`;
    const rssBefore = server.rssMb();
    const first = await timed(query(pairs[0]!), cookie);
    if (first.status !== 200) throw new Error(`PathQuery answered ${first.status}: ${first.body}`);
    const rssAfter = server.rssMb();
    for (let w = 0; w < 20; w++) await timed(query(pairs[w % pairs.length]!), cookie);
    const times: number[] = [];
    let found = 0;
    let hops = 0;
    for (let r = 0; r < requests; r++) {
      const a = await timed(query(pairs[r % pairs.length]!), cookie);
      if (a.status !== 200) throw new Error(`PathQuery answered ${a.status}`);
      const paths = (JSON.parse(a.body) as { paths: { asns: number[] }[] }).paths;
      if (paths.length) {
        found++;
        hops += paths[0]!.asns.length - 1;
      }
      times.push(a.ms);
    }
    const base: number[] = [];
    for (let r = 0; r < requests; r++) base.push((await timed(`${server.url}${BASELINE}`, '')).ms);
    const q = quantiles(times);
    const b = quantiles(base);
    console.log(`\n${kind}: import (admin command, ${(importMs / 1000).toFixed(1)} s)`);
    console.log(
      `  first PathQuery (loads the graph): ${ms(first.ms)}; server memory ${rssBefore.toFixed(0)} → ${rssAfter.toFixed(0)} MB`,
    );
    console.log(
      `  PathQuery total=3     p50 ${ms(q.p50)}  p95 ${ms(q.p95)}  p99 ${ms(q.p99)}  ` +
        `(paths found for ${found}/${requests}, shortest ${(hops / Math.max(1, found)).toFixed(1)} hops on average)`,
    );
    console.log(`  GetFrontendConfiguration p50 ${ms(b.p50)}  p95 ${ms(b.p95)}  p99 ${ms(b.p99)}`);
    console.log(
      `  p95 ratio ${(q.p95 / b.p95).toFixed(1)}×; target p95 ≤ ${TARGET_P95_MS} ms: ${q.p95 <= TARGET_P95_MS ? 'met' : 'NOT met'} (load ${loadAverage()})`,
    );
  } finally {
    await server.stop();
  }
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'asn-bench-'));
  onCleanUp(() => rmSync(dir, { recursive: true, force: true }));
  let started = performance.now();
  const links = generate();
  const providers = links.filter((l) => l.rel === -1).length;
  console.log(
    `Graph: ${asnCount} ASes, ${links.length} links (${providers} provider→customer, ${links.length - providers} peer), generated in ${ms(performance.now() - started)}`,
  );
  const degree = new Map<number, number>();
  for (const l of links) for (const x of [l.a, l.b]) degree.set(x, (degree.get(x) ?? 0) + 1);
  const degrees = [...degree.values()].sort((a, b) => a - b);
  console.log(
    `  degrees: median ${quantileSorted(degrees, 0.5)}, p99 ${quantileSorted(degrees, 0.99)}, largest ${degrees.at(-1)}`,
  );
  global.gc?.();
  const heapBefore = process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
  started = performance.now();
  const graph = new AsGraph(links);
  const buildMs = performance.now() - started;
  global.gc?.();
  const heapAfter = process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
  console.log(
    `  AsGraph in this process: built in ${ms(buildMs)}, about ${((heapAfter - heapBefore) / 1048576).toFixed(0)} MB` +
      (global.gc ? '' : ' (run with --expose-gc for a steadier figure)'),
  );
  const file = join(dir, 'bench.as-rel.txt');
  writeFileSync(
    file,
    `# generated by bench/asn-path.ts ${randomUUID()}\n` +
      links.map((l) => `${l.a}|${l.b}|${l.rel}`).join('\n') +
      '\n',
  );
  const rand = seededRandom(5);
  const pairs: [number, number][] = Array.from({ length: 200 }, () => [
    1000 + Math.floor(rand() * asnCount),
    1000 + Math.floor(rand() * asnCount),
  ]);
  started = performance.now();
  for (const [s, e] of pairs) graph.paths(s, e, 3);
  console.log(
    `  in-process search: ${ms((performance.now() - started) / pairs.length)} per query on average`,
  );
  for (const kind of databases) {
    if (kind === 'sqlite') {
      await measure('SQLite', `sqlite:${join(dir, 'bench.db')}`, file, pairs);
    } else if (kind === 'postgres') {
      const pgDb = await createPgDatabase();
      if ('skipped' in pgDb) {
        console.log(pgDb.skipped);
        continue;
      }
      onCleanUp(pgDb.drop);
      await measure('PostgreSQL', pgDb.url, file, pairs);
    }
  }
}

main()
  .catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(cleanUp);
