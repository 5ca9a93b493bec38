import { describe, expect, it } from 'vitest';
import { isReservedAsn, subnetTooBroad } from './claims.js';
import { solutionIssues } from './rules.js';

describe('what a solution may claim', () => {
  it('bounds subnets per family: IPv4 /8, IPv6 /19, default routes included', () => {
    expect(subnetTooBroad('0.0.0.0/0')).toEqual({ family: 'IPv4', bound: 8 });
    expect(subnetTooBroad('4.0.0.0/7')).toEqual({ family: 'IPv4', bound: 8 });
    expect(subnetTooBroad('4.0.0.0/8')).toBeNull();
    expect(subnetTooBroad('::/0')).toEqual({ family: 'IPv6', bound: 19 });
    expect(subnetTooBroad('2001::/18')).toEqual({ family: 'IPv6', bound: 19 });
    expect(subnetTooBroad('2003::/19')).toBeNull();
  });

  it('knows the reserved, private-use and documentation AS numbers', () => {
    for (const n of [
      0, 23456, 64496, 64511, 64512, 65534, 65535, 65536, 65551, 100000, 131071, 4200000000, 4294967295,
    ])
      expect(isReservedAsn(n), String(n)).toBe(true);
    for (const n of [1, 8075, 15169, 23455, 64495, 131072, 4199999999])
      expect(isReservedAsn(n), String(n)).toBe(false);
  });

  it('names each refused entry with its reason and bound', () => {
    const issues = solutionIssues({
      asns: ['AS0', '8075', '64512', 'AS8075'],
      subnets: ['0.0.0.0/0', '20.33.0.0/16', '::/0', '20.33.0.0/16'],
    });
    expect(issues).toEqual([
      { path: 'asns[0]', value: 'AS0', reason: 'reservedAsn' },
      { path: 'asns[2]', value: '64512', reason: 'reservedAsn' },
      { path: 'asns[3]', value: 'AS8075', reason: 'duplicate' },
      { path: 'subnets[0]', value: '0.0.0.0/0', reason: 'tooBroad', params: { family: 'IPv4', bound: 8 } },
      { path: 'subnets[2]', value: '::/0', reason: 'tooBroad', params: { family: 'IPv6', bound: 19 } },
      { path: 'subnets[3]', value: '20.33.0.0/16', reason: 'duplicate' },
    ]);
  });
});
