// p50/p95/p99 of the FQDN inventory's list (GET /api/ipurl/api/v1/Fqdn/List) with BENCH_FQDNS
// (default 100,000) FQDNs: the first page with typical filters, a later page by its keyset
// cursor (x-ms-continuation), a free-text search, and Fqdn/Count; on SQLite and on PostgreSQL,
// each beside GetFrontendConfiguration (a fixed answer: what HTTP alone costs) measured in the
// same run against the same server, timed to the last byte received. The benchmark seeds the
// FQDNs itself, straight into the table the product created; the signed-in user is made with
// the documented admin command. Loopback only; stops by itself.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { quantileSorted, seededRandom } from '@netlens/core/stats';
import { createDomainLensUser, signIn } from '../accounts.js';
import { builtServer, cleanUp, loadAverage, onCleanUp, startProcess, timedGet } from '../lib.js';
import type { StartedProcess } from '../lib.js';
import { askedPgDatabase } from '../pg-database.js';
import { insertBatched, insertSqliteBatched } from '../seed-insert.js';

const serverMain = builtServer();
const fqdnCount = Number(process.env.BENCH_FQDNS ?? 100_000);
const requests = Number(process.env.BENCH_REQUESTS ?? 300);
const databases = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',');
const TARGET_P95_MS = 30;
const WORKLOADS = 40;
const PASSWORD = 'bench-password-123';
const BASELINE = '/api/AnonymousConnectivityTest/GetFrontendConfiguration';
const LIST = '/api/ipurl/api/v1/Fqdn/List';
const INSTANCES = ['Worldwide', 'Worldwide', 'Worldwide', 'Worldwide', 'China', 'USGovGCCHigh', 'France'];
const SCOPES = ['MVP', 'MVPPlus', 'ThirdParty', 'Exclude', 'Unset'];
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

// ---- the data ----------------------------------------------------------------------------------

type Row = Record<string, string | number | null | undefined>;

/** Workloads and FQDNs: names spread over services and hosts, instances, scopes and states. */
function seedRows(now: Date): { workloads: Row[]; fqdns: Row[] } {
  const rand = seededRandom(11);
  const iso = now.toISOString();
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  const workloads: Row[] = Array.from({ length: WORKLOADS }, (_, i) => ({
    id: `Workload${String(i + 1).padStart(2, '0')}`,
    workload_champ_name: `Champion ${i + 1}`,
    workload_champ_security_group: `champions-${i + 1}`,
    workload_champ_email: `champ${i + 1}@contoso.example`,
    service_area: 'Common',
    service_area_display_name: 'Common',
    property_groups: '[]',
    workload_type: 'External',
    updated_at: iso,
  }));
  const fqdns: Row[] = Array.from({ length: fqdnCount }, (_, i) => {
    const service = Math.floor(i / 20);
    const pending = rand() < 0.02;
    return {
      id: randomUUID(),
      domain_name: `${i % 20 === 0 ? '*' : `h${i % 20}`}.svc${service}.contoso-cloud.example`,
      instance: pick(INSTANCES),
      workload: workloads[service % WORKLOADS]!.id as string,
      is_wildcard: i % 20 === 0 ? 1 : 0,
      is_customer_facing_status: pick(['Unset', 'Unset', 'Yes', 'No']),
      is_deprecated: rand() < 0.05 ? 1 : 0,
      service_tree_id: randomUUID(),
      daily_test_status: pick(['UnTested', 'Successed', 'Successed', 'Failed']),
      assignment_status: pending ? 'PendingReview' : 'None',
      assignment_new_workload: pending ? pick(workloads).id : null,
      scanner_sample_count: Math.floor(rand() * 1000),
      scope: pick(SCOPES),
      added_by: 'bench@contoso.example',
      last_update_datetime: iso,
    };
  });
  return { workloads, fqdns };
}

const tables = (d: ReturnType<typeof seedRows>): [string, Row[]][] => [
  ['dl_workloads', d.workloads],
  ['fqdns', d.fqdns],
];

function seedSqlite(file: string, d: ReturnType<typeof seedRows>): void {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.transaction(() => {
    for (const [table, rows] of tables(d)) insertSqliteBatched(db, table, rows);
  })();
  db.exec('analyze');
  db.close();
}

async function seedPostgres(url: string, d: ReturnType<typeof seedRows>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    for (const [table, rows] of tables(d)) await insertBatched(client, table, rows);
    await client.query('commit');
    await client.query('vacuum analyze dl_workloads, fqdns');
  } finally {
    await client.end();
  }
}

// ---- measuring ---------------------------------------------------------------------------------

interface Answer {
  status: number;
  body: string;
  continuation: string | undefined;
  ms: number;
}

async function get(url: string, headers: Record<string, string>): Promise<Answer> {
  const { status, headers: answered, body, ms } = await timedGet(url, headers, agent);
  return {
    status,
    body: body.toString(),
    continuation: answered['x-ms-continuation'] as string | undefined,
    ms,
  };
}

interface Latency {
  p50: number;
  p95: number;
  p99: number;
  items: number;
  cpuMs: number;
}

/** Sequential GETs (keep-alive) after 20 warm-up requests; `next(i)` gives each request's path and headers. */
async function measure(
  server: StartedProcess,
  next: (i: number) => { path: string; headers?: Record<string, string> },
  cookie: string,
): Promise<Latency> {
  const times: number[] = [];
  let items = 0;
  let cpuBefore = Number.NaN;
  for (let i = 0; i < requests + 20; i++) {
    if (i === 20) cpuBefore = server.cpuSeconds();
    const { path, headers = {} } = next(i);
    const answer = await get(server.url + path, { cookie, 'accept-encoding': 'gzip', ...headers });
    if (answer.status !== 200)
      throw new Error(`${path} answered ${answer.status}: ${answer.body.slice(0, 300)}`);
    if (i < 20) continue;
    times.push(answer.ms);
    const body = JSON.parse(answer.body) as { items?: unknown[] };
    items = Array.isArray(body.items) ? body.items.length : 0;
  }
  const cpuMs = ((server.cpuSeconds() - cpuBefore) * 1000) / requests;
  times.sort((a, b) => a - b);
  const at = (q: number) => quantileSorted(times, q, 'nearest-rank');
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), items, cpuMs };
}

/** Cursors of later pages: walks the unfiltered list to page `depth` and keeps each page's cursor. */
async function cursors(server: StartedProcess, cookie: string, depth: number): Promise<string[]> {
  const found: string[] = [];
  let token: string | undefined;
  for (let i = 0; i < depth; i++) {
    const answer = await get(server.url + LIST, { cookie, ...(token ? { 'x-ms-continuation': token } : {}) });
    token = answer.continuation;
    if (!token) break;
    found.push(token);
  }
  return found;
}

type Case = [string, Latency];

async function benchDatabase(
  label: string,
  url: string,
  seed: (d: ReturnType<typeof seedRows>) => Promise<void> | void,
  port: number,
) {
  createDomainLensUser(url, 'wanda', PASSWORD); // also creates the tables
  const data = seedRows(new Date());
  const started = performance.now();
  await seed(data);
  console.log(
    `${label}: ${data.fqdns.length.toLocaleString('en')} FQDNs seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const product = await startProcess(serverMain, port, '/readyz', {
    DATABASE_URL: url,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    STAFF_TENANTS: 'contoso',
    // The list alone: no scheduled scan of the seeded FQDNs at start-up.
    FQDN_SCANNER_SCHEDULE: 'off',
  });
  onCleanUp(product.stop);
  const cookie = await signIn(product.url, 'wanda', PASSWORD);
  const rand = seededRandom(5);
  const later = await cursors(product, cookie, 60);
  const cases: Case[] = [
    ['baseline', await measure(product, () => ({ path: BASELINE }), cookie)],
    ['first page', await measure(product, () => ({ path: LIST }), cookie)],
    [
      'first page, filters',
      await measure(
        product,
        (i) => ({
          path: `${LIST}?instances=Worldwide&workloads=Workload${String((i % WORKLOADS) + 1).padStart(2, '0')}&scopes=MVP,MVPPlus,ThirdParty&deprecated=false`,
        }),
        cookie,
      ),
    ],
    [
      'later page (cursor)',
      await measure(
        product,
        (i) => ({ path: LIST, headers: { 'x-ms-continuation': later[i % later.length]! } }),
        cookie,
      ),
    ],
    [
      'search',
      await measure(
        product,
        () => ({ path: `${LIST}?search=svc${Math.floor(rand() * (fqdnCount / 20))}.` }),
        cookie,
      ),
    ],
    [
      'pending requests',
      await measure(
        product,
        () => ({ path: `${LIST}?assignmentStatuses=PendingReview&instances=Worldwide` }),
        cookie,
      ),
    ],
    [
      'count, filters',
      await measure(
        product,
        () => ({ path: `/api/ipurl/api/v1/Fqdn/Count?instances=Worldwide&scopes=MVP` }),
        cookie,
      ),
    ],
  ];
  await product.stop();
  return { label, cases };
}

const startLoad = loadAverage();
const results: Awaited<ReturnType<typeof benchDatabase>>[] = [];
let pgSkipped: string | null = null;
try {
  if (databases.includes('sqlite')) {
    const dir = mkdtempSync(join(tmpdir(), 'netlens-bench-fqdns-'));
    onCleanUp(() => rmSync(dir, { recursive: true, force: true }));
    const file = join(dir, 'fqdns.db');
    results.push(await benchDatabase('SQLite', `sqlite:${file}`, (d) => seedSqlite(file, d), 18095));
  }
  const pgDb = await askedPgDatabase(databases);
  if ('skipped' in pgDb) pgSkipped = pgDb.skipped;
  else {
    results.push(await benchDatabase('PostgreSQL', pgDb.url, (d) => seedPostgres(pgDb.url, d), 18096));
  }
} finally {
  agent.destroy();
  await cleanUp();
}

const ms = (v: number) => `${v.toFixed(1).padStart(6)} ms`;
console.log(
  `\n${requests} sequential requests per row after 20 warm-up requests (Accept-Encoding gzip, timed to the last byte); ` +
    `baseline: GetFrontendConfiguration on the same server in the same run. Target: Fqdn/List p95 ≤ ${TARGET_P95_MS} ms.`,
);
console.log(
  'database    request               items |    p50       p95       p99    | p95 / baseline | server CPU | verdict',
);
for (const r of results) {
  const baseline = r.cases[0]![1];
  for (const [name, l] of r.cases) {
    const verdict = name === 'baseline' ? '' : l.p95 <= TARGET_P95_MS ? 'meets target' : 'MISSES TARGET';
    console.log(
      `${r.label.padEnd(10)}  ${name.padEnd(20)} ${String(l.items).padStart(6)} | ${ms(l.p50)} ${ms(l.p95)} ${ms(l.p99)} | ` +
        `${`×${(l.p95 / baseline.p95).toFixed(1)}`.padStart(14)} | ${ms(l.cpuMs).padStart(10)} | ${verdict}`,
    );
  }
}
if (pgSkipped) console.log(pgSkipped);
console.log(`load average: ${startLoad} at the start, ${loadAverage()} at the end`);
