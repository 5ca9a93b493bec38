import { dailyTestStatus, renderMessage, scannerInfoUpdate, translate } from '@netlens/core';
import type * as dnsPacket from 'dns-packet';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.js';
import type { DnsAnswer, DnsNoAnswer } from './dns.js';
import { addressFamilyCheck, dnssecCheck, resolveCheck } from './dns-checks.js';
import { lifecycleCheck, rangeCheck } from './registry-checks.js';
import { scanMany } from './scan.js';
import { certificateCheck } from './tls-checks.js';
import type { ScannerRegistries } from './types.js';

const answer = (rcode: string, answers: dnsPacket.Answer[], authenticated = false): DnsAnswer => ({
  ok: true,
  rcode,
  authenticated,
  answers,
  server: '192.0.2.53',
});
const a = (data: string): dnsPacket.Answer => ({ type: 'A', name: 'x.test', data });
const aaaa = (data: string): dnsPacket.Answer => ({ type: 'AAAA', name: 'x.test', data });
const sig = { type: 'RRSIG', name: 'x.test', data: {} } as dnsPacket.Answer;
const timedOut: DnsNoAnswer = {
  ok: false,
  failure: 'TimedOut',
  message: 'the DNS query timed out after 3 s',
};

describe('the verdicts in each language', () => {
  it('keep each reason as a message of the string tables, its English text the reason', () => {
    const v = resolveCheck(answer('NXDOMAIN', []), answer('NXDOMAIN', []));
    const text = (lang: 'ja' | 'zh-Hant') =>
      renderMessage(v.localized, (key, params) => translate(lang, key, params), lang);
    expect(v.message).toBe('does not resolve: the name does not exist (NXDOMAIN)');
    expect(text('ja')).toBe('名前解決できません: 名前が存在しません (NXDOMAIN)');
    expect(text('zh-Hant')).toBe('無法解析：該名稱不存在 (NXDOMAIN)');
  });
});

describe('the DNS checks', () => {
  it('passes the address families found, fails a missing A record and warns of a missing AAAA record', () => {
    expect(addressFamilyCheck(answer('NOERROR', [a('192.0.2.1'), a('192.0.2.2')]), 'A')).toMatchObject({
      status: 'Pass',
      message: '2 A records: 192.0.2.1, 192.0.2.2',
    });
    expect(addressFamilyCheck(answer('NOERROR', []), 'A')).toMatchObject({
      status: 'Failed',
      message: 'no A record',
    });
    expect(addressFamilyCheck(answer('NOERROR', []), 'AAAA')).toMatchObject({
      status: 'Warning',
      message: 'no AAAA record',
    });
    expect(addressFamilyCheck(answer('NXDOMAIN', []), 'A').message).toBe(
      'no A record: the name does not exist (NXDOMAIN)',
    );
    expect(addressFamilyCheck(timedOut, 'A')).toMatchObject({
      status: 'Warning',
      message: 'could not look up the A record: the DNS query timed out after 3 s',
    });
  });

  it('resolves through a CNAME, and tells an unanswered lookup from a name that does not resolve', () => {
    const cname = { type: 'CNAME', name: 'x.test', data: 'y.test' } as dnsPacket.Answer;
    expect(
      resolveCheck(answer('NOERROR', [cname, a('192.0.2.1')]), answer('NOERROR', [aaaa('2001:db8::1')])),
    ).toMatchObject({ status: 'Pass', message: 'resolves through CNAME y.test to 192.0.2.1, 2001:db8::1' });
    expect(resolveCheck(answer('NXDOMAIN', []), answer('NXDOMAIN', []))).toMatchObject({
      status: 'Failed',
      message: 'does not resolve: the name does not exist (NXDOMAIN)',
    });
    expect(resolveCheck(timedOut, timedOut).status).toBe('Warning');
  });

  it('judges DNSSEC by the AD flag, the RRSIG records and SERVFAIL', () => {
    const signed = [a('192.0.2.1'), sig];
    expect(dnssecCheck(answer('NOERROR', signed, true), answer('NOERROR', [])).status).toBe('Pass');
    expect(dnssecCheck(answer('NOERROR', signed), answer('NOERROR', [])).message).toMatch(
      /signed \(RRSIG\) but the resolver 192\.0\.2\.53 did not validate it \(no AD flag\)/,
    );
    expect(dnssecCheck(answer('NOERROR', [a('192.0.2.1')]), answer('NOERROR', []))).toMatchObject({
      status: 'Failed',
      message: 'the answer is not signed: no RRSIG record and no AD flag',
    });
    expect(dnssecCheck(answer('SERVFAIL', []), answer('SERVFAIL', [])).message).toMatch(/SERVFAIL/);
  });
});

describe('the certificate and registry checks', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const shake = (validTo: string, chainError: string | null = null) => ({
    ok: true as const,
    protocol: 'TLSv1.3',
    chainError,
    validTo: new Date(validTo),
    subject: 'CN=x.test',
    issuer: 'CN=Test CA',
  });

  it('warns of a certificate expiring within the warning days and fails an expired one', () => {
    expect(certificateCheck('x.test', shake('2026-12-04T13:00:00Z'), now, 30)).toMatchObject({
      status: 'Warning',
      message: 'the certificate expires in 9 days (2026-12-04)',
    });
    expect(certificateCheck('x.test', shake('2027-06-01T00:00:00Z'), now, 30).status).toBe('Pass');
    expect(
      certificateCheck('x.test', shake('2026-11-01T00:00:00Z', 'CERT_HAS_EXPIRED'), now, 30),
    ).toMatchObject({
      status: 'Failed',
      message: 'the certificate expired on 2026-11-01',
    });
  });

  const ranges = {
    imported: { IPAM: 1, ARIN: 1, BYOIP: 0 },
    matches: [
      {
        address: '192.0.2.1',
        source: 'IPAM' as const,
        cidr: '192.0.2.0/24',
        owner: 'Net',
        tags: ['Exchange'],
      },
    ],
  };

  it('finds each address in a registry, and cannot check an empty registry', () => {
    expect(rangeCheck('IPAM', ['192.0.2.1'], ranges)).toMatchObject({
      status: 'Pass',
      message: '192.0.2.1 in 192.0.2.0/24 (Net; tags Exchange)',
    });
    expect(rangeCheck('ARIN', ['192.0.2.1'], ranges)).toMatchObject({
      status: 'Failed',
      message: '192.0.2.1 is in no ARIN allocation',
    });
    expect(rangeCheck('BYOIP', ['192.0.2.1'], ranges, 4)).toMatchObject({
      status: 'Warning',
      message: 'no BYOIP ranges have been imported',
    });
    expect(rangeCheck('BYOIP', ['192.0.2.1'], ranges, 6).message).toBe('no IPv6 address to check');
  });

  it('fails a retired or missing service-tree entry and warns of a deprecated one', async () => {
    const registries = {
      serviceTreeEntry: async (id: string) =>
        id === 'gone' ? null : { id, name: 'Mail', lifecycle: id === 'old' ? 'Retired' : 'Deprecated' },
    } as unknown as ScannerRegistries;
    expect(await lifecycleCheck(registries, 'old')).toMatchObject({
      status: 'Failed',
      message: 'service-tree entry Mail (old) is retired',
    });
    expect((await lifecycleCheck(registries, 'dep')).status).toBe('Warning');
    expect((await lifecycleCheck(registries, 'gone')).message).toMatch(/is not in the imported service tree/);
    expect((await lifecycleCheck(registries, null)).message).toBe(
      'the FQDN has no service-tree entry assigned',
    );
  });
});

describe('the daily status, scanner info and settings', () => {
  it('derives UnTested, Successed and Failed', () => {
    expect(dailyTestStatus(null)).toBe('UnTested');
    expect(dailyTestStatus([{ status: 'Pass' }, { status: 'Warning' }])).toBe('Successed');
    expect(dailyTestStatus([{ status: 'Pass' }, { status: 'Failed' }])).toBe('Failed');
    const scannedAt = '2026-11-25T12:00:00.000Z';
    expect(scannerInfoUpdate({ addresses: ['192.0.2.1'], scannedAt }, null)).toEqual({
      latestDetectedDatetime: scannedAt,
    });
    expect(scannerInfoUpdate({ addresses: [], scannedAt }, '2026-11-01T00:00:00.000Z')).toEqual({
      latestDetectedDatetime: '2026-11-01T00:00:00.000Z',
    });
  });

  it("reads its settings, asking Domain Lens's resolvers unless given its own, and refuses bad values", () => {
    const base = loadConfig({ DOMAINLENS_DNS_SERVERS: '192.0.2.53' }).fqdnScanner;
    expect(base).toMatchObject({
      dnsServers: ['192.0.2.53'],
      tcpPorts: [443, 80],
      tlsPort: 443,
      caPem: null,
      schedule: '0 2 * * *',
    });
    expect(loadConfig({ FQDN_SCANNER_SCHEDULE: 'off' }).fqdnScanner.schedule).toBeNull();
    expect(() => loadConfig({ FQDN_SCANNER_SCHEDULE: 'daily-ish' })).toThrow(/FQDN_SCANNER_SCHEDULE/);
    const own = loadConfig({
      FQDN_SCANNER_DNS_SERVERS: '[2001:db8::53]:5353',
      FQDN_SCANNER_TCP_PORTS: '8443',
    });
    expect(own.fqdnScanner).toMatchObject({ dnsServers: ['[2001:db8::53]:5353'], tcpPorts: [8443] });
    expect(() => loadConfig({ FQDN_SCANNER_TCP_PORTS: '443,http' })).toThrow(/FQDN_SCANNER_TCP_PORTS/);
    expect(() => loadConfig({ FQDN_SCANNER_DNS_SERVERS: 'dns.example' })).toThrow(/FQDN_SCANNER_DNS_SERVERS/);
    expect(() => loadConfig({ FQDN_SCANNER_CA_FILE: '/nonexistent/ca.pem' })).toThrow(/cannot read/);
  });
});

describe('scanMany', () => {
  it('scans every name once, never more than the concurrency at a time, in the order given', async () => {
    let running = 0;
    let most = 0;
    const deps = {
      dns: {
        timeoutMs: 100,
        query: async () => {
          running++;
          most = Math.max(most, running);
          await new Promise((r) => setTimeout(r, 20));
          running--;
          return answer('NXDOMAIN', []);
        },
      },
      registries: {
        ipRanges: async () => ({ imported: { IPAM: 0, ARIN: 0, BYOIP: 0 }, matches: [] }),
        serviceTreeEntry: async () => null,
      },
    };
    const names = Array.from({ length: 9 }, (_, i) => `n${i}.test`);
    const seen: string[] = [];
    const scans = await scanMany(names, deps, {
      concurrency: 3,
      tlsPort: 443,
      tcpPorts: [443],
      connectTimeoutMs: 100,
      certWarningDays: 30,
      onScan: (scan) => void seen.push(scan.domainName),
    });
    expect(scans.map((s) => s.domainName)).toEqual(names);
    expect([...seen].sort()).toEqual(names);
    // Two queries (A and AAAA) per scan, three scans at a time.
    expect(most).toBe(6);
    expect(scans.every((s) => s.dailyTestStatus === 'Failed' && s.results.length === 12)).toBe(true);

    // Aborted (the server closing), it starts no new scan and returns the finished ones.
    const stop = new AbortController();
    const some = await scanMany(names, deps, {
      concurrency: 1,
      tlsPort: 443,
      tcpPorts: [443],
      connectTimeoutMs: 100,
      certWarningDays: 30,
      signal: stop.signal,
      onScan: (scan) => void (scan.domainName === 'n1.test' && stop.abort()),
    });
    expect(some.map((s) => s.domainName)).toEqual(['n0.test', 'n1.test']);
  });
});
