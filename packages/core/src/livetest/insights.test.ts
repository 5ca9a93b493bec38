import { describe, expect, it } from 'vitest';
import { advancedVerdict } from './registry.js';

const skype = {
  relay: 'r:1',
  udpBlocked: false,
  sent: 500,
  received: 500,
  lossShare: 0,
  rttMs: 20,
  jitterMs: 2,
  durationMs: 10_000,
};

describe('advanced verdicts by the documented thresholds', () => {
  it('meetings media: loss ≥ 1 %, RTT ≥ 100 ms, jitter ≥ 30 ms or UDP blocked are insights', () => {
    expect(advancedVerdict('Skype', skype)).toBe('favourable');
    expect(advancedVerdict('Skype', { ...skype, lossShare: 0.01 })).toBe('insight');
    expect(advancedVerdict('Skype', { ...skype, rttMs: 100 })).toBe('insight');
    expect(advancedVerdict('Skype', { ...skype, jitterMs: 30 })).toBe('insight');
    expect(advancedVerdict('Skype', { ...skype, udpBlocked: true, received: 0 })).toBe('insight');
    expect(advancedVerdict('Skype', { ...skype, rttMs: 99.9, jitterMs: 29.9, lossShare: 0.009 })).toBe(
      'favourable',
    );
  });

  it('buffer bloat ≥ 100 ms or a download under 1 MB/s is an insight', () => {
    const r = { idleMs: 10, loadedMs: 50, bloatMs: 40, bytes: 1, downloadMBps: 5 };
    expect(advancedVerdict('BufferBloat', r)).toBe('favourable');
    expect(advancedVerdict('BufferBloat', { ...r, bloatMs: 100 })).toBe('insight');
    expect(advancedVerdict('BufferBloat', { ...r, downloadMBps: 0.9 })).toBe('insight');
  });

  it('a resolver or proxy more than 800 km away is an insight', () => {
    const resolver = {
      queriedName: 'x',
      resolverIp: '8.8.8.8',
      city: null,
      country: null,
      latitude: null,
      longitude: null,
      error: null,
    };
    expect(advancedVerdict('DnsResolver', { ...resolver, distanceKm: 800 })).toBe('favourable');
    expect(advancedVerdict('DnsResolver', { ...resolver, distanceKm: 801 })).toBe('insight');
    expect(advancedVerdict('DnsResolver', { ...resolver, resolverIp: null, distanceKm: null })).toBe(
      'failed',
    );
    expect(
      advancedVerdict('Proxy', { proxies: [{ source: 'environment', url: 'http://p', distanceKm: 900 }] }),
    ).toBe('insight');
  });

  it('connectivity fails on any unsuccessful check; a tunneled workload and an ARP conflict are insights', () => {
    const check = {
      host: 'h',
      port: 443,
      protocol: 'https' as const,
      category: 'Optimize' as const,
      httpStatus: 200,
      issuer: null,
      latencyMs: 1,
      error: null,
    };
    expect(advancedVerdict('Connectivity', { checks: [{ ...check, outcome: 'Successful' }] })).toBe(
      'favourable',
    );
    expect(advancedVerdict('Connectivity', { checks: [{ ...check, outcome: 'SslBreak' }] })).toBe('insight');
    const route = { workload: 'mail' as const, host: 'h', address: null, interface: 'tun0' };
    expect(
      advancedVerdict('Vpn', { vpnInterfaces: ['tun0'], routes: [{ ...route, classification: 'tunneled' }] }),
    ).toBe('insight');
    expect(
      advancedVerdict('Vpn', { vpnInterfaces: ['tun0'], routes: [{ ...route, classification: 'splitOut' }] }),
    ).toBe('favourable');
    expect(
      advancedVerdict('Arp', { gateway: 'g', gatewayMacs: ['a', 'b'], neighbours: 2, conflict: true }),
    ).toBe('insight');
  });

  it('call traceroute failed only when no target gave hops or an estimate', () => {
    const target = { host: 'h', reached: false, hops: [], error: 'traceroute is not installed' };
    const estimate = { port: 443, connectMs: null, hopCount: null, error: 'connect ETIMEDOUT' };
    expect(advancedVerdict('Traceroute', { targets: [target] })).toBe('failed');
    expect(
      advancedVerdict('Traceroute', {
        targets: [{ ...target, estimate }],
        missingTool: { name: 'traceroute', os: 'linux' },
      }),
    ).toBe('info');
    const hop = { hop: 1, address: '10.0.0.1', rttMs: 1, asn: null };
    expect(advancedVerdict('Traceroute', { targets: [{ ...target, hops: [hop], error: null }] })).toBe(
      'info',
    );
  });
});
