// Requests per second and latency of POST GenerateTestReport under 100 concurrent connections, on
// SQLite and on PostgreSQL, each beside a bare Fastify route (same form body parsed, JSON answer of
// the same size) measured in the same run. The requests are realistic: 25 latency samples, a
// browser location, and X-Forwarded-For addresses from real public /24s that the embedded
// databases place in five metros, eight networks each, so IP lookups and the peers query do real
// work on a table pre-seeded through the API itself.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { seededRandom } from '@netlens/core/stats';
import pg from 'pg';
import {
  cleanUp,
  load,
  onCleanUp,
  openLoad,
  startProcess,
  type LoadResult,
  type OpenLoopResult,
  type OpenRequest,
  builtServer,
  loadAverage,
} from './lib.js';
import { askedPgDatabase } from './pg-database.js';
import {
  GENERATE_PATH as path,
  METROS,
  FRONT_DOORS,
  browserTest,
  formHeaders,
  poolRequests as poolRequestsOf,
  post,
  requestPool,
} from './report-requests.js';

const here = dirname(fileURLToPath(import.meta.url));
const serverMain = builtServer();
const connections = 100;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const seedReports = Number(process.env.BENCH_SEED_REPORTS ?? 20_000);
const seedMaxSeconds = Number(process.env.BENCH_SEED_MAX_SECONDS ?? 240);
/** Seeding is not measured: fewer connections, so that an overloaded server does not time out. */
const seedConnections = 25;
const cpuProfDir = process.env.BENCH_CPU_PROF;
/** The open-loop rate (reports per second) and its targets. */
const openRate = Number(process.env.BENCH_RATE ?? 300);
/** The databases measured, in order: `sqlite`, `postgres` or both. */
const databases = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',').map((d) => d.trim());
const TARGET_OPEN_P99_MS = 10;
/** Server CPU per report: in the open loop (each wake-up paid for by one report) and at saturation. */
const TARGET_CPU_MS = 0.4;
const TARGET_CLOSED_CPU_MS = 0.2;

const pool = requestPool(16_384);
const poolRequests = (url: string) => poolRequestsOf(url, pool);

// ---- the steps of one database --------------------------------------------------------------

/** Posts one debug-trace test per egress /24 and checks where and whose the server finds it. */
async function checkEgress(url: string): Promise<string> {
  const rand = seededRandom(7);
  const problems: string[] = [];
  let ok = 0;
  for (const m of METROS) {
    for (const [i, o] of m.orgs.entries()) {
      for (const block of o.blocks) {
        const res = await post(url, browserTest(rand, m, i, `${block}.${10 + i}`, true));
        const json = (await res.json()) as {
          egressLocationCity?: string;
          egressNetwork?: { asn: number | null };
        };
        if (res.ok && json.egressLocationCity === m.city && json.egressNetwork?.asn === o.asn) ok++;
        else
          problems.push(
            `${block}.x: ${res.status} ${json.egressLocationCity} AS${json.egressNetwork?.asn} (want ${m.city} AS${o.asn})`,
          );
      }
    }
  }
  const total = METROS.reduce((n, m) => n + m.orgs.length * 2, 0);
  for (const p of problems.slice(0, 5)) console.warn(`  egress check: ${p}`);
  return `${ok}/${total} egress /24s located in their metro and network`;
}

/** Drives the API until `amount` reports are stored or `maxSeconds` pass. */
async function seed(url: string, amount: number, maxSeconds: number) {
  const started = performance.now();
  let instance: autocannon.Instance | undefined;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon({ ...poolRequests(url), connections: seedConnections, amount }, (err, r) =>
      err ? reject(err as Error) : resolve(r),
    );
    const timer = setTimeout(() => instance?.stop(), maxSeconds * 1000);
    instance.on('done', () => clearTimeout(timer));
  });
  const took = (performance.now() - started) / 1000;
  return { stored: result['2xx'], failed: result.non2xx + result.errors + result.timeouts, took };
}

/** Per metro: how many peer reports and organisations a new report of that metro compares with. */
async function peerSummary(url: string): Promise<string> {
  const rand = seededRandom(11);
  const parts: string[] = [];
  for (const m of METROS) {
    const res = await post(url, browserTest(rand, m, 0, `${m.orgs[0]!.blocks[0]}.200`, true));
    const json = (await res.json()) as {
      peers: { organisationCount: number };
      debugTrace?: { peerReports?: number };
    };
    parts.push(`${m.city} ${json.debugTrace?.peerReports ?? '?'}/${json.peers.organisationCount}`);
  }
  return parts.join(', ');
}

/** A typical answer (the median size of a few), for the bare route to send. */
async function typicalBody(url: string): Promise<string> {
  const bodies: string[] = [];
  for (const s of pool.slice(0, 25)) bodies.push(await (await post(url, s)).text());
  bodies.sort((a, b) => a.length - b.length);
  return bodies[bodies.length >> 1]!;
}

interface DbRun {
  label: string;
  egress: string;
  seeding: string;
  peers: string;
  rowsBefore: number;
  rowsAfter: number;
  bodyBytes: number;
  product: LoadResult[];
  bare: LoadResult[];
  openProduct?: OpenLoopResult;
  openBare?: OpenLoopResult;
}

async function benchDatabase(
  label: string,
  databaseUrl: string,
  countRows: () => Promise<number>,
  ports: [number, number],
): Promise<DbRun> {
  const product = await startProcess(
    serverMain,
    ports[0],
    '/readyz',
    {
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
      TRUST_PROXY: 'true',
      GENERATE_REPORT_RATE_LIMIT: '1000000000',
      FRONT_DOORS,
      FRONT_DOOR_ID: 'lon',
    },
    // BENCH_CPU_PROF=<dir>: a CPU profile of the product, written when it stops.
    cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfDir}`] : [],
  );
  onCleanUp(product.stop);
  try {
    console.log(`${label}: checking egress addresses, seeding ${seedReports} reports through the API…`);
    const egress = await checkEgress(product.url);
    const s = await seed(product.url, seedReports, seedMaxSeconds);
    const seeding =
      `${s.stored} reports in ${s.took.toFixed(1)} s (${(s.stored / s.took).toFixed(0)}/s` +
      `${s.failed ? `, ${s.failed} failed` : ''}${s.stored < seedReports ? `, stopped at ${seedMaxSeconds} s` : ''})`;
    console.log(`  seeded ${seeding}`);
    const peers = await peerSummary(product.url);
    const body = await typicalBody(product.url);
    const rowsBefore = await countRows();

    const bare = await startProcess(join(here, 'bare-generate-report.mjs'), ports[1], '/readyz', {
      BENCH_BODY: body,
    });
    onCleanUp(bare.stop);
    const run: DbRun = {
      label,
      egress,
      seeding,
      peers,
      rowsBefore,
      rowsAfter: 0,
      bodyBytes: Buffer.byteLength(body),
      product: [],
      bare: [],
    };
    try {
      // Alternate the two so drift on a shared machine hits both alike.
      for (let i = 0; i < rounds; i++) {
        run.bare.push(await load(poolRequests(bare.url), connections, seconds, bare));
        run.product.push(await load(poolRequests(product.url), connections, seconds, product));
        console.log(`  round ${i + 1}/${rounds} done`);
      }
      // Open loop: visitors arriving at a steady rate, as in real use, on both.
      run.openBare = await openLoad(bare.url, openRequests(), openRate, seconds, bare);
      run.openProduct = await openLoad(product.url, openRequests(), openRate, seconds, product);
    } finally {
      await bare.stop();
    }
    run.rowsAfter = await countRows();
    return run;
  } finally {
    await product.stop();
  }
}

// ---- SQLite, then PostgreSQL ----------------------------------------------------------------

const startLoad = loadAverage();
const runs: DbRun[] = [];
let pgSkipped: string | null = null;
try {
  const dir = mkdtempSync(join(tmpdir(), 'netlens-bench-'));
  onCleanUp(() => rmSync(dir, { recursive: true, force: true }));
  const file = join(dir, 'bench.db');
  if (databases.includes('sqlite'))
    runs.push(
      await benchDatabase(
        'SQLite',
        `sqlite:${file}`,
        async () => {
          const db = new Database(file, { readonly: true });
          try {
            return (db.prepare('select count(*) as n from reports').get() as { n: number }).n;
          } finally {
            db.close();
          }
        },
        [18083, 18084],
      ),
    );

  const pgDb = await askedPgDatabase(databases, 'PostgreSQL: not asked for (BENCH_DATABASES)');
  if ('skipped' in pgDb) pgSkipped = pgDb.skipped;
  else {
    const url = new URL(pgDb.url);
    const count = async () => {
      const c = new pg.Client({ connectionString: url.toString() });
      await c.connect();
      try {
        return Number((await c.query('select count(*) as n from reports')).rows[0].n);
      } finally {
        await c.end();
      }
    };
    runs.push(await benchDatabase('PostgreSQL', url.toString(), count, [18085, 18086]));
  }
} finally {
  await cleanUp();
}

/** The pool in turn as open-loop requests, each with its X-Forwarded-For address. */
function openRequests(): () => OpenRequest {
  let next = 0;
  return () => {
    const s = pool[next++ % pool.length]!;
    return { method: 'POST', path, headers: { ...formHeaders, 'x-forwarded-for': s.ip }, body: s.body };
  };
}

// ---- figures --------------------------------------------------------------------------------

const best = (rs: LoadResult[]) => rs.reduce((a, b) => (b.rps > a.rps ? b : a));
const fmt = (r: LoadResult) =>
  `${r.rps.toFixed(r.rps < 100 ? 1 : 0).padStart(7)} req/s   p50 ${String(r.p50).padStart(5)} ms` +
  `   p99 ${String(r.p99).padStart(5)} ms   errors/timeouts ${r.errors}   non-2xx ${r.non2xx}` +
  `   server CPU ${r.cpuMsPerRequest.toFixed(r.cpuMsPerRequest < 1 ? 2 : 1)} ms/request`;

const fmtOpen = (r: OpenLoopResult) =>
  `${r.sentRate.toFixed(0).padStart(5)}/s of ${r.rate}/s   p50 ${r.p50.toFixed(1).padStart(6)} ms` +
  `   p99 ${r.p99.toFixed(1).padStart(6)} ms   errors ${r.errors}   non-2xx ${r.non2xx}   unanswered ${r.unanswered}` +
  `   server CPU ${r.cpuMsPerRequest.toFixed(2)} ms/request`;
const verdict = (value: number, target: number) => (value <= target ? 'meets target' : 'MISSES TARGET');

console.log(
  `\nPOST ${path}, closed loop: ${connections} connections, ${rounds} × ${seconds} s each (best round shown);` +
    `\nopen loop: ${openRate} requests/s for ${seconds} s after 2 s, each timed from when it was due to leave;` +
    `\nform fields with 25 samples and a browser location, X-Forwarded-For from ${pool.length} addresses` +
    `\nin 80 public /24s of 40 networks in 5 metros (TRUST_PROXY=true)` +
    `\nmachine load average ${startLoad} at the start, ${loadAverage()} at the end`,
);
for (const r of runs) {
  const p = best(r.product);
  const b = best(r.bare);
  console.log(`\n${r.label}`);
  console.log(`  egress check         ${r.egress}`);
  console.log(`  seeding              ${r.seeding}`);
  console.log(`  peers per report     ${r.peers} (peer reports/organisations, per metro)`);
  console.log(`  bare Fastify route   ${fmt(b)}`);
  console.log(
    `  product endpoint     ${fmt(p)}   CPU ${verdict(p.cpuMsPerRequest, TARGET_CLOSED_CPU_MS)} (≤ ${TARGET_CLOSED_CPU_MS} ms)`,
  );
  console.log(`  throughput ratio     ${(p.rps / b.rps).toFixed(2)} (no target)`);
  if (r.openBare && r.openProduct) {
    console.log(`  open loop, bare      ${fmtOpen(r.openBare)}`);
    console.log(
      `  open loop, product   ${fmtOpen(r.openProduct)}   ` +
        `p99 ${verdict(r.openProduct.p99, TARGET_OPEN_P99_MS)} (≤ ${TARGET_OPEN_P99_MS} ms), ` +
        `CPU ${verdict(r.openProduct.cpuMsPerRequest, TARGET_CPU_MS)} (≤ ${TARGET_CPU_MS} ms)`,
    );
  }
  console.log(`  reports table        ${r.rowsBefore} rows before measuring, ${r.rowsAfter} after`);
  console.log(`  response body        ${r.bodyBytes} bytes`);
}
if (pgSkipped) console.log(`\n${pgSkipped}`);
console.log('');
