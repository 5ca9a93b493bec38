// p50/p95/p99 of the public endpoint list (GET /endpoints-service/endpoints/Worldwide), asked for
// with Accept-Encoding gzip as its consumers do and then uncompressed, and of the signed-in change
// list (GET /api/ipurl/api/v1/EndpointSetChange/List), asked for as a browser does and then
// uncompressed, on SQLite and on PostgreSQL, each beside
// GetFrontendConfiguration (a fixed answer: what HTTP alone costs) measured in the same run
// against the same server; timed to the last byte received. The benchmark seeds Domain Lens itself,
// straight into the tables the product created: BENCH_SETS published endpoint sets holding
// BENCH_FQDNS FQDNs in total, their publication row (the whole list and its change records, as a
// publish stores them) and BENCH_CHANGES open changes (drafts and changes pending review).
// The signed-in user is made with the documented admin command and signs in through the
// embedded provider's form. Loopback only; stops by itself.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import Database from 'better-sqlite3';
import pg from 'pg';
import { quantileSorted, seededRandom } from '@netlens/core/stats';
import { UnreviewedChange } from '../apps/server/src/features/domainlens/repo.js';
import { createDomainLensUser, signIn } from './accounts.js';
import { builtServer, cleanUp, loadAverage, onCleanUp, startProcess, timedGet } from './lib.js';
import type { StartedProcess } from './lib.js';
import { askedPgDatabase } from './pg-database.js';
import { insertBatched, insertSqliteBatched } from './seed-insert.js';

const serverMain = builtServer();
const setCount = Number(process.env.BENCH_SETS ?? 5000);
const fqdnCount = Number(process.env.BENCH_FQDNS ?? 100_000);
const changeCount = Number(process.env.BENCH_CHANGES ?? 300);
const requests = Number(process.env.BENCH_REQUESTS ?? 300);
const databases = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',');
const cpuProfDir = process.env.BENCH_CPU_PROF;
const TARGET_LIST_P95_MS = 10;
const TARGET_CHANGES_P95_MS = 30;
const INSTANCE = 'Worldwide';
const WORKLOADS = 40;
const PASSWORD = 'bench-password-123';
const BASELINE = '/api/AnonymousConnectivityTest/GetFrontendConfiguration';
const CHANGES = '/api/ipurl/api/v1/EndpointSetChange/List';
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
const listPath = () => `/endpoints-service/endpoints/${INSTANCE}?ClientRequestId=${randomUUID()}`;

// ---- the data ----------------------------------------------------------------------------------

type Row = Record<string, string | number | null | undefined>;
interface Seed {
  workloads: Row[];
  sets: Row[];
  changes: Row[];
  publication: Row;
  fqdns: number;
}

const AREAS = [
  ['Exchange', 'Exchange Online'],
  ['SharePoint', 'SharePoint Online and OneDrive for Business'],
  ['Skype', 'Skype for Business Online and Microsoft Teams'],
  ['Common', 'Microsoft 365 Common and Office Online'],
] as const;

function seedData(now: Date): Seed {
  const rand = seededRandom(7);
  const iso = now.toISOString();
  const version = `${iso.slice(0, 10).replaceAll('-', '')}01`;
  const workloads: Row[] = Array.from({ length: WORKLOADS }, (_, i) => {
    const [area, name] = AREAS[i % AREAS.length]!;
    return {
      id: `Workload${String(i + 1).padStart(2, '0')}`,
      workload_champ_name: `Champion ${i + 1}`,
      workload_champ_security_group: `champions-${i + 1}`,
      workload_champ_email: `champ${i + 1}@contoso.example`,
      service_area: area,
      service_area_display_name: name,
      property_groups: '[]',
      workload_type: 'External',
      updated_at: iso,
    };
  });
  const sets: Row[] = [];
  const published: Record<string, unknown>[] = [];
  const records: Record<string, unknown>[] = [];
  let fqdnTotal = 0;
  for (let i = 0; i < setCount; i++) {
    const id = i + 1;
    const w = workloads[i % WORKLOADS]!;
    // The FQDNs spread evenly over the sets (the first sets take the remainder).
    const n = Math.floor(fqdnCount / setCount) + (i < fqdnCount % setCount ? 1 : 0);
    const fqdns = Array.from({ length: n }, (_, j) =>
      j === 0 && i % 10 === 0 ? `*.set${id}.contoso-cloud.example` : `h${j}.set${id}.contoso-cloud.example`,
    );
    fqdnTotal += n;
    const cidrs = i % 5 === 0 ? [`10.${(id >> 8) & 255}.${id & 255}.0/24`] : [];
    const required = rand() < 0.7;
    const expressRoute = rand() < 0.3;
    const category = ['Optimize', 'Allow', 'Default'][Math.floor(rand() * 3)]!;
    const notes = required ? '' : `Optional feature ${id}`;
    sets.push({
      internal_id: randomUUID(),
      instance: INSTANCE,
      public_id: id,
      governance_category: category,
      is_express_route: expressRoute ? 1 : 0,
      workload: w.id as string,
      is_required: required ? 1 : 0,
      optional_functionality: notes,
      tcp_ports: '80,443',
      udp_ports: '',
      published_version: version,
      is_deleted: 0,
      is_hidden: 0,
      is_member_set: 0,
      member_endpoint_set_internal_id: null,
      fqdns: JSON.stringify(fqdns),
      cidrs: JSON.stringify(cidrs),
      public_description: '',
      internal_description: '',
      updated_at: iso,
    });
    // As the public list shows a set (publish.ts publicSet), and its "add" change record.
    published.push({
      id,
      serviceArea: w.service_area,
      serviceAreaDisplayName: w.service_area_display_name,
      urls: fqdns,
      ...(cidrs.length ? { ips: cidrs } : {}),
      tcpPorts: '80,443',
      expressRoute,
      category,
      required,
      ...(notes ? { notes } : {}),
    });
    records.push({
      id,
      endpointSetId: id,
      version,
      disposition: 'add',
      impact: cidrs.length ? 'AddedIpAndUrl' : 'AddedUrl',
      add: { effectiveDate: version.slice(0, 8), ...(cidrs.length ? { ips: cidrs } : {}), urls: fqdns },
    });
  }
  const changes: Row[] = [];
  for (let i = 0; i < Math.min(changeCount, setCount); i++) {
    // Open changes on evenly spread sets: one new FQDN each; a third already submitted.
    const set = sets[Math.floor((i * setCount) / Math.max(1, changeCount))]!;
    const before = JSON.parse(set.fqdns as string) as string[];
    const added = `new${i}.set${set.public_id}.contoso-cloud.example`;
    const fqdns = [...before, added];
    const submitted = i % 3 === 0;
    const snapshot = {
      instance: INSTANCE,
      governanceCategory: set.governance_category,
      isExpressRoute: set.is_express_route === 1,
      workloadName: set.workload,
      isRequired: set.is_required === 1,
      optionalFunctionality: set.optional_functionality,
      tcpPorts: set.tcp_ports,
      udpPorts: set.udp_ports,
      isDeleted: false,
      isHidden: false,
      isMemberSet: false,
      memberEndpointSetInternalId: null,
      fqdns,
      cidrs: JSON.parse(set.cidrs as string) as string[],
      publicDescription: '',
      internalDescription: '',
    };
    const detail = {
      fqdnAdditions: [added],
      fqdnRemovals: [],
      cidrAdditions: [],
      cidrRemovals: [],
      serviceTreeIdAdditions: [],
      serviceTreeIdRemovals: [],
      previousAttributes: null,
      currentAttributes: null,
      addEffectiveDate: null,
      removeEffectiveDate: null,
      lastUpdatedDatetime: iso,
      submittedDate: submitted ? iso : null,
      authors: ['wanda@contoso.example'],
      changeReason: `Bench change ${i + 1}`,
      disposition: null,
      impact: null,
      internalChange: false,
    };
    changes.push({
      id: randomUUID(),
      endpoint_set_internal_id: set.internal_id,
      instance: INSTANCE,
      workload: set.workload,
      status: submitted ? 'PendingReview' : 'Draft',
      endpoint_set_snapshot: JSON.stringify(snapshot),
      fqdn_list_snapshot: JSON.stringify(fqdns),
      change_detail: JSON.stringify(detail),
      published_change_id: null,
      ...UnreviewedChange,
      is_require_change_council_approval: 0,
      created_by: 'wanda@contoso.example',
      created_at: iso,
      updated_at: iso,
    });
  }
  return {
    workloads,
    sets,
    changes,
    fqdns: fqdnTotal,
    publication: {
      instance: INSTANCE,
      version,
      published_at: iso,
      published_by: 'bench@contoso.example',
      endpoints: JSON.stringify(published),
      changes: JSON.stringify(records),
    },
  };
}

/** The change log rows of the changes: created, and submitted where they are pending review. */
function logRows(changes: Row[], iso: string): Row[] {
  return changes.flatMap((c) => [
    {
      id: randomUUID(),
      change_id: c.id,
      actor: 'wanda@contoso.example',
      at: iso,
      action: 'SaveDraft',
      note: null,
    },
    ...(c.status === 'PendingReview'
      ? [
          {
            id: randomUUID(),
            change_id: c.id,
            actor: 'wanda@contoso.example',
            at: iso,
            action: 'Submit',
            note: null,
          },
        ]
      : []),
  ]);
}

/** Every table's rows, in insertion order. */
function tables(data: Seed, iso: string): [string, Row[]][] {
  return [
    ['dl_workloads', data.workloads],
    ['dl_endpoint_sets', data.sets],
    ['dl_changes', data.changes],
    ['dl_change_log', logRows(data.changes, iso)],
    ['dl_publications', [data.publication]],
  ];
}

async function seedSqlite(file: string, data: Seed, iso: string): Promise<void> {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  db.transaction(() => {
    for (const [table, rows] of tables(data, iso)) insertSqliteBatched(db, table, rows);
  })();
  db.close();
}

async function seedPostgres(url: string, data: Seed, iso: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    for (const [table, rows] of tables(data, iso)) await insertBatched(client, table, rows);
    await client.query('commit');
    await client.query(
      'vacuum analyze dl_workloads, dl_endpoint_sets, dl_changes, dl_change_log, dl_publications',
    );
  } finally {
    await client.end();
  }
}

// ---- accounts and sign-in ------------------------------------------------------------------------

function createAccount(databaseUrl: string) {
  createDomainLensUser(databaseUrl, 'wanda', PASSWORD);
}

// ---- measuring ---------------------------------------------------------------------------------

interface Latency {
  p50: number;
  p95: number;
  p99: number;
  /** Content-Encoding of the answers ('identity' when none). */
  coding: string;
  /** Bytes on the wire, and once decoded. */
  bytes: number;
  decodedBytes: number;
  items: number;
  /** Median time the client takes to gunzip an answer (not part of the latencies); NaN if none. */
  gunzipMs: number;
  /** The server process's CPU time (user + system) per measured request: hardly depends on the load. */
  cpuMs: number;
}

interface Answer {
  status: number;
  coding: string;
  body: Buffer;
  ms: number;
}

/** One GET on a kept-alive connection, timed from sending to the last byte received, as sent (not decoded). */
async function get(url: string, headers: Record<string, string>): Promise<Answer> {
  const { status, headers: answered, body, ms } = await timedGet(url, headers, agent);
  return { status, coding: answered['content-encoding'] ?? 'identity', body, ms };
}

/**
 * Sequential GETs (one at a time, keep-alive), after 20 warm-up requests. A gzip answer is not
 * decoded while timed: the figures are the server's and the wire's; every tenth is gunzipped
 * afterwards to report what decoding costs the client.
 */
async function measure(
  server: StartedProcess,
  path: () => string,
  headers: Record<string, string> = {},
): Promise<Latency> {
  const times: number[] = [];
  const gunzips: number[] = [];
  let last: Answer | undefined;
  let cpuBefore = Number.NaN;
  for (let i = 0; i < requests + 20; i++) {
    if (i === 20) cpuBefore = server.cpuSeconds();
    const answer = await get(server.url + path(), headers);
    if (answer.status !== 200)
      throw new Error(`${path()} answered ${answer.status}: ${answer.body.toString().slice(0, 300)}`);
    if (i < 20) continue;
    times.push(answer.ms);
    last = answer;
    if (answer.coding === 'gzip' && i % 10 === 0) {
      const started = performance.now();
      gunzipSync(answer.body);
      gunzips.push(performance.now() - started);
    }
  }
  const cpuMs = ((server.cpuSeconds() - cpuBefore) * 1000) / requests;
  if (!last) throw new Error('BENCH_REQUESTS must be at least 1');
  if (!['gzip', 'identity'].includes(last.coding)) throw new Error(`unexpected coding ${last.coding}`);
  const decoded = last.coding === 'gzip' ? gunzipSync(last.body) : last.body;
  const body = JSON.parse(decoded.toString()) as unknown;
  times.sort((a, b) => a - b);
  gunzips.sort((a, b) => a - b);
  const at = (q: number) => quantileSorted(times, q, 'nearest-rank');
  return {
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    coding: last.coding,
    bytes: last.body.length,
    decodedBytes: decoded.length,
    items: Array.isArray(body) ? body.length : 0,
    gunzipMs: gunzips.length ? quantileSorted(gunzips, 0.5, 'nearest-rank') : Number.NaN,
    cpuMs,
  };
}

interface Figure {
  db: string;
  seedSeconds: number;
  list: Latency;
  listIdentity: Latency;
  changes: Latency;
  changesIdentity: Latency;
  baseline: Latency;
}

async function benchDatabase(
  label: string,
  databaseUrl: string,
  seed: (data: Seed, iso: string) => Promise<void>,
  port: number,
): Promise<Figure> {
  createAccount(databaseUrl); // also creates the tables
  const now = new Date();
  const data = seedData(now);
  const started = performance.now();
  await seed(data, now.toISOString());
  const seedSeconds = (performance.now() - started) / 1000;
  console.log(
    `${label}: ${data.sets.length.toLocaleString('en')} published sets, ${data.fqdns.toLocaleString('en')} FQDNs, ` +
      `${data.changes.length} open changes (seeded in ${seedSeconds.toFixed(1)} s)`,
  );
  const product = await startProcess(
    serverMain,
    port,
    '/readyz',
    {
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
      STAFF_TENANTS: 'contoso',
      ENDPOINT_LIST_RATE_LIMIT: String(10 * (requests + 100)),
    },
    // BENCH_CPU_PROF=<dir>: a CPU profile of the product, written when it stops.
    cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfDir}`] : [],
  );
  onCleanUp(product.stop);
  const cookie = await signIn(product.url, 'wanda', PASSWORD);
  const baseline = await measure(product, () => BASELINE);
  // As the public service's consumers ask for it (PowerShell, curl --compressed), and uncompressed.
  const list = await measure(product, listPath, { 'accept-encoding': 'gzip' });
  const listIdentity = await measure(product, listPath, { 'accept-encoding': 'identity' });
  // As the web app's browser asks for it (compressed), and uncompressed.
  const changes = await measure(product, () => CHANGES, { cookie, 'accept-encoding': 'gzip' });
  const changesIdentity = await measure(product, () => CHANGES, { cookie });
  await product.stop();
  return { db: label, seedSeconds, list, listIdentity, changes, changesIdentity, baseline };
}

const startLoad = loadAverage();
const figures: Figure[] = [];
let pgSkipped: string | null = null;
try {
  if (databases.includes('sqlite')) {
    const dir = mkdtempSync(join(tmpdir(), 'netlens-bench-endpoints-'));
    onCleanUp(() => rmSync(dir, { recursive: true, force: true }));
    const file = join(dir, 'endpoints.db');
    figures.push(
      await benchDatabase('SQLite', `sqlite:${file}`, (d, iso) => seedSqlite(file, d, iso), 18093),
    );
  }
  const pgDb = await askedPgDatabase(databases);
  if ('skipped' in pgDb) pgSkipped = pgDb.skipped;
  else {
    figures.push(
      await benchDatabase('PostgreSQL', pgDb.url, (d, iso) => seedPostgres(pgDb.url, d, iso), 18094),
    );
  }
} finally {
  agent.destroy();
  await cleanUp();
}

// ---- figures -----------------------------------------------------------------------------------

const ms = (v: number) => `${v.toFixed(1).padStart(6)} ms`;
const kb = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
console.log(
  `\n${requests} sequential requests per row after 20 warm-up requests, timed to the last byte received ` +
    `(gzip answers not decoded while timed); the endpoint list and the change list asked with Accept-Encoding gzip, then identity; baseline: GetFrontendConfiguration ` +
    `on the same server in the same run; server CPU: the product process's user + system time per request ` +
    `(PostgreSQL's own work not included). Targets: endpoint list p95 ≤ ${TARGET_LIST_P95_MS} ms, ` +
    `change list p95 ≤ ${TARGET_CHANGES_P95_MS} ms.`,
);
console.log(
  'database    request        coding    items    wire (decoded)     |    p50       p95       p99    | p95 / baseline | server CPU | verdict',
);
for (const f of figures) {
  const rows: [string, Latency, number | null][] = [
    ['endpoint list', f.list, TARGET_LIST_P95_MS],
    ['endpoint list', f.listIdentity, TARGET_LIST_P95_MS],
    ['change list', f.changes, TARGET_CHANGES_P95_MS],
    ['change list', f.changesIdentity, TARGET_CHANGES_P95_MS],
    ['baseline', f.baseline, null],
  ];
  for (const [name, l, target] of rows) {
    const size = `${kb(l.bytes)}${l.decodedBytes === l.bytes ? '' : ` (${kb(l.decodedBytes)})`}`;
    console.log(
      `${f.db.padEnd(10)}  ${name.padEnd(14)} ${l.coding.padEnd(8)} ${String(l.items).padStart(6)}  ${size.padEnd(20)} | ` +
        `${ms(l.p50)} ${ms(l.p95)} ${ms(l.p99)} | ${`×${(l.p95 / f.baseline.p95).toFixed(1)}`.padStart(14)} | ` +
        `${ms(l.cpuMs).padStart(10)} | ` +
        (target === null ? '' : l.p95 <= target ? 'meets target' : 'MISSES TARGET'),
    );
  }
  if (Number.isFinite(f.list.gunzipMs))
    console.log(
      `${f.db.padEnd(10)}  (the client's own gunzip of a list answer, not timed above: ${ms(f.list.gunzipMs)} median)`,
    );
}
if (pgSkipped) console.log(pgSkipped);
console.log(`load average: ${startLoad} at the start, ${loadAverage()} at the end`);
