// Test fixtures of Domain Lens's validation tests: a fake DNS resolver and its zone, an endpoint
// set, a change in order adding mail.contoso.com to it, and a run of the tests on such a change.
import type { ValidationTestId } from '@netlens/core';
import type { DnsResolver } from '../features/domainlens/validation/dns.js';
import { runChangeValidation } from '../features/domainlens/validation/engine.js';
import type { ChangeValidationInput, EndpointSetInput } from '../features/domainlens/validation/input.js';
import { emptyChangeDetail } from './domainlens-fixtures.js';

const NOW = new Date('2026-03-01T12:00:00Z');
const LATER = new Date('2026-04-15T00:00:00Z'); // 45 days after NOW

/** A fake resolver: names → addresses; "nx" names give NXDOMAIN, "slow" names never answer. */
function fakeResolver(zone: Record<string, string[]>): DnsResolver {
  const answer = (name: string, v6: boolean) => {
    if (name.startsWith('slow.')) return new Promise<string[]>(() => undefined);
    const addrs = zone[name];
    if (!addrs) return Promise.reject(Object.assign(new Error('nx'), { code: 'ENOTFOUND' }));
    const wanted = addrs.filter((a) => a.includes(':') === v6);
    return wanted.length > 0
      ? Promise.resolve(wanted)
      : Promise.reject(Object.assign(new Error('nodata'), { code: 'ENODATA' }));
  };
  return { resolve4: (n) => answer(n, false), resolve6: (n) => answer(n, true) };
}

const ZONE: Record<string, string[]> = {
  'mail.contoso.com': ['40.96.1.10', '2603:1006::10'],
  'www.files.contoso.com': ['40.96.2.20'],
  'old.contoso.com': ['40.96.1.11'],
  'web.contoso.com': ['40.96.1.12'],
  'far.contoso.com': ['203.0.113.9'],
};

/** A published Allow set of Mail (Exchange) in Worldwide, with one FQDN and two subnets on TCP 443. */
export function set(over: Partial<EndpointSetInput> = {}): EndpointSetInput {
  return {
    id: 'set-1',
    instance: 'Worldwide',
    workload: 'Mail',
    serviceArea: 'Exchange',
    governanceCategory: 'Allow',
    isExpressRoute: false,
    required: true,
    notes: null,
    tcpPorts: '443',
    udpPorts: '',
    fqdns: ['web.contoso.com'],
    cidrs: ['40.96.1.0/24', '2603:1006::/40'],
    memberSetId: null,
    ...over,
  };
}

/** A change adding mail.contoso.com to a published set; everything in order. */
export function input(over: Partial<ChangeValidationInput> = {}): ChangeValidationInput {
  const published = set();
  const proposed = set({ fqdns: ['web.contoso.com', 'mail.contoso.com'] });
  return {
    proposed,
    published,
    change: { ...emptyChangeDetail(), addedFqdns: [{ value: 'mail.contoso.com', effectiveDate: LATER }] },
    otherPublishedSets: [],
    memberSetStatus: null,
    serviceTree: {
      entries: [
        { id: 'st-mail', name: 'Mail transport', isActive: true },
        { id: 'st-old', name: 'Legacy mail', isActive: false },
      ],
      assignments: [
        { endpoint: 'web.contoso.com', serviceTreeId: 'st-mail' },
        { endpoint: 'mail.contoso.com', serviceTreeId: 'st-mail' },
        { endpoint: '40.96.1.0/24', serviceTreeId: 'st-mail' },
        { endpoint: '40.96.2.0/24', serviceTreeId: 'st-mail' },
        { endpoint: '2603:1006::/40', serviceTreeId: 'st-mail' },
      ],
    },
    ipRanges: [
      { source: 'IPAM' as const, cidr: '40.96.0.0/16', tags: ['Exchange', 'ExpressRoute'] },
      { source: 'IPAM' as const, cidr: '2603:1006::/32', tags: ['Exchange'] },
    ],
    ...over,
  };
}

/** The run's dependencies: the fake resolver, NOW, lookups bounded by 50 ms. */
export const deps = { resolver: fakeResolver(ZONE), now: NOW, timeoutMs: 50 };

/** Runs every test on `i`: the results in order, and `by(test)` the result of one. */
export async function run(i: ChangeValidationInput) {
  const results = await runChangeValidation(i, deps);
  const by = (test: ValidationTestId) => results.find((r) => r.test === test)!;
  return { results, by };
}

/** The input with the proposed set changed (and the change's added lists left as they are). */
export const withProposed = (over: Partial<EndpointSetInput>, rest: Partial<ChangeValidationInput> = {}) => {
  const base = input(rest);
  return { ...base, proposed: { ...base.proposed, ...over } };
};
