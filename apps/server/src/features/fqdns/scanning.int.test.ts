import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORBIDDEN } from '../../test/domainlens-people.js';
import type { Fqdn, FqdnTestResult } from '@netlens/core';
import { startTestApp, testDatabases, type TestApp } from '../../test/harness.js';
import type { Browser } from '../../test/identity-helpers.js';
import {
  FqdnApi,
  ServiceTree,
  importFqdns,
  seedFqdnWorld,
  type FqdnPerson,
} from '../../test/fqdns-fixtures.js';
import {
  makeCertificates,
  startTcpHost,
  startTlsHost,
  startZoneResolver,
  type Listener,
} from '../../test/scanner-hosts.js';
import { fqdnScanHooks } from './scanning.js';

const kinds = await testDatabases();
const DAY = 86_400_000;

// good: TLS 1.3 with a valid certificate on 127.0.0.1, signed and validated; closed: nothing listens.
const zone = {
  'good.scan.test': { a: ['127.0.0.1'], signed: true, validated: true },
  'closed.scan.test': { a: ['127.0.0.3'], signed: true, validated: true },
  'gone.scan.test': { a: ['127.0.0.1'], signed: true, validated: true },
};

describe.each(kinds)('the FQDN scanner on the inventory (%s)', (kind) => {
  const dir = mkdtempSync(join(tmpdir(), 'netlens-scanning-'));
  const listeners: Listener[] = [];
  let t: TestApp;
  let b: Record<FqdnPerson, Browser>;
  let tlsPort = 0;
  const ids: Record<string, string> = {};

  const send = (who: FqdnPerson, path: string, payload: object) =>
    b[who].request({ method: 'POST', url: `${FqdnApi}/${path}`, payload });
  const runTests = (who: FqdnPerson, fqdnId: string) => send(who, 'Fqdn/RunTests', { fqdnId });
  const listed = async () => {
    const res = await b.author.request({ url: `${FqdnApi}/Fqdn/List` });
    return new Map((res.json().items as Fqdn[]).map((f) => [f.domainName, f]));
  };
  const stored = async (id: string) =>
    (await b.author.request({ url: `${FqdnApi}/Fqdn/TestResults?fqdnId=${id}` })).json() as FqdnTestResult[];
  const status = (results: FqdnTestResult[], test: string) => results.find((r) => r.testName === test);

  beforeAll(async () => {
    const certs = makeCertificates(dir, { good: { names: ['good.scan.test'], days: 365 } });
    const dns = await startZoneResolver(zone);
    const tls = await startTlsHost({
      host: '127.0.0.1',
      port: 0,
      bySni: { 'good.scan.test': certs.leaf('good') },
    });
    tlsPort = tls.port;
    listeners.push(dns, tls, await startTcpHost('127.0.0.1', 0));
    t = await startTestApp(kind, {
      FQDN_SCANNER_DNS_SERVERS: `127.0.0.1:${dns.port}`,
      FQDN_SCANNER_DNS_TIMEOUT_MS: '2000',
      FQDN_SCANNER_CONNECT_TIMEOUT_MS: '700',
      FQDN_SCANNER_TLS_PORT: String(tlsPort),
      FQDN_SCANNER_TCP_PORTS: String(tlsPort),
      FQDN_SCANNER_CA_FILE: certs.caFile,
      // The test hosts are on loopback, which the scanner connects to only when allowed.
      FQDN_SCANNER_ALLOWED_RANGES: '127.0.0.0/8',
    });
    // The start-up run of the daily scan finds an empty inventory.
    await t.app.jobs.settled();
    b = await seedFqdnWorld(t);
    for (const [source, cidr] of [
      ['IPAM', '127.0.0.0/30'],
      ['ARIN', '127.0.0.0/8'],
      ['BYOIP', '127.0.0.0/31'],
    ]) {
      const res = await send('council', 'IpRange/list', { source, entries: [{ cidr }] });
      expect(res.statusCode, res.body).toBe(200);
    }
    await importFqdns(t, [
      `good.scan.test,Worldwide,Exchange,${ServiceTree.Owned},MVP`,
      `closed.scan.test,Worldwide,Exchange,${ServiceTree.Owned},MVP`,
      `gone.scan.test,Worldwide,Exchange,${ServiceTree.Owned},MVP`,
      `*.scan.test,Worldwide,Exchange,,MVP`,
    ]);
    for (const [name, f] of await listed()) ids[name] = f.id;
    const gone = await b.council.request({
      method: 'PUT',
      url: `${FqdnApi}/Fqdn/UpdateCommonAttributes`,
      payload: { id: ids['gone.scan.test'], isDeprecated: true },
    });
    expect(gone.statusCode, gone.body).toBe(200);
  });
  afterAll(async () => {
    for (const l of listeners) await l.close();
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('the daily scan stores every live FQDN, and leaves deprecated and wildcard ones untested', async () => {
    expect([...(await listed()).values()].map((f) => f.dailyTestStatus)).toEqual(Array(4).fill('UnTested'));
    // The next day's run, taken through the job's lease as a scheduled run is.
    expect(await t.app.jobs.runDue('fqdns.scan', new Date(Date.now() + DAY))).toBe(true);
    const after = await listed();
    expect(Object.fromEntries([...after].map(([name, f]) => [name, f.dailyTestStatus]))).toEqual({
      '*.scan.test': 'UnTested',
      'closed.scan.test': 'Failed',
      'gone.scan.test': 'UnTested',
      'good.scan.test': 'Successed',
    });
    expect(after.get('good.scan.test')!.scannerInfo.latestDetectedDatetime).toMatch(/^\d{4}-\d\d-\d\dT/);
    const closed = await stored(ids['closed.scan.test']!);
    expect(closed).toHaveLength(12);
    expect(status(closed, 'TcpConnectivity')).toMatchObject({
      status: 'Failed',
      message: `connect to ${tlsPort} refused (127.0.0.3)`,
    });
    expect(await stored(ids['gone.scan.test']!)).toEqual([]);
    // The next run takes the FQDN scanned longest ago first.
    const order = (await fqdnScanHooks.targets(t.app.db)).map((x) => x.name);
    expect(order).toHaveLength(2);
    expect(await runTests('champ', ids[order[0]!]!)).toMatchObject({ statusCode: 200 });
    expect((await fqdnScanHooks.targets(t.app.db)).map((x) => x.name)).toEqual([order[1], order[0]]);
  });

  it("RunTests scans one FQDN now for its workload's champion and answers what TestResults and List then show", async () => {
    const before = (await listed()).get('good.scan.test')!.scannerInfo.latestDetectedDatetime!;
    const res = await runTests('champ', ids['good.scan.test']!);
    expect(res.statusCode, res.body).toBe(200);
    const results = res.json() as FqdnTestResult[];
    expect(results.map((r) => r.status).filter((s) => s === 'Failed')).toEqual([]);
    expect(status(results, 'TLS13')?.message).toMatch(
      new RegExp(`^TLS 1\\.3 handshake on ${tlsPort} in \\d+ ms$`),
    );
    expect(status(results, 'IPv6')).toMatchObject({ status: 'Warning', message: 'no AAAA record' });
    expect(await stored(ids['good.scan.test']!)).toEqual(results);
    const good = (await listed()).get('good.scan.test')!;
    expect(good.dailyTestStatus).toBe('Successed');
    expect(good.scannerInfo.latestDetectedDatetime! > before).toBe(true);
  });

  it('RunTests is refused to others, 404 for an unknown FQDN, 409 for a wildcard and 400 naming a bad id', async () => {
    for (const who of ['otherchamp', 'servicechamp', 'author', 'stranger'] as const) {
      const res = await runTests(who, ids['closed.scan.test']!);
      expect(res.statusCode, who).toBe(403);
      expect(res.json().error.message).toBe(FORBIDDEN);
    }
    const council = await runTests('council', ids['closed.scan.test']!);
    expect(council.statusCode, council.body).toBe(200);
    expect(status(council.json(), 'TcpConnectivity')?.status).toBe('Failed');
    expect((await runTests('council', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const wildcard = await runTests('council', ids['*.scan.test']!);
    expect(wildcard.statusCode).toBe(409);
    expect(wildcard.json().error.message).toBe(
      'A wildcard FQDN is not scanned: add and scan a concrete name it covers.',
    );
    const bad = await runTests('council', 'nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('fqdnId');
  });

  it('RunTests is rate-limited, as each call makes real network checks', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 31 && !answers.includes(429); i++)
      answers.push((await runTests('stranger', ids['closed.scan.test']!)).statusCode);
    expect(answers.at(-1)).toBe(429);
    expect(new Set(answers.slice(0, -1))).toEqual(new Set([403]));
    const limited = await runTests('council', ids['closed.scan.test']!);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
