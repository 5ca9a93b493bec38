// The FQDN scanner's throughput (FQDNs per minute) against a resolver and TLS and TCP hosts on
// loopback, on SQLite and on PostgreSQL (the registries it reads live in the database), beside a
// baseline measured in the same run: the same network work done bare (two DNS queries with node's
// resolver, two TCP connects and one TLS 1.3 handshake per name, at the same concurrency). Each
// side is warmed up before it is timed: the baseline by the run before it, the scanner by
// `WARMUP` names scanned untimed on the same database.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Resolver } from 'node:dns/promises';
import { connect as tcpConnect } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect as tlsConnect, createSecureContext } from 'node:tls';
// The server's Fastify type declarations, for type checking its code from here (no runtime import).
import type {} from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { createDb, migrateToLatest } from '../../apps/server/src/db/index.js';
import { importIpRangesCsv, importServiceTreeCsv } from '../../apps/server/src/features/domainlens/index.js';
import { scanMany, scannerDeps, scanOptions } from '../../apps/server/src/features/fqdns/scanner/index.js';
import {
  makeCertificates,
  startTcpHost,
  startTlsHost,
  startZoneResolver,
} from '../../apps/server/src/test/scanner-hosts.js';
import type { FqdnScan } from '@netlens/core';
import { median } from '@netlens/core/stats';
import { createPgDatabase } from '../pg-database.js';

const FQDNS = Number(process.env.BENCH_FQDNS ?? 1000);
const RANGES = Number(process.env.BENCH_RANGES ?? 10_000);
/** Rounds of baseline-then-scanner per engine; the ratio is the median of the rounds' ratios. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
/** The scanner's throughput against the bare baseline's, at least. */
const GOAL = 0.8;
/** Names scanned once, untimed, before each timed run. */
const WARMUP = Math.min(200, FQDNS);
const TREE = '5d3b7f9a-1c2e-4d6f-8a0b-2c4e6a8b0d10';

const work = mkdtempSync(join(tmpdir(), 'netlens-bench-scanner-'));
const names = Array.from({ length: FQDNS }, (_, i) => `h${i}.bench.test`);
const zone = Object.fromEntries(
  names.map((n) => [n, { a: ['127.0.0.1'], aaaa: ['::1'], signed: true, validated: true }]),
);
const certs = makeCertificates(work, { wild: { names: ['*.bench.test'], days: 365 } });
const dns = await startZoneResolver(zone);
const tls = await startTlsHost({ host: '127.0.0.1', port: 0, bySni: { any: certs.leaf('wild') } });
const http = await startTcpHost('127.0.0.1', 0);
const env = {
  FQDN_SCANNER_DNS_SERVERS: `127.0.0.1:${dns.port}`,
  FQDN_SCANNER_TLS_PORT: String(tls.port),
  FQDN_SCANNER_TCP_PORTS: `${tls.port},${http.port}`,
  FQDN_SCANNER_CA_FILE: certs.caFile,
  FQDN_SCANNER_CONCURRENCY: String(CONCURRENCY),
  FQDN_SCANNER_ALLOWED_RANGES: '127.0.0.0/8,::1/128',
  LOG_LEVEL: 'silent',
};

/** Runs `each` over the names, `CONCURRENCY` at a time; FQDNs per minute. */
async function perMinute(each: (name: string) => Promise<unknown>): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < names.length) await each(names[next++]!);
    }),
  );
  return (names.length / (performance.now() - started)) * 60_000;
}

/** The baseline: the scan's network work, bare. */
async function baseline(): Promise<number> {
  const secureContext = createSecureContext({
    ca: readFileSync(certs.caFile, 'utf8'),
    minVersion: 'TLSv1.3',
  });
  const resolver = new Resolver({ timeout: 3000, tries: 1 });
  resolver.setServers([`127.0.0.1:${dns.port}`]);
  const connect = (port: number) =>
    new Promise<void>((resolve, reject) => {
      const s = tcpConnect({ host: '127.0.0.1', port }, () => resolve(void s.destroy()));
      s.once('error', reject);
    });
  const shake = (servername: string) =>
    new Promise<void>((resolve, reject) => {
      const s = tlsConnect({
        host: '127.0.0.1',
        port: tls.port,
        servername,
        secureContext,
      });
      s.once('secureConnect', () => resolve(void s.destroy()));
      s.once('error', reject);
    });
  return perMinute(async (name) => {
    await Promise.all([resolver.resolve4(name), resolver.resolve6(name)]);
    await Promise.all([connect(tls.port), connect(http.port), shake(name)]);
  });
}

/**
 * The scanner on a database of `url` holding the registries, in `ROUNDS` rounds each beside a
 * baseline run just before it; FQDNs per minute of each, round by round.
 */
async function scannerRounds(url: string): Promise<{ scanner: number[]; bare: number[]; failed: number }> {
  const config = loadConfig({ ...env, DATABASE_URL: url });
  const db = createDb(config.database);
  try {
    await migrateToLatest(db);
    await importServiceTreeCsv(db, `id,name,devOwner,pmOwner\n${TREE},Bench,,\n`);
    // Many small IPAM ranges (10.x /28s) and the loopback ranges the names resolve to.
    const ranges = Array.from(
      { length: RANGES },
      (_, i) => `10.${(i >> 12) & 255}.${(i >> 4) & 255}.${(i & 15) << 4}/28`,
    );
    await importIpRangesCsv(db, 'IPAM', `cidr,tags\n${[...ranges, '127.0.0.0/8', '::1/128'].join('\n')}\n`);
    await importIpRangesCsv(db, 'ARIN', 'cidr\n127.0.0.0/8\n::1/128\n');
    await importIpRangesCsv(db, 'BYOIP', 'cidr\n127.0.0.0/8\n::1/128\n');
    const run = (list: string[], onScan?: (scan: FqdnScan) => void) =>
      // New dependencies for each run, as the job makes them: each run reads the registries itself.
      scanMany(
        list.map((name) => ({ name, serviceTreeId: TREE })),
        scannerDeps(db, config.fqdnScanner),
        { ...scanOptions(config.fqdnScanner), concurrency: config.fqdnScanner.concurrency, onScan },
      );
    // Warmed up first, as the baseline is by its own earlier run: the first scans in a process
    // pay for compiling the scanner's code, which a scheduled job pays once, not per run.
    await run(names.slice(0, WARMUP));
    const result = { scanner: [] as number[], bare: [] as number[], failed: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      result.bare.push(await baseline());
      const started = performance.now();
      await run(names, (scan) => void (result.failed += scan.dailyTestStatus === 'Failed' ? 1 : 0));
      result.scanner.push((names.length / (performance.now() - started)) * 60_000);
    }
    return result;
  } finally {
    await db.destroy();
  }
}

const fmt = (n: number) => Math.round(n).toLocaleString('en');
console.log(
  `FQDN scanner: ${FQDNS} FQDNs, concurrency ${CONCURRENCY}, ${RANGES} IPAM ranges, ${ROUNDS} rounds; load ${loadavg()[0]!.toFixed(2)}`,
);
try {
  await baseline(); // warms the baseline's own path up
  const pg = await createPgDatabase();
  const databases: [string, string | null][] = [
    ['SQLite', `sqlite:${join(work, 'bench.db')}`],
    ['PostgreSQL', 'url' in pg ? pg.url : null],
  ];
  for (const [label, url] of databases) {
    if (!url) {
      console.log('skipped' in pg ? pg.skipped : '');
      continue;
    }
    const result = await scannerRounds(url);
    const ratios = result.scanner.map((x, i) => x / result.bare[i]!);
    const ratio = median(ratios);
    console.log(
      `${label}: scanner median ${fmt(median(result.scanner))} FQDNs/min (${result.failed} failed scans), ` +
        `baseline median ${fmt(median(result.bare))} FQDNs/min; ratio per round ` +
        `${ratios.map((r) => r.toFixed(2)).join(', ')} → median ${ratio.toFixed(2)} ` +
        `(goal ≥ ${GOAL}: ${ratio >= GOAL ? 'met' : 'NOT met'})`,
    );
  }
  if ('drop' in pg) await pg.drop();
} finally {
  await Promise.all([dns.close(), tls.close(), http.close()]);
  rmSync(work, { recursive: true, force: true });
}
