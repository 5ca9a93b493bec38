import { describe, expect, it } from 'vitest';
import { addressIn, contains, isHost, overlaps, parseSubnet } from './cidr.js';
import { listParam, localized } from '@netlens/core';
import { englishText, result } from './helpers.js';
import { parsePorts, sharedPorts } from './ports.js';

const s = (text: string) => parseSubnet(text)!;

describe('subnets', () => {
  it('parses IPv4 and IPv6 subnets, bare addresses as single-address subnets, and refuses the rest', () => {
    expect(s('40.96.0.0/13')).toMatchObject({ kind: 'ipv4', bits: 13 });
    expect(s('2603:1006::/40')).toMatchObject({ kind: 'ipv6', bits: 40 });
    expect(isHost(s('40.96.1.1'))).toBe(true);
    expect(isHost(s('2603:1006::1'))).toBe(true);
    expect(s('2603:1006:0::/40').key).toBe(s('2603:1006::/40').key);
    for (const bad of [
      '40.96.0.0/33',
      '2603::/129',
      'contoso.com',
      '',
      '1.2.3/24',
      '0x28.0.0.1/32',
      '40.96.0.0/-1',
    ])
      expect(parseSubnet(bad)).toBeNull();
  });

  it('tells overlap, containment and membership, never across IPv4 and IPv6', () => {
    expect(overlaps(s('40.96.0.0/16'), s('40.96.5.0/24'))).toBe(true);
    expect(overlaps(s('40.96.5.0/24'), s('40.96.0.0/16'))).toBe(true);
    expect(overlaps(s('40.96.0.0/24'), s('40.96.1.0/24'))).toBe(false);
    expect(overlaps(s('0.0.0.0/0'), s('::/0'))).toBe(false);
    expect(contains(s('40.96.0.0/16'), s('40.96.5.0/24'))).toBe(true);
    expect(contains(s('40.96.5.0/24'), s('40.96.0.0/16'))).toBe(false);
    expect(contains(s('2603:1006::/32'), s('2603:1006:10::/48'))).toBe(true);
    expect(addressIn('40.96.5.9', s('40.96.0.0/16'))).toBe(true);
    expect(addressIn('::ffff:40.96.5.9', s('40.96.0.0/16'))).toBe(true);
    expect(addressIn('2603:1007::1', s('2603:1006::/32'))).toBe(false);
    expect(addressIn('not an address', s('40.96.0.0/16'))).toBe(false);
  });
});

describe('ports', () => {
  it('parses ports and ranges, blank as none, and names what is not a port', () => {
    expect(parsePorts('80, 443,3478-3481').ports.map((p) => [p.from, p.to])).toEqual([
      [80, 80],
      [443, 443],
      [3478, 3481],
    ]);
    expect(parsePorts('  ')).toEqual({ ports: [], invalid: [] });
    expect(parsePorts('0,443,65536,90-80,x,80-,').invalid).toEqual(['0', '65536', '90-80', 'x', '80-', '']);
  });

  it('finds the ports two lists share', () => {
    const a = parsePorts('80,443,3478-3481').ports;
    const b = parsePorts('443,3480-3490').ports;
    expect(sharedPorts(a, b)).toEqual(['443', '3480-3481']);
    expect(sharedPorts(a, parsePorts('25').ports)).toEqual([]);
  });
});

describe('reasons', () => {
  const list = (items: string[]) =>
    englishText(localized('domainlens.reasons.MicrosoftOwnership.foreign', { foreign: listParam(items) }));

  it('lists at most ten items, then says how many more', () => {
    expect(list(['a'])).toBe("These subnets are not in the organisation's IP ranges: a.");
    expect(list(['a', 'b', 'c'])).toMatch(/: a, b and c\.$/);
    expect(list(Array.from({ length: 12 }, (_, k) => String(k)))).toMatch(
      /: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9 and 2 more\.$/,
    );
  });

  it('keeps the message beside its English reason, and only the non-empty details', () => {
    const r = result(
      'PortDash',
      'Warning',
      'ranges',
      { ranges: listParam(['TCP 1-2']) },
      { ranges: ['TCP 1-2'], invalid: [] },
    );
    expect(r).toEqual({
      test: 'PortDash',
      severity: 'Warning',
      reason: 'Port ranges need review (list the ports a range stands for where possible): TCP 1-2.',
      message: {
        key: 'domainlens.reasons.PortDash.ranges',
        params: { ranges: { items: ['TCP 1-2'], more: 0 } },
      },
      details: { ranges: ['TCP 1-2'] },
    });
  });
});
