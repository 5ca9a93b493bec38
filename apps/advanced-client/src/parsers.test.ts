import { describe, expect, it } from 'vitest';
import { parseArgs, normaliseArgv } from './args.js';
import { resultFileName } from './output.js';
import { exitCodeOf, selectTests, type TestOutcome } from './runner.js';
import { parseNeighbours } from './checks/arp.js';
import { expandPorts, selectChecks } from './checks/connectivity.js';
import { outcomeOf, type EndpointAnswer } from './checks/probeEndpoint.js';
import { parseTraceroute } from './checks/traceroute.js';
import { classify } from './checks/vpn.js';

const answer = (over: Partial<EndpointAnswer>): EndpointAnswer => ({
  httpStatus: 200,
  headers: {},
  issuer: null,
  authorized: true,
  latencyMs: 5,
  errorCode: null,
  error: null,
  ...over,
});
const microsoft = [/\bO=Microsoft Corporation\b/];

describe('endpoint outcomes', () => {
  it('fails on no answer, 407, a proxy-looking 403, and DNS failure', () => {
    const opts = { protocol: 'http' as const, bypassInspection: true, expectedIssuers: microsoft };
    expect(outcomeOf(answer({ httpStatus: null, errorCode: 'ECONNREFUSED' }), opts)).toBe('Failed');
    expect(outcomeOf(answer({ httpStatus: null, errorCode: 'ENOTFOUND' }), opts)).toBe('DnsFailed');
    expect(outcomeOf(answer({ httpStatus: 407 }), opts)).toBe('ProxyAuthenticationRequired');
    expect(outcomeOf(answer({ httpStatus: 403, headers: { via: '1.1 squid' } }), opts)).toBe('Failed');
    expect(outcomeOf(answer({ httpStatus: 403 }), opts)).toBe('Successful');
  });

  it('calls a foreign issuer on an Optimize endpoint TLS inspection, not on a Default one', () => {
    const https = { protocol: 'https' as const, expectedIssuers: microsoft };
    const foreign = answer({ issuer: 'CN=Corp Inspection CA, O=Corp', authorized: false });
    expect(outcomeOf(foreign, { ...https, bypassInspection: true })).toBe('SslBreak');
    expect(outcomeOf(foreign, { ...https, bypassInspection: false })).toBe('Successful');
    const own = answer({ issuer: 'CN=Microsoft TLS RSA CA 02, O=Microsoft Corporation, C=US' });
    expect(outcomeOf(own, { ...https, bypassInspection: true })).toBe('Successful');
    expect(outcomeOf({ ...own, authorized: false }, { ...https, bypassInspection: true })).toBe(
      'InvalidSSLCertificate',
    );
  });

  it('expands ports and checks each required endpoint once', () => {
    expect(expandPorts('80,443')).toEqual([80, 443]);
    expect(expandPorts('3478-3481')).toEqual([3478, 3479, 3480, 3481]);
    const set = {
      id: 1,
      serviceArea: 'Exchange' as const,
      urls: ['a.example', '*.b.example'],
      tcpPorts: '80,443',
      category: 'Optimize' as const,
      required: true,
    };
    const { checks } = selectChecks([
      set,
      { ...set, id: 2 },
      { ...set, id: 3, required: false, urls: ['c.example'] },
    ]);
    expect(checks.map((c) => `${c.protocol}://${c.host}:${c.port}`)).toEqual([
      'http://a.example:80',
      'https://a.example:443',
    ]);
  });
});

describe('OS tool output', () => {
  it('reads traceroute and tracert hops, timeouts included', () => {
    const linux =
      'traceroute to 10.0.2.2 (10.0.2.2), 20 hops max\n 1  10.0.1.1  0.321 ms\n 2  *\n 3  10.0.2.2  1.204 ms\n';
    expect(parseTraceroute(linux)).toEqual([
      { hop: 1, address: '10.0.1.1', rttMs: 0.321, asn: null },
      { hop: 2, address: null, rttMs: null, asn: null },
      { hop: 3, address: '10.0.2.2', rttMs: 1.204, asn: null },
    ]);
    const win =
      'Tracing route to 10.0.2.2\n\n  1    <1 ms    <1 ms    <1 ms  10.0.1.1\n  2     3 ms     2 ms     2 ms  10.0.2.2\n';
    expect(parseTraceroute(win).map((h) => [h.hop, h.address, h.rttMs])).toEqual([
      [1, '10.0.1.1', 1],
      [2, '10.0.2.2', 3],
    ]);
  });

  it('reads ip neigh and arp -a, skipping failed entries', () => {
    const ipNeigh = '10.0.0.1 dev eth0 lladdr 02:00:00:00:00:01 REACHABLE\n10.0.0.9 dev eth0  FAILED\n';
    expect(parseNeighbours(ipNeigh)).toEqual([{ ip: '10.0.0.1', mac: '02:00:00:00:00:01' }]);
    const arp =
      '? (192.168.1.1) at a:b:c:d:e:f on en0 ifscope [ethernet]\n  192.168.1.2          00-11-22-33-44-55     dynamic\n';
    expect(parseNeighbours(arp)).toEqual([
      { ip: '192.168.1.1', mac: '0a:0b:0c:0d:0e:0f' },
      { ip: '192.168.1.2', mac: '00:11:22:33:44:55' },
    ]);
  });

  it('classifies workload routes by the interfaces they leave through', () => {
    const vpn = new Set(['tun0']);
    expect(classify(['eth0', 'eth0'], vpn)).toBe('splitOut');
    expect(classify(['tun0'], vpn)).toBe('tunneled');
    expect(classify(['tun0', 'eth0'], vpn)).toBe('selective');
    expect(classify([null], vpn)).toBe('unknown');
  });
});

describe('the run', () => {
  it('names the results file as the public tool does', () => {
    expect(resultFileName(new Date(2026, 0, 5, 7, 8, 9))).toBe(
      'connectivity_test_result_2026-01-05-07-08-09.json',
    );
  });

  it('selects tests by their public names and refuses unknown ones', () => {
    expect(selectTests('all')).toHaveLength(12);
    expect(selectTests('skype,connectivity')).toEqual(['Connectivity', 'Skype']);
    expect(() => selectTests('skype,bogus')).toThrow(/unknown test bogus/);
  });

  it('exits 0 when all pass, 1 on insights, 2 when a test or the upload failed', () => {
    const o = (verdict: TestOutcome['verdict']) => ({ verdict }) as TestOutcome;
    expect(exitCodeOf([o('favourable'), o('info')])).toBe(0);
    expect(exitCodeOf([o('favourable'), o('insight')])).toBe(1);
    expect(exitCodeOf([o('insight'), o('failed')])).toBe(2);
    expect(exitCodeOf([o('favourable')], true)).toBe(2);
  });

  it("accepts the public tool's single-dash flags and checks run, token and server", () => {
    expect(normaliseArgv(['-testlist', 'skype', '-x'])).toEqual(['--testlist', 'skype', '-x']);
    const o = parseArgs(['--server', 'http://h:8080/gcc', '-testlist', 'skype', '--proxy', 'me', 'pw'], '1');
    expect(o).toMatchObject({
      server: 'http://h:8080/gcc/',
      testlist: 'skype',
      proxy: { user: 'me', password: 'pw' },
      run: null,
    });
    expect(() => parseArgs(['--server', 'ftp://h/'], '1')).toThrow(/--server/);
    expect(() => parseArgs(['--server', 'http://h/', '--run', 'x'], '1')).toThrow(/--run and --token/);
    expect(() => parseArgs(['--server', 'http://h/', '--run', 'x', '--token', 'y'], '1')).toThrow(
      /--run: a run id/,
    );
  });
});
