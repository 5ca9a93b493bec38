// Provider performance on PostgreSQL: the aggregation over BENCH_REPORTS (default 1,000,000)
// stored reports (the first run: time and peak memory), then over BENCH_NEW_REPORTS (default
// 10,000) new ones (the incremental run), each beside a run with nothing new (what starting the
// command costs), all through the documented `npm run admin -- aggregate-performance`; then
// PartnerPerformance/latestPagination p50/p95/p99 over BENCH_REQUESTS (default 300) sequential
// requests, beside GetFrontendConfiguration (a bare route) on the same server in the same run.
// The benchmark writes the providers, solutions, evidence and reports straight into the tables
// the product created (one INSERT … SELECT over generate_series for the reports). Loopback only;
// stops by itself.
import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { quantileSorted } from '@netlens/core/stats';
import { adminCommand, signIn } from './accounts.js';
import { cleanUp, onCleanUp, startProcess, builtServer, loadAverage } from './lib.js';
import { createPgDatabase } from './pg-database.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverMain = builtServer();
const reportCount = Number(process.env.BENCH_REPORTS ?? 1_000_000);
const newReports = Number(process.env.BENCH_NEW_REPORTS ?? 10_000);
const requests = Number(process.env.BENCH_REQUESTS ?? 300);
const SOLUTIONS = 40;
const CITIES = 60;
const CITIES_PER_SOLUTION = 15;
const CUSTOMERS = 3000;
const DAYS = 90;
const TARGET_INCREMENTAL_S = 5;
const TARGET_P95_MS = 30;
const PASSWORD = 'bench-password-123';
const BASE = '/api/pnpp/api/v1/PartnerPerformance';

// ---- the data ----------------------------------------------------------------------------------

/** One provider with SOLUTIONS solutions (AS 64500…), half of them public, each with its ASN's evidence. */
async function seedSolutions(client: pg.Client): Promise<void> {
  const now = new Date().toISOString();
  const partner = '00000000-0000-4000-8000-000000000001';
  await client.query(
    `insert into partners (id, org_id, name, url, domain, status, registered_by, registered_email, created_at, updated_at)
     values ($1, $1, 'Bench Networks', 'bench.example', 'bench.example', 'Approved', 'bench', 'bench@bench.example', $2, $2)`,
    [partner, now],
  );
  const types = ['isp', 'sdwan', 'cloudproxy', 'corporate', 'vpn', 'satellite'];
  for (let s = 0; s < SOLUTIONS; s++) {
    const id = `00000000-0000-4000-8000-${String(100 + s).padStart(12, '0')}`;
    await client.query(
      `insert into partner_solutions (id, partner_id, name, type, asns, subnets, vpns, ssl_owners, visibility, is_contributed, created_by, created_at, updated_at)
       values ($1, $2, $3, $4, $5, '[]', '[]', '[]', $6, 0, 'bench', $7, $7)`,
      [
        id,
        partner,
        `Solution ${s}`,
        types[s % types.length],
        `[${64500 + s}]`,
        s % 2 ? 'Private' : 'Public',
        now,
      ],
    );
    await client.query(
      `insert into partner_evidence (solution_id, kind, value, date_added, date_last_verified, added_by_method, added_by_user)
       values ($1, 'ASN', $2, $3, $3, 'Portal', 'bench')`,
      [id, String(64500 + s), now],
    );
  }
}

/**
 * `count` reports from `from` to `to` (ISO times), spread evenly: each of SOLUTIONS networks serves
 * CITIES_PER_SOLUTION of CITIES cities (12 countries, 24 states), CUSTOMERS customer networks,
 * latency by city and network plus noise. Pseudo-random: PostgreSQL's hashint8 of the row number.
 */
async function insertReports(client: pg.Client, count: number, from: Date, to: Date, offset: number) {
  const span = (to.getTime() - from.getTime()) / 1000;
  await client.query(
    `insert into reports (id, created_at, browser_city, browser_region, browser_country, browser_auto_detected,
       browser_latitude, browser_longitude, optimal_front_doors, optimal_files_front_doors, egress_latitude,
       egress_longitude, egress_city, egress_region, egress_country, egress_country_code, egress_asn, egress_prefix,
       measured_latency, latency_samples, latency_timing, peer_org_count, is_current_optimal)
     select 'bench' || g, to_char(($1::timestamptz + (g - $4) * ($2::float8 / $3) * interval '1 second') at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
       'City ' || c, 'State ' || (c % 24), 'Country ' || (c % 12), 1, 35 + c * 0.1, 139 + c * 0.1, '[]', '[]',
       35 + c * 0.1, 139 + c * 0.1, 'City ' || c, 'State ' || (c % 24), 'Country ' || (c % 12), 'XX',
       64500 + s, '10.' || (o / 250) || '.' || (o % 250) || '.0/24',
       15 + (c % 20) * 4 + (s % 10) * 3 + (abs(hashint8(g + ${2 ** 42})) % 200) / 10.0, '[]', 'coarse', 0,
       case when abs(hashint8(g + ${2 ** 43})) % 10 = 0 then 0 else 1 end
     from (select g, abs(hashint8(g)) % ${SOLUTIONS} as s, abs(hashint8(g + ${2 ** 40})) % ${CUSTOMERS} as o,
                  ((abs(hashint8(g)) % ${SOLUTIONS}) * 7 + abs(hashint8(g + ${2 ** 41})) % ${CITIES_PER_SOLUTION}) % ${CITIES} as c
           from generate_series($4::bigint, $4::bigint + $3 - 1) g) r`,
    [from.toISOString(), span, count, offset],
  );
}

// ---- measuring ---------------------------------------------------------------------------------

interface CommandRun {
  seconds: number;
  peakMb: number;
  /** The run itself, as the command reports it (without starting the process). */
  runSeconds: number;
  output: string;
}

/** The documented admin command under GNU time: wall time and peak resident memory. */
function aggregate(databaseUrl: string): Promise<CommandRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      '/usr/bin/time',
      [
        '-f',
        'TIME %e %M',
        join(root, 'node_modules/.bin/tsx'),
        join(root, 'apps/server/src/admin.ts'),
        'aggregate-performance',
      ],
      {
        env: {
          ...process.env,
          DATABASE_URL: databaseUrl,
          PERFORMANCE_AGGREGATION_LAG_MINUTES: '0',
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const m = /TIME ([\d.]+) (\d+)/.exec(err);
      if (code !== 0 || !m) return reject(new Error(`aggregate-performance failed (${code}): ${err}${out}`));
      const run = / in (\d+) ms/.exec(out);
      resolve({
        seconds: Number(m[1]),
        peakMb: Number(m[2]) / 1024,
        runSeconds: run ? Number(run[1]) / 1000 : Number.NaN,
        output: out.trim(),
      });
    });
  });
}

const agent = new Agent({ keepAlive: true, maxSockets: 1 });
function get(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; body: string; continuation?: string; ms: number }>(
    (resolve, reject) => {
      const started = performance.now();
      const req = request(url, { agent, headers }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body,
            continuation: res.headers['x-ms-continuation'] as string | undefined,
            ms: performance.now() - started,
          }),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );
}

/** p50/p95/p99 of sequential GETs after 20 warm-up requests. */
async function percentiles(
  base: string,
  cookie: string,
  next: (i: number) => [string, Record<string, string>?],
) {
  const times: number[] = [];
  let items = 0;
  for (let i = 0; i < requests + 20; i++) {
    const [path, headers = {}] = next(i);
    const a = await get(base + path, { cookie, ...headers });
    if (a.status !== 200) throw new Error(`${path} answered ${a.status}: ${a.body.slice(0, 300)}`);
    if (i < 20) continue;
    times.push(a.ms);
    const body = JSON.parse(a.body) as { items?: unknown[] };
    items = body.items?.length ?? 0;
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => quantileSorted(times, q, 'nearest-rank');
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), items };
}

// ---- the run -----------------------------------------------------------------------------------

const startLoad = loadAverage();
const pgDb = await createPgDatabase();
if ('skipped' in pgDb) {
  console.log(pgDb.skipped);
  process.exit(0);
}
onCleanUp(pgDb.drop);
try {
  // Staff with leadership access (the command also creates the tables).
  adminCommand(pgDb.url, PASSWORD, ['create-org', '--name', 'Bench', '--tenant', 'bench']);
  adminCommand(pgDb.url, PASSWORD, [
    'create-user',
    '--tenant',
    'bench',
    '--username',
    'lena',
    '--name',
    'Lena Lead',
  ]);
  adminCommand(pgDb.url, PASSWORD, ['add-to-group', '--username', 'lena', '--group', 'netlens-leadership']);
  const client = new pg.Client({ connectionString: pgDb.url });
  await client.connect();
  onCleanUp(() => client.end());
  await seedSolutions(client);
  const now = new Date();
  const today = new Date(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  const seedStart = performance.now();
  for (let done = 0; done < reportCount; done += 250_000) {
    const n = Math.min(250_000, reportCount - done);
    const from = new Date(today.getTime() - DAYS * 86_400_000 + (done / reportCount) * DAYS * 86_400_000);
    const to = new Date(today.getTime() - DAYS * 86_400_000 + ((done + n) / reportCount) * DAYS * 86_400_000);
    await insertReports(client, n, from, to, done + 1);
  }
  await client.query('vacuum analyze reports');
  const seeded = (performance.now() - seedStart) / 1000;
  console.log(
    `${reportCount.toLocaleString('en')} reports over ${DAYS} days seeded in ${seeded.toFixed(1)} s`,
  );

  const first = await aggregate(pgDb.url);
  console.log(`first run: ${first.output}`);
  await client.query('vacuum analyze perf_aggregates, perf_org_stats, perf_latest');
  const noop = await aggregate(pgDb.url);
  console.log(`nothing new: ${noop.output}`);
  await insertReports(
    client,
    newReports,
    today,
    new Date(Math.max(today.getTime() + 1000, Date.now() - 60_000)),
    reportCount + 1,
  );
  const incremental = await aggregate(pgDb.url);
  console.log(`incremental: ${incremental.output}`);
  const rows = await client.query<{ t: string; n: string }>(
    `select 'aggregates' as t, count(*) as n from perf_aggregates union all
     select 'customer rows', count(*) from perf_org_stats union all select 'outages', count(*) from perf_outages`,
  );

  const server = await startProcess(serverMain, 18097, '/readyz', {
    DATABASE_URL: pgDb.url,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    STAFF_TENANTS: 'bench',
    PERFORMANCE_AGGREGATION_SCHEDULE: 'off',
    FQDN_SCANNER_SCHEDULE: 'off',
  });
  onCleanUp(server.stop);
  const cookie = await signIn(server.url, 'lena', PASSWORD);
  const firstPage = await get(
    `${server.url}${BASE}/latestPagination?aggrLevel=City&country=Country%203&top=10`,
    { cookie },
  );
  const later = firstPage.continuation;
  const cases: [string, Awaited<ReturnType<typeof percentiles>>][] = [
    [
      'bare route (GetFrontendConfiguration)',
      await percentiles(server.url, cookie, () => [
        '/api/AnonymousConnectivityTest/GetFrontendConfiguration',
      ]),
    ],
    [
      'latestPagination, global, by NPI',
      await percentiles(server.url, cookie, () => [`${BASE}/latestPagination`]),
    ],
    [
      "latestPagination, a country's cities",
      await percentiles(server.url, cookie, (i) => [
        `${BASE}/latestPagination?aggrLevel=City&country=Country%20${i % 12}&orderBy=latency`,
      ]),
    ],
    [
      'latestPagination, filters, monthly',
      await percentiles(server.url, cookie, () => [
        `${BASE}/latestPagination?partnerTypes=isp,sdwan&isOfficial=true&searchBy=solution&isMonthly=true`,
      ]),
    ],
    [
      'latestPagination, later page',
      await percentiles(server.url, cookie, () => [
        `${BASE}/latestPagination?aggrLevel=City&country=Country%203&top=10`,
        later ? { 'x-ms-continuation': later } : ({} as Record<string, string>),
      ]),
    ],
  ];
  await server.stop();

  console.log(
    `\nPostgreSQL, ${reportCount.toLocaleString('en')} reports, ${SOLUTIONS} solutions, ${CITIES} cities, ${CUSTOMERS} customer networks`,
  );
  console.log(rows.rows.map((r) => `${r.t}: ${Number(r.n).toLocaleString('en')}`).join(', '));
  console.log(
    'aggregation run                 run (s) | command (s)  peak RSS (MB) | beside nothing new   | target (the run)',
  );
  for (const [name, r, target] of [
    ['nothing new (baseline)', noop, ''],
    ['first run', first, ''],
    [
      `incremental (+${newReports.toLocaleString('en')})`,
      incremental,
      `≤ ${TARGET_INCREMENTAL_S} s: ${incremental.runSeconds <= TARGET_INCREMENTAL_S ? 'meets target' : 'MISSES TARGET'}`,
    ],
  ] as const)
    console.log(
      `${name.padEnd(30)} ${r.runSeconds.toFixed(2).padStart(8)} | ${r.seconds.toFixed(1).padStart(11)} ${r.peakMb.toFixed(0).padStart(14)} | ` +
        `+${(r.seconds - noop.seconds).toFixed(1)} s, +${(r.peakMb - noop.peakMb).toFixed(0)} MB`.padEnd(20) +
        ` | ${target}`,
    );
  const ms = (v: number) => `${v.toFixed(1).padStart(6)} ms`;
  const bare = cases[0]![1];
  console.log(
    `\n${requests} sequential requests per row after 20 warm-up requests, signed in with leadership access`,
  );
  console.log(
    'request                                   items |    p50       p95       p99    | p95 / bare | verdict',
  );
  for (const [name, l] of cases) {
    const verdict = l === bare ? '' : l.p95 <= TARGET_P95_MS ? 'meets target' : 'MISSES TARGET';
    console.log(
      `${name.padEnd(40)} ${String(l.items).padStart(6)} | ${ms(l.p50)} ${ms(l.p95)} ${ms(l.p99)} | ${`×${(l.p95 / bare.p95).toFixed(1)}`.padStart(10)} | ${verdict}`,
    );
  }
} finally {
  agent.destroy();
  await cleanUp();
}
console.log(`load average: ${startLoad} at the start, ${loadAverage()} at the end`);
