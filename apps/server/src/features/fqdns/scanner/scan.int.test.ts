import type { Socket } from 'node:dgram';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FqdnScanSchema, type FqdnScan, type ScannerTestName } from '@netlens/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSocket, signInDomainLensRoles, startSilentServer } from '../../../test/domainlens-fixtures.js';
import { startTestApp, testDatabases, type TestApp } from '../../../test/harness.js';
import {
  makeCertificates,
  startTcpHost,
  startTlsHost,
  startZoneResolver,
  type Listener,
} from '../../../test/scanner-hosts.js';
import {
  createDnsClient,
  fqdnScanJob,
  scanFqdn,
  scanMany,
  scannerDeps,
  scanOptions,
  type ScanTarget,
} from './index.js';

const kinds = await testDatabases();
const base = '/api/ipurl/api/v1';
const MAIL = '6f1b0c9e-2a7d-4e5b-8c3f-1d9a7b2e4c60';
const OLD = '8a2d4f6b-1c3e-4a5b-9d7f-3e5c7a9b1d20';
const GONE = '1e3c5a7b-9d2f-4b6a-8c1e-5f7d9b3a2c40';

// The zone: names on four loopback addresses. 127.0.0.1 serves TLS 1.3 (certificate by SNI) and
// port 80; 127.0.0.2 only TLS 1.2; nothing listens on 127.0.0.3; 127.0.0.4 accepts and never speaks.
const zone = {
  'good.scan.test': { a: ['127.0.0.1'], aaaa: ['::1'], signed: true, validated: true },
  'alias.scan.test': { cname: 'good.scan.test', validated: true },
  'soon.scan.test': { a: ['127.0.0.1'], signed: true },
  'expired.scan.test': { a: ['127.0.0.1'] },
  'stranger.scan.test': { a: ['127.0.0.1'], signed: true, validated: true },
  'legacy.scan.test': { a: ['127.0.0.2'], signed: true, validated: true },
  'closed.scan.test': { a: ['127.0.0.3'] },
  'silent.scan.test': { a: ['127.0.0.4'] },
  'bogus.scan.test': { a: ['127.0.0.1'], bogus: true },
};

describe.each(kinds)('the FQDN scanner against DNS and TLS hosts on loopback (%s)', (kind) => {
  const dir = mkdtempSync(join(tmpdir(), 'netlens-scanner-'));
  const listeners: Listener[] = [];
  let dns: Awaited<ReturnType<typeof startZoneResolver>>;
  let silentDns: Socket;
  let t: TestApp;
  let imported = () => {};
  const registriesImported = new Promise<void>((resolve) => (imported = resolve));
  const stored: { scan: FqdnScan; target: ScanTarget }[] = [];
  let tlsPort = 0;
  let httpPort = 0;

  beforeAll(async () => {
    const certs = makeCertificates(dir, {
      good: { names: ['good.scan.test', 'legacy.scan.test'], days: 365 },
      soon: { names: ['soon.scan.test'], days: 10 },
      expired: { names: ['expired.scan.test'], days: 0 },
    });
    dns = await startZoneResolver(zone);
    silentDns = await startSilentServer();
    const tls = await startTlsHost({
      host: '127.0.0.1',
      port: 0,
      bySni: {
        'good.scan.test': certs.leaf('good'),
        'soon.scan.test': certs.leaf('soon'),
        'expired.scan.test': certs.leaf('expired'),
      },
    });
    tlsPort = tls.port;
    const http = await startTcpHost('127.0.0.1', 0);
    httpPort = http.port;
    listeners.push(
      tls,
      http,
      await startTlsHost({ host: '::1', port: tlsPort, bySni: { 'good.scan.test': certs.leaf('good') } }),
      await startTcpHost('::1', httpPort),
      await startTlsHost({
        host: '127.0.0.2',
        port: tlsPort,
        bySni: { 'legacy.scan.test': certs.leaf('good') },
        maxVersion: 'TLSv1.2',
      }),
      await startTcpHost('127.0.0.2', httpPort),
      await startTcpHost('127.0.0.4', tlsPort, true),
      await startTcpHost('127.0.0.4', httpPort, true),
    );
    // The engine's job with hooks of its own, beside the inventory's (app.ts): its run at start-up
    // waits for the registries.
    const engineJob = fqdnScanJob({
      targets: async () => {
        await registriesImported;
        return [
          { name: 'good.scan.test', serviceTreeId: MAIL },
          { name: 'closed.scan.test', serviceTreeId: OLD },
        ];
      },
      store: async (db, scan, target) => void stored.push({ scan, target }),
    });
    const job = { ...engineJob, name: 'fqdns.scan.engine' };
    t = await startTestApp(
      kind,
      {
        FQDN_SCANNER_DNS_SERVERS: `127.0.0.1:${dns.port}`,
        FQDN_SCANNER_DNS_TIMEOUT_MS: '2000',
        FQDN_SCANNER_CONNECT_TIMEOUT_MS: '700',
        FQDN_SCANNER_TLS_PORT: String(tlsPort),
        FQDN_SCANNER_TCP_PORTS: `${tlsPort},${httpPort}`,
        FQDN_SCANNER_CA_FILE: certs.caFile,
        // The test hosts are on loopback, which the scanner connects to only when allowed.
        FQDN_SCANNER_ALLOWED_RANGES: '127.0.0.0/8,::1/128',
      },
      (app) => app.jobs.add(job),
    );
    // The registries, imported by the change council through the API.
    const { council } = await signInDomainLensRoles(t);
    const post = (path: string, payload: object) =>
      council.request({ method: 'POST', url: `${base}/${path}`, payload });
    const tree = await post('ServiceTree/save', {
      entries: [
        { id: MAIL, name: 'Mail', devOwner: 'dev@contoso.example', pmOwner: '', lifecycle: 'Production' },
        { id: OLD, name: 'Old mail', devOwner: '', pmOwner: '', lifecycle: 'Retired' },
      ],
    });
    expect(tree.statusCode, tree.body).toBe(200);
    for (const [source, entries] of Object.entries({
      IPAM: [{ cidr: '127.0.0.0/30', tags: ['Exchange'], owner: 'Netlens' }, { cidr: '::1/128' }],
      ARIN: [{ cidr: '127.0.0.0/8', owner: 'Loopback' }, { cidr: '::1/128' }],
      BYOIP: [{ cidr: '127.0.0.0/31' }, { cidr: '::1/128' }],
    })) {
      const res = await post('IpRange/list', { source, entries });
      expect(res.statusCode, res.body).toBe(200);
    }
    imported();
    const listed = await council.get(`${base}/ServiceTree/search?query=old`);
    expect(listed.json()).toEqual([expect.objectContaining({ id: OLD, lifecycle: 'Retired' })]);
  });
  afterAll(async () => {
    for (const l of listeners) await l.close();
    await dns?.close();
    if (silentDns) await closeSocket(silentDns);
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const scan = (name: string, serviceTreeId: string | null = MAIL) =>
    scanFqdn(name, scannerDeps(t.app.db, t.config.fqdnScanner), {
      ...scanOptions(t.config.fqdnScanner),
      serviceTreeId,
    });
  const byTest = (s: FqdnScan) =>
    Object.fromEntries(
      s.results.map((r) => [r.testName, { status: r.status, message: r.message }]),
    ) as Record<ScannerTestName, { status: string; message: string }>;

  it('passes every test of a healthy FQDN, with reasons and timings, and the scan matches the contract', async () => {
    const s = await scan('good.scan.test');
    expect(FqdnScanSchema.parse(s)).toEqual(s);
    const r = byTest(s);
    expect(Object.entries(r).filter(([, v]) => v.status !== 'Pass')).toEqual([]);
    expect(s.dailyTestStatus).toBe('Successed');
    expect(s.addresses).toEqual(['127.0.0.1', '::1']);
    expect(r.DNSSEC.message).toBe("the resolver validated the answer's DNSSEC signatures (AD flag)");
    expect(r.TLS13.message).toMatch(new RegExp(`^TLS 1\\.3 handshake on ${tlsPort} in \\d+ ms$`));
    expect(r.TlsCertificate.message).toMatch(
      /^valid for good\.scan\.test until \d{4}-\d\d-\d\d, issued by CN=Netlens Scanner Test CA/,
    );
    expect(r.TcpConnectivity.message).toMatch(
      new RegExp(`^connected to ${tlsPort} in \\d+ ms and ${httpPort} in \\d+ ms \\(127\\.0\\.0\\.1\\)$`),
    );
    expect(r.IPAM.message).toBe('127.0.0.1 in 127.0.0.0/30 (Netlens; tags Exchange) and ::1 in ::1/128');
    expect(r.BYOIPv6.status).toBe('Pass');
    expect(r.ServiceTreeLifecycle.message).toBe(`service-tree entry Mail (${MAIL}) is in Production`);
    expect(s.results.every((x) => x.durationMs >= 0 && x.durationMs < 5000)).toBe(true);
    expect((await scan('alias.scan.test')).results[0]!.message).toBe(
      'resolves through CNAME good.scan.test to 127.0.0.1, ::1',
    );
  });

  it('warns of a certificate expiring soon, a missing AAAA record and a signed answer nobody validated', async () => {
    const s = await scan('soon.scan.test');
    const r = byTest(s);
    expect(r.TlsCertificate).toEqual({
      status: 'Warning',
      message: expect.stringMatching(/^the certificate expires in 9 days \(\d{4}-\d\d-\d\d\)$/),
    });
    expect(r.IPv6).toEqual({ status: 'Warning', message: 'no AAAA record' });
    expect(r.DNSSEC.status).toBe('Warning');
    expect(r.BYOIPv6).toEqual({ status: 'Warning', message: 'no IPv6 address to check' });
    expect(s.dailyTestStatus).toBe('Successed');
  });

  it('fails an expired certificate, one naming another host, an unsigned zone and a retired service', async () => {
    const expired = byTest(await scan('expired.scan.test', OLD));
    expect(expired.TlsCertificate).toEqual({
      status: 'Failed',
      message: `the certificate expired on ${new Date().toISOString().slice(0, 10)}`,
    });
    expect(expired.DNSSEC).toEqual({
      status: 'Failed',
      message: 'the answer is not signed: no RRSIG record and no AD flag',
    });
    expect(expired.ServiceTreeLifecycle).toEqual({
      status: 'Failed',
      message: `service-tree entry Old mail (${OLD}) is retired`,
    });
    const stranger = byTest(await scan('stranger.scan.test', GONE));
    expect(stranger.TlsCertificate.message).toMatch(/^the certificate does not name stranger\.scan\.test/);
    expect(stranger.ServiceTreeLifecycle.message).toBe(
      `service-tree entry ${GONE} is not in the imported service tree`,
    );
  });

  it('fails TLS 1.3 on a TLS 1.2 server yet judges its certificate, and names refused and silent ports', async () => {
    const legacy = byTest(await scan('legacy.scan.test'));
    expect(legacy.TLS13).toEqual({ status: 'Failed', message: 'the server does not accept TLS 1.3' });
    expect(legacy.TlsCertificate.status).toBe('Pass');
    expect(legacy.BYOIPv4).toEqual({ status: 'Failed', message: '127.0.0.2 is in no BYOIP range' });
    const closed = byTest(await scan('closed.scan.test'));
    expect(closed.TcpConnectivity).toEqual({
      status: 'Failed',
      message: `connect to ${tlsPort} refused; connect to ${httpPort} refused (127.0.0.3)`,
    });
    expect(closed.TLS13).toEqual({ status: 'Failed', message: `connect to ${tlsPort} refused` });
    expect(closed.TlsCertificate.message).toBe(`no certificate: connect to ${tlsPort} refused`);
    const started = Date.now();
    const silent = byTest(await scan('silent.scan.test'));
    expect(Date.now() - started).toBeLessThan(2500);
    expect(silent.TcpConnectivity.status).toBe('Pass');
    expect(silent.TLS13).toEqual({
      status: 'Failed',
      message: `TLS handshake on ${tlsPort} timed out after 700 ms`,
    });
  });

  it('fails a name that does not exist or whose signatures are bogus, and warns when DNS does not answer', async () => {
    const ghost = await scan('ghost.scan.test');
    const g = byTest(ghost);
    expect(g.DnsResolve).toEqual({
      status: 'Failed',
      message: 'does not resolve: the name does not exist (NXDOMAIN)',
    });
    expect(g.IPv4.message).toBe('no A record: the name does not exist (NXDOMAIN)');
    expect(g.TcpConnectivity.message).toBe('no address to connect to: the name does not resolve');
    expect(ghost.dailyTestStatus).toBe('Failed');
    expect(byTest(await scan('bogus.scan.test')).DNSSEC.message).toMatch(/^the resolver answered SERVFAIL/);

    const deps = scannerDeps(t.app.db, t.config.fqdnScanner);
    deps.dns = createDnsClient({ servers: [`127.0.0.1:${silentDns.address().port}`], timeoutMs: 300 });
    const started = Date.now();
    const unanswered = byTest(await scanFqdn('good.scan.test', deps, scanOptions(t.config.fqdnScanner)));
    expect(Date.now() - started).toBeLessThan(2000);
    expect(unanswered.DnsResolve).toEqual({
      status: 'Warning',
      message: 'could not resolve the name: the DNS query timed out after 300 ms',
    });
  });

  it('scans many FQDNs with the configured concurrency', async () => {
    const names = Object.keys(zone);
    const scans = await scanMany(names, scannerDeps(t.app.db, t.config.fqdnScanner), {
      ...scanOptions(t.config.fqdnScanner),
      concurrency: t.config.fqdnScanner.concurrency,
    });
    expect(scans.map((s) => s.domainName)).toEqual(names);
    // Without a service-tree entry the lifecycle test fails, so every scan here fails.
    expect(scans.every((s) => s.dailyTestStatus === 'Failed')).toBe(true);
    // TLS 1.3 is refused by the TLS 1.2 host, times out on the silent one, and has nowhere to go
    // for the closed address and the bogus name (SERVFAIL gives no address).
    const noTls13 = ['legacy.scan.test', 'closed.scan.test', 'silent.scan.test', 'bogus.scan.test'];
    expect(scans.map((s) => byTest(s).TLS13.status)).toEqual(
      names.map((n) => (noTls13.includes(n) ? 'Failed' : 'Pass')),
    );
  });

  it("runs as a scheduled job, storing each scan through the inventory's hook", async () => {
    await t.app.jobs.settled();
    // Scanned at once, so stored in the order they finished.
    stored.sort((x, y) => x.target.name.localeCompare(y.target.name));
    expect(stored.map(({ scan, target }) => [target.name, scan.dailyTestStatus])).toEqual([
      ['closed.scan.test', 'Failed'],
      ['good.scan.test', 'Successed'],
    ]);
    expect(byTest(stored[0]!.scan).ServiceTreeLifecycle.message).toBe(
      `service-tree entry Old mail (${OLD}) is retired`,
    );
  });
});
