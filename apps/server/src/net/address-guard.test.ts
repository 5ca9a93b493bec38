import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { addressGuard, parseRange, publicOnly, type AddressRange } from './address-guard.js';

const ranges = (...texts: string[]) => texts.map((t) => parseRange(t)!) as AddressRange[];

describe('the address guard', () => {
  it('allows public unicast addresses of both families', () => {
    for (const address of ['8.8.8.8', '13.107.6.152', '1.1.1.1', '2606:4700:4700::1111', '2603:1006::1']) {
      expect(publicOnly.refusal(address), address).toBeNull();
      expect(publicOnly.allows(address), address).toBe(true);
    }
  });

  it('refuses each kind of non-public range, naming it', () => {
    const cases: Record<string, string> = {
      '127.0.0.1': 'a loopback address',
      '127.255.255.254': 'a loopback address',
      '::1': 'a loopback address',
      '10.0.0.1': 'a private address',
      '172.16.5.4': 'a private address',
      '192.168.1.1': 'a private address',
      '100.64.0.1': 'a carrier-grade NAT address',
      '169.254.169.254': 'a link-local address',
      'fe80::1': 'a link-local address',
      'fe80::1%eth0': 'a link-local address',
      '224.0.0.1': 'a multicast address',
      'ff02::1': 'a multicast address',
      '255.255.255.255': 'a broadcast address',
      '0.0.0.0': 'an unspecified address',
      '0.1.2.3': 'an unspecified address',
      '::': 'an unspecified address',
      'fc00::1': 'a unique-local address',
      'fd12:3456::1': 'a unique-local address',
      '192.0.2.1': 'a reserved address',
      '198.51.100.7': 'a reserved address',
      '203.0.113.9': 'a reserved address',
      '240.0.0.1': 'a reserved address',
      '2001:db8::1': 'a reserved address',
      '::7f00:1': 'a reserved address',
      '4000::1': 'a reserved address',
      '64:ff9b:1::a00:1': 'a reserved address',
    };
    for (const [address, what] of Object.entries(cases)) {
      expect(publicOnly.refusal(address), address).toBe(what);
      expect(publicOnly.allows(address), address).toBe(false);
    }
  });

  it('judges IPv4-mapped IPv6 as its IPv4 address, and NAT64, 6to4 and Teredo by the IPv4 they embed', () => {
    expect(publicOnly.refusal('::ffff:127.0.0.1')).toBe('a loopback address');
    expect(publicOnly.refusal('::ffff:7f00:1')).toBe('a loopback address');
    expect(publicOnly.refusal('::ffff:10.0.0.1')).toBe('a private address');
    expect(publicOnly.refusal('::ffff:169.254.169.254')).toBe('a link-local address');
    expect(publicOnly.refusal('::ffff:8.8.8.8')).toBeNull();
    expect(publicOnly.refusal('64:ff9b::a9fe:a9fe')).toBe('a NAT64 address leading to a link-local address');
    expect(publicOnly.refusal('64:ff9b::808:808')).toBeNull();
    expect(publicOnly.refusal('2002:7f00:1::1')).toBe('a 6to4 address leading to a loopback address');
    expect(publicOnly.refusal('2002:808:808::1')).toBeNull();
    // Teredo: server 65.54.227.120; client 10.0.0.1 (stored inverted: f5ff:fffe).
    expect(publicOnly.refusal('2001:0:4136:e378:8000:63bf:f5ff:fffe')).toBe(
      'a Teredo address leading to a private address',
    );
    expect(publicOnly.refusal('2001:0:4136:e378:8000:63bf:f7f7:f7f7')).toBeNull();
  });

  it('refuses anything that is not an IP address written plainly, so no name is looked up', () => {
    for (const text of [
      'localhost',
      'localhost.',
      'example.com',
      '0x7f000001',
      '2130706433',
      '0177.0.0.1',
      '127.1',
      '[::1]',
      '',
    ]) {
      expect(publicOnly.refusal(text), text).toBe('not an IP address');
    }
  });

  it('allows the ranges the operator chose, and only those', () => {
    const guard = addressGuard(ranges('127.0.0.0/8', '::1/128', '10.1.0.0/16'));
    for (const address of ['127.0.0.1', '127.0.0.3', '::1', '::ffff:127.0.0.1', '10.1.2.3', '8.8.8.8']) {
      expect(guard.refusal(address), address).toBeNull();
    }
    expect(guard.refusal('10.2.0.1')).toBe('a private address');
    expect(guard.refusal('169.254.169.254')).toBe('a link-local address');
    expect(guard.refusal('fe80::1')).toBe('a link-local address');
  });

  it('parses CIDR ranges strictly', () => {
    for (const ok of ['10.0.0.0/8', '127.0.0.1/32', 'fd00::/8', '::1/128'])
      expect(parseRange(ok), ok).not.toBeNull();
    for (const bad of [
      '10.0.0.0',
      '10.0.0.0/33',
      '0x0a.0.0.0/8',
      '10.0/8',
      'fd00::/129',
      'fd00::/8/1',
      'x/8',
      '10.0.0.0/ 8',
    ])
      expect(parseRange(bad), bad).toBeNull();
  });

  it('reads FQDN_SCANNER_ALLOWED_RANGES, empty by default, and refuses start-up naming a wrong value', () => {
    expect(loadConfig({}).fqdnScanner.allowedRanges).toEqual([]);
    const allowed = loadConfig({ FQDN_SCANNER_ALLOWED_RANGES: ' 127.0.0.0/8 , ::1/128 ' }).fqdnScanner
      .allowedRanges;
    expect(addressGuard(allowed).allows('127.0.0.2')).toBe(true);
    expect(addressGuard(allowed).allows('::1')).toBe(true);
    expect(addressGuard(allowed).allows('10.0.0.1')).toBe(false);
    expect(() => loadConfig({ FQDN_SCANNER_ALLOWED_RANGES: '127.0.0.0/8,10.0.0.0/33,intranet' })).toThrow(
      /FQDN_SCANNER_ALLOWED_RANGES: .*"10\.0\.0\.0\/33", "intranet"/,
    );
  });
});
