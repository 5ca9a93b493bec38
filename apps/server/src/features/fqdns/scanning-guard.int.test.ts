import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Fqdn, FqdnTestResult } from '@netlens/core';
import { startTestApp, testDatabases, type TestApp } from '../../test/harness.js';
import type { Browser } from '../../test/identity-helpers.js';
import { FqdnApi, seedFqdnWorld, type FqdnPerson } from '../../test/fqdns-fixtures.js';
import { startZoneResolver } from '../../test/scanner-hosts.js';

const kinds = await testDatabases();
const DAY = 86_400_000;
const IP_LITERAL = 'An IP address is not an FQDN: list IP addresses as IP subnets.';

// Names answering with internal addresses; only 127.0.0.2 is allowed (FQDN_SCANNER_ALLOWED_RANGES).
const zone = {
  'loopback.guard.test': { a: ['127.0.0.1'] },
  'loopback6.guard.test': { aaaa: ['::1'] },
  'private.guard.test': { a: ['10.0.0.1'] },
  'metadata.guard.test': { a: ['169.254.169.254'] },
  'everything.guard.test': { a: ['127.0.0.1', '10.0.0.1', '169.254.169.254'], aaaa: ['::1'] },
  'mixed.guard.test': { a: ['127.0.0.1', '127.0.0.2'], aaaa: ['::1'] },
};
const notTested: Record<string, string> = {
  'loopback.guard.test': 'a non-public address (127.0.0.1 is a loopback address)',
  'loopback6.guard.test': 'a non-public address (::1 is a loopback address)',
  'private.guard.test': 'a non-public address (10.0.0.1 is a private address)',
  'metadata.guard.test': 'a non-public address (169.254.169.254 is a link-local address)',
  'everything.guard.test':
    'non-public addresses only (127.0.0.1 is a loopback address; 10.0.0.1 is a private address; ' +
    '169.254.169.254 is a link-local address; ::1 is a loopback address)',
};
const connectionTests = ['TcpConnectivity', 'TLS13', 'TlsCertificate'];

/** A TCP listener on `host`:`port` (0: a free one) that counts the connections it is offered. */
async function countingListener(host: string, port: number) {
  let connections = 0;
  const server: Server = createServer((socket) => {
    connections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  return {
    port: (server.address() as { port: number }).port,
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
type Counting = Awaited<ReturnType<typeof countingListener>>;

describe.each(kinds)('the FQDN scanner connects to no internal address (%s)', (kind) => {
  let t: TestApp;
  let b: Record<FqdnPerson, Browser>;
  let dns: Awaited<ReturnType<typeof startZoneResolver>>;
  const listeners: Record<string, Counting[]> = {};
  let ports: number[] = [];
  const ids: Record<string, string> = {};

  const send = (who: FqdnPerson, path: string, payload: object) =>
    b[who].request({ method: 'POST', url: `${FqdnApi}/${path}`, payload });
  const stored = async (id: string) =>
    (await b.author.request({ url: `${FqdnApi}/Fqdn/TestResults?fqdnId=${id}` })).json() as FqdnTestResult[];
  const seen = (host: string) => listeners[host]!.map((l) => l.connections());

  beforeAll(async () => {
    dns = await startZoneResolver(zone);
    // The TLS port and a second TCP port, on every loopback address a name resolves to.
    const first = await countingListener('127.0.0.1', 0);
    const second = await countingListener('127.0.0.1', 0);
    ports = [first.port, second.port];
    listeners['127.0.0.1'] = [first, second];
    for (const host of ['::1', '127.0.0.2'])
      listeners[host] = await Promise.all(ports.map((p) => countingListener(host, p)));
    t = await startTestApp(kind, {
      FQDN_SCANNER_DNS_SERVERS: `127.0.0.1:${dns.port}`,
      FQDN_SCANNER_DNS_TIMEOUT_MS: '2000',
      FQDN_SCANNER_CONNECT_TIMEOUT_MS: '700',
      FQDN_SCANNER_TLS_PORT: String(ports[0]),
      FQDN_SCANNER_TCP_PORTS: ports.join(','),
      FQDN_SCANNER_ALLOWED_RANGES: '127.0.0.2/32',
    });
    await t.app.jobs.settled();
    b = await seedFqdnWorld(t);
    for (const domainName of Object.keys(zone)) {
      const res = await send('champ', 'Fqdn', { domainName, instance: 'Worldwide', workload: 'Exchange' });
      expect(res.statusCode, res.body).toBe(200);
      ids[domainName] = (res.json().fqdn as Fqdn).id;
    }
  });
  afterAll(async () => {
    for (const l of Object.values(listeners).flat()) await l.close();
    await dns?.close();
    await t?.close();
  });

  it('RunTests on names resolving to loopback, private or link-local addresses connects nowhere and says why', async () => {
    for (const [name, why] of Object.entries(notTested)) {
      const started = Date.now();
      const res = await send('champ', 'Fqdn/RunTests', { fqdnId: ids[name] });
      expect(res.statusCode, res.body).toBe(200);
      // Nothing waited for a connect time-out either.
      expect(Date.now() - started, name).toBeLessThan(700);
      const results = res.json() as FqdnTestResult[];
      const connection = results.filter((r) => connectionTests.includes(r.testName));
      expect(
        connection.map((r) => [r.testName, r.status, r.message]),
        name,
      ).toEqual(connectionTests.map((test) => [test, 'Failed', `the name resolves to ${why}; not tested`]));
      expect(results.find((r) => r.testName === 'DnsResolve')?.status, name).toBe('Pass');
      expect(await stored(ids[name]!)).toEqual(results);
    }
    expect([...seen('127.0.0.1'), ...seen('::1'), ...seen('127.0.0.2')]).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('connects only to the allowed address of a name that also resolves to refused ones', async () => {
    const res = await send('council', 'Fqdn/RunTests', { fqdnId: ids['mixed.guard.test'] });
    expect(res.statusCode, res.body).toBe(200);
    const tcp = (res.json() as FqdnTestResult[]).find((r) => r.testName === 'TcpConnectivity')!;
    expect(tcp.status).toBe('Pass');
    expect(tcp.message).toMatch(/\(127\.0\.0\.2\)$/);
    expect(seen('127.0.0.1')).toEqual([0, 0]);
    expect(seen('::1')).toEqual([0, 0]);
    // TCP on both ports, then the TLS handshake (which the plain listener ends) on the first.
    expect(seen('127.0.0.2')).toEqual([2, 1]);
  });

  it('the daily scan stores the same refusals and connects nowhere it may not', async () => {
    const before = [...seen('127.0.0.1'), ...seen('::1')];
    expect(await t.app.jobs.runDue('fqdns.scan', new Date(Date.now() + DAY))).toBe(true);
    for (const [name, why] of Object.entries(notTested)) {
      const tcp = (await stored(ids[name]!)).find((r) => r.testName === 'TcpConnectivity');
      expect(tcp, name).toMatchObject({
        status: 'Failed',
        message: `the name resolves to ${why}; not tested`,
      });
    }
    expect([...seen('127.0.0.1'), ...seen('::1')]).toEqual(before);
  });

  it('refuses an IP address as an FQDN with a message saying so', async () => {
    for (const domainName of [
      '127.0.0.1',
      '169.254.169.254',
      '10.0.0.1',
      '127.1',
      '0x7f.1',
      '::1',
      '[::1]',
      '::ffff:10.0.0.1',
      '[fe80::1]',
    ]) {
      const res = await send('champ', 'Fqdn', { domainName, instance: 'Worldwide', workload: 'Exchange' });
      expect(res.statusCode, domainName).toBe(400);
      expect(res.json().error.details, domainName).toEqual([
        { path: 'body.domainName', message: IP_LITERAL },
      ]);
    }
    for (const domainName of ['localhost', 'localhost.', '0x7f000001']) {
      const res = await send('champ', 'Fqdn', { domainName, instance: 'Worldwide', workload: 'Exchange' });
      expect(res.statusCode, domainName).toBe(400);
    }
  });
});
