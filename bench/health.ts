// p95 latency of GET UnhealthyMetroScores (the health page's per-metro scores) with 100,000 and
// then 1,000,000 stored reports, on SQLite and on PostgreSQL, each beside GetFrontendConfiguration
// (a fixed answer: what HTTP alone costs) measured in the same run against the same server.
// The benchmark seeds the reports itself, straight into the database the product created:
// batched multi-row inserts inside transactions. Reports are spread evenly over 90 days (the
// default retention), 600 metros of very different sizes and latencies. Each measurement starts a
// fresh server, whose first request computes the scores and whose others are answered within the
// scores' max-age as the product runs; a second server with HEALTH_SCORES_MAX_AGE_SECONDS=0 shows
// what computing them costs every time.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { quantileSorted, seededRandom } from '@netlens/core/stats';
import { cleanUp, onCleanUp, startProcess, type StartedProcess, builtServer, loadAverage } from './lib.js';
import { askedPgDatabase } from './pg-database.js';

const serverMain = builtServer();
const sizes = (process.env.BENCH_SIZES ?? '100000,1000000').split(',').map(Number);
const requests = Number(process.env.BENCH_REQUESTS ?? 300);
const databases = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',');
const TARGET_P95_MS = 50;
const RETENTION_DAYS = 90;
const METRO_COUNT = 600;
const UNHEALTHY = '/api/AnonymousConnectivityTest/UnhealthyMetroScores';
const HEALTH = '/api/AnonymousConnectivityTest/NetworkHealth';
const BASELINE = '/api/AnonymousConnectivityTest/GetFrontendConfiguration';

// ---- the reports -----------------------------------------------------------------------------

interface Metro {
  city: string;
  cc: string;
  lat: number;
  lon: number;
  /** Typical latency of the metro (ms); the reports scatter around it. */
  ms: number;
  /** Share of all reports (Zipf-like: a few large metros, a long tail of small ones). */
  weight: number;
}

const COUNTRIES = ['US', 'GB', 'DE', 'FR', 'JP', 'IN', 'BR', 'AU', 'CA', 'NL', 'SG', 'ZA', 'MX', 'KR', 'SE'];

function metros(): Metro[] {
  const rand = seededRandom(11);
  const list = Array.from({ length: METRO_COUNT }, (_, i) => ({
    city: `Metro ${String(i + 1).padStart(3, '0')}`,
    cc: COUNTRIES[i % COUNTRIES.length]!,
    lat: Math.round((rand() * 120 - 55) * 1e4) / 1e4,
    lon: Math.round((rand() * 360 - 180) * 1e4) / 1e4,
    ms: 8 + 280 * rand() ** 2.2,
    weight: 1 / (i + 1) ** 0.9,
  }));
  const total = list.reduce((n, m) => n + m.weight, 0);
  return list.map((m) => ({ ...m, weight: m.weight / total }));
}

/** Picks metros by weight in O(log n). */
function picker(list: Metro[], rand: () => number): () => Metro {
  const cumulative: number[] = [];
  let sum = 0;
  for (const m of list) cumulative.push((sum += m.weight));
  return () => {
    const x = rand() * sum;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return list[lo]!;
  };
}

const COLUMNS = [
  'id',
  'created_at',
  'browser_city',
  'browser_region',
  'browser_country',
  'browser_auto_detected',
  'browser_latitude',
  'browser_longitude',
  'optimal_front_doors',
  'optimal_files_front_doors',
  'egress_latitude',
  'egress_longitude',
  'egress_city',
  'egress_region',
  'egress_country',
  'egress_country_code',
  'egress_asn',
  'measured_latency',
  'latency_samples',
  'latency_timing',
  'peer_org_count',
] as const;
type Row = (string | number)[];

/** `count` reports, created evenly over the retention period ending now. */
function* reports(count: number, seed: number, now: number): Generator<Row> {
  const rand = seededRandom(seed);
  const pick = picker(metros(), rand);
  const span = RETENTION_DAYS * 86_400_000;
  for (let i = 0; i < count; i++) {
    const m = pick();
    // Log-normal scatter around the metro's typical latency.
    const z = Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
    const ms = Math.round(Math.min(5000, m.ms * Math.exp(0.35 * z)) * 10) / 10;
    yield [
      randomBytes(16).toString('base64url'),
      new Date(now - rand() * span).toISOString(),
      m.city,
      '',
      '',
      1,
      m.lat,
      m.lon,
      '[]',
      '[]',
      m.lat,
      m.lon,
      m.city,
      '',
      m.cc,
      m.cc,
      64_500 + Math.floor(rand() * 40),
      ms,
      `[${ms}]`,
      'coarse',
      0,
    ];
  }
}

/** The largest size the SQLite log had after a commit of the seeding, in bytes. */
let largestWal = 0;

/**
 * Seeds in transactions of 50,000 reports, beside the product server open on the same file. After
 * each commit the log is checkpointed and emptied (TRUNCATE), waiting for the server's reads of
 * older snapshots to end: passive checkpoints alone (SQLite's own, after a commit) leave the log
 * whole whenever the server is reading at that moment, and the next transaction then appends
 * (the log passed 34 GB in 8 minutes towards 10 M reports).
 */
async function seedSqlite(file: string, rows: Generator<Row>): Promise<number> {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 60000');
  const batch = 500;
  const values = `(${COLUMNS.map(() => '?').join(',')})`;
  const insert = db.prepare(
    `insert into reports (${COLUMNS.join(',')}) values ${Array(batch).fill(values).join(',')}`,
  );
  const insertOne = db.prepare(`insert into reports (${COLUMNS.join(',')}) values ${values}`);
  let n = 0;
  const write = db.transaction((chunk: Row[]) => {
    for (let i = 0; i + batch <= chunk.length; i += batch) insert.run(chunk.slice(i, i + batch).flat());
    for (let i = chunk.length - (chunk.length % batch); i < chunk.length; i++) insertOne.run(chunk[i]!);
  });
  const flush = (chunk: Row[]) => {
    write(chunk);
    largestWal = Math.max(largestWal, statSync(`${file}-wal`).size);
    db.pragma('wal_checkpoint(TRUNCATE)');
  };
  let chunk: Row[] = [];
  for (const row of rows) {
    chunk.push(row);
    if (chunk.length === 50_000) {
      flush(chunk);
      n += chunk.length;
      chunk = [];
    }
  }
  flush(chunk);
  n += chunk.length;
  db.close();
  return n;
}

const PG_TYPES: Record<(typeof COLUMNS)[number], string> = {
  id: 'text',
  created_at: 'text',
  browser_city: 'text',
  browser_region: 'text',
  browser_country: 'text',
  browser_auto_detected: 'int',
  browser_latitude: 'float8',
  browser_longitude: 'float8',
  optimal_front_doors: 'text',
  optimal_files_front_doors: 'text',
  egress_latitude: 'float8',
  egress_longitude: 'float8',
  egress_city: 'text',
  egress_region: 'text',
  egress_country: 'text',
  egress_country_code: 'text',
  egress_asn: 'int8',
  measured_latency: 'float8',
  latency_samples: 'text',
  latency_timing: 'text',
  peer_org_count: 'int',
};

async function seedPostgres(url: string, rows: Generator<Row>): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  // One statement per 10,000 rows: a parameter per column holding an array, unnested.
  const sql =
    `insert into reports (${COLUMNS.join(',')}) select * from unnest(` +
    COLUMNS.map((c, i) => `$${i + 1}::${PG_TYPES[c]}[]`).join(',') +
    ')';
  let n = 0;
  const flush = async (chunk: Row[]) => {
    if (!chunk.length) return;
    await client.query(
      sql,
      COLUMNS.map((_, i) => chunk.map((r) => r[i])),
    );
    n += chunk.length;
  };
  try {
    await client.query('begin');
    let chunk: Row[] = [];
    for (const row of rows) {
      chunk.push(row);
      if (chunk.length === 10_000) {
        await flush(chunk);
        chunk = [];
      }
    }
    await flush(chunk);
    await client.query('commit');
    // What autovacuum does on its own after a bulk load: statistics and the visibility map.
    await client.query('vacuum analyze reports, health_samples, health_metros');
  } finally {
    await client.end();
  }
  return n;
}

// ---- measuring ---------------------------------------------------------------------------------

interface Latency {
  p50: number;
  p95: number;
  p99: number;
}

/** Sequential GETs (one at a time, keep-alive), after a warm-up; each from its own address. */
async function measure(base: string, path: string, count = requests): Promise<Latency & { body: unknown }> {
  let body: unknown;
  const times: number[] = [];
  for (let i = 0; i < count + 20; i++) {
    const get = () => fetch(base + path, { headers: { 'x-forwarded-for': `10.9.${i >> 8}.${i & 255}` } });
    // Warm-up requests also flush kept-alive connections the server closed during seeding.
    if (i < 20) {
      await get()
        .then((r) => r.arrayBuffer())
        .catch(() => undefined);
      continue;
    }
    const started = performance.now();
    const res = await get();
    body = await res.json();
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(body)}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => quantileSorted(times, q, 'nearest-rank');
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), body };
}

interface Figure {
  db: string;
  reports: number;
  windowHours: number;
  metros: number;
  unhealthy: number;
  inWindow: number;
  scores: Latency;
  /** UnhealthyMetroScores on a server told to compute the scores for every request. */
  computed: Latency;
  page: Latency;
  baseline: Latency;
}

/** Requests to the server that computes the scores every time (each one a full computation). */
const computedRequests = Number(process.env.BENCH_COMPUTED_REQUESTS ?? 30);

/**
 * Measures a freshly started server (its scores not yet computed: the first request computes
 * them, the rest are answered within their max-age, as the product runs), then one started with
 * HEALTH_SCORES_MAX_AGE_SECONDS=0, which computes them for every request.
 */
async function measureAll(
  db: string,
  databaseUrl: string,
  port: number,
  reportCount: number,
  windowHours: number,
): Promise<Figure> {
  const env = { HEALTH_WINDOW_HOURS: String(windowHours) };
  // The wider window is an extra figure: fewer requests keep the run short.
  const count = windowHours === 24 ? requests : Math.min(requests, 100);
  let product = await server(databaseUrl, port, env);
  const baseline = await measure(product.url, BASELINE, count);
  const scores = await measure(product.url, UNHEALTHY, count);
  const page = await measure(product.url, HEALTH, count);
  await product.stop();
  product = await server(databaseUrl, port, { ...env, HEALTH_SCORES_MAX_AGE_SECONDS: '0' });
  const computed = await measure(product.url, UNHEALTHY, computedRequests);
  await product.stop();
  const health = page.body as { metros: { samples: number; health: string }[] };
  return {
    db,
    reports: reportCount,
    windowHours,
    metros: health.metros.length,
    unhealthy: (scores.body as { metros: unknown[] }).metros.length,
    inWindow: health.metros.reduce((n, m) => n + m.samples, 0),
    scores,
    computed,
    page,
    baseline,
  };
}

async function server(databaseUrl: string, port: number, env: Record<string, string> = {}) {
  const s = await startProcess(serverMain, port, '/readyz', {
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    TRUST_PROXY: 'true',
    ...env,
  });
  onCleanUp(s.stop);
  return s;
}

/** Seeds up to each size in turn and measures; at the largest size also a 7-day window. */
async function benchDatabase(
  label: string,
  databaseUrl: string,
  seed: (rows: Generator<Row>) => Promise<number>,
  port: number,
): Promise<Figure[]> {
  const figures: Figure[] = [];
  const now = Date.now();
  let stored = 0;
  for (const [i, size] of sizes.entries()) {
    // Seeded while a server has the database open (the first creates the tables), as an admin
    // import beside a running product would be.
    const open: StartedProcess = await server(databaseUrl, port);
    const started = performance.now();
    stored += await seed(reports(size - stored, 100 + i, now));
    await open.stop();
    const took = (performance.now() - started) / 1000;
    const log =
      databaseUrl.startsWith('sqlite:') && largestWal
        ? `; SQLite log at most ${(largestWal / 1024 / 1024).toFixed(0)} MB after a commit`
        : '';
    console.log(
      `${label}: ${stored.toLocaleString('en')} reports stored (seeded in ${took.toFixed(1)} s${log})`,
    );
    figures.push(await measureAll(label, databaseUrl, port, stored, 24));
  }
  figures.push(await measureAll(label, databaseUrl, port, stored, 168));
  return figures;
}

const startLoad = loadAverage();
const figures: Figure[] = [];
let pgSkipped: string | null = null;
try {
  const dir = mkdtempSync(join(tmpdir(), 'netlens-bench-health-'));
  onCleanUp(() => rmSync(dir, { recursive: true, force: true }));
  const file = join(dir, 'health.db');
  if (databases.includes('sqlite')) {
    figures.push(
      ...(await benchDatabase('SQLite', `sqlite:${file}`, (rows) => seedSqlite(file, rows), 18091)),
    );
  }

  const pgDb = await askedPgDatabase(databases);
  if ('skipped' in pgDb) pgSkipped = pgDb.skipped;
  else {
    const url = new URL(pgDb.url);
    figures.push(
      ...(await benchDatabase(
        'PostgreSQL',
        url.toString(),
        (rows) => seedPostgres(url.toString(), rows),
        18092,
      )),
    );
  }
} finally {
  await cleanUp();
}

// ---- figures -----------------------------------------------------------------------------------

const ms = (v: number) => `${v.toFixed(1).padStart(6)} ms`;
console.log(
  `\nUnhealthyMetroScores, ${requests} sequential requests per row after 20 warm-up requests; ` +
    `baseline: GetFrontendConfiguration on the same server in the same run. Each server freshly started: ` +
    `its first request computes the scores, the rest are answered within their max-age (HEALTH_SCORES_MAX_AGE_SECONDS, 60 s), as the product runs; ` +
    `"computed": ${computedRequests} requests to a server told to compute them every time (max-age 0). Target: p95 ≤ ${TARGET_P95_MS} ms.`,
);
console.log(
  'database     reports  window  in window  metros  unhealthy |    p50       p95       p99    | page p95  | computed p50 / p95  | baseline p95 | verdict',
);
for (const f of figures) {
  console.log(
    `${f.db.padEnd(10)} ${f.reports.toLocaleString('en').padStart(9)}  ${`${f.windowHours} h`.padStart(5)}  ` +
      `${f.inWindow.toLocaleString('en').padStart(9)}  ${String(f.metros).padStart(6)}  ${String(f.unhealthy).padStart(9)} | ` +
      `${ms(f.scores.p50)} ${ms(f.scores.p95)} ${ms(f.scores.p99)} | ${ms(f.page.p95)} | ${ms(f.computed.p50)} ${ms(f.computed.p95)} | ${ms(f.baseline.p95).padStart(12)} | ` +
      (f.windowHours === 24
        ? f.scores.p95 <= TARGET_P95_MS
          ? 'meets target'
          : 'MISSES TARGET'
        : '(wider window, no target)'),
  );
}
for (const db of new Set(figures.map((f) => f.db))) {
  const day = figures.filter((f) => f.db === db && f.windowHours === 24);
  if (day.length < 2) continue;
  const [small, large] = [day[0]!, day[day.length - 1]!];
  console.log(
    `${db}: ${small.reports.toLocaleString('en')} → ${large.reports.toLocaleString('en')} reports ` +
      `(×${(large.reports / small.reports).toFixed(0)}): p95 ×${(large.scores.p95 / small.scores.p95).toFixed(2)}, ` +
      `p95 above baseline ${(small.scores.p95 - small.baseline.p95).toFixed(1)} → ${(large.scores.p95 - large.baseline.p95).toFixed(1)} ms`,
  );
}
if (largestWal)
  console.log(
    `SQLite log: at most ${(largestWal / 1024 / 1024).toFixed(0)} MB after a commit of the seeding`,
  );
if (pgSkipped) console.log(pgSkipped);
console.log(`load average: ${startLoad} at the start, ${loadAverage()} at the end`);
