import type { ValidationTestResult } from '@netlens/core';
import { lookupName, type DnsLookup, type DnsResolver } from './dns.js';
import { cidrKey, normFqdn, uniq } from './helpers.js';
import type { ChangeValidationInput } from './input.js';

/** DNS lookups of one validation run made at the same time. */
export const DNS_CONCURRENCY = 8;

export interface ValidationDeps {
  resolver: DnsResolver;
  now: Date;
  /** Bound of each DNS query. */
  timeoutMs: number;
}

/** What the change adds and removes: its declared lists and the difference of the two sets. */
export function changeSets(input: ChangeValidationInput) {
  const { proposed, published, change } = input;
  const proposedFqdns = proposed.isDeleted ? [] : uniq(proposed.fqdns.map(normFqdn));
  const proposedCidrs = proposed.isDeleted ? [] : uniq(proposed.cidrs.map((c) => c.trim()));
  const publishedFqdns = new Set((published?.fqdns ?? []).map(normFqdn));
  const publishedCidrs = new Set((published?.cidrs ?? []).map(cidrKey));
  const proposedFqdnSet = new Set(proposedFqdns);
  const proposedCidrSet = new Set(proposedCidrs.map(cidrKey));
  const addedFqdns = uniq([
    ...change.addedFqdns.map((e) => normFqdn(e.value)),
    ...proposedFqdns.filter((f) => !publishedFqdns.has(f)),
  ]);
  const addedCidrs = uniq([
    ...change.addedCidrs.map((e) => e.value.trim()),
    ...proposedCidrs.filter((c) => !publishedCidrs.has(cidrKey(c))),
  ]);
  const removedFqdns = uniq([
    ...change.removedFqdns.map((e) => normFqdn(e.value)),
    ...[...publishedFqdns].filter((f) => !proposedFqdnSet.has(f)),
  ]);
  const removedCidrs = uniq([
    ...change.removedCidrs.map((e) => e.value.trim()),
    ...(published?.cidrs ?? []).map((c) => c.trim()).filter((c) => !proposedCidrSet.has(cidrKey(c))),
  ]);
  return { proposedFqdns, proposedCidrs, addedFqdns, addedCidrs, removedFqdns, removedCidrs };
}

export type ChangeSets = ReturnType<typeof changeSets>;

/** What every test reads: the input, what the change adds and removes, DNS, the time of the run. */
export interface ValidationContext {
  input: ChangeValidationInput;
  sets: ChangeSets;
  lookup: (name: string) => Promise<DnsLookup>;
  now: Date;
}

/** A validation test: one result from the context. */
export type ValidationTest = (ctx: ValidationContext) => ValidationTestResult | Promise<ValidationTestResult>;

/** The context of one run, its DNS lookups shared by the tests. */
export function validationContext(input: ChangeValidationInput, deps: ValidationDeps): ValidationContext {
  return { input, sets: changeSets(input), lookup: dnsLookups(deps), now: deps.now };
}

/** A lookup function with a cache and at most DNS_CONCURRENCY lookups in flight. */
function dnsLookups(deps: ValidationDeps): (name: string) => Promise<DnsLookup> {
  const cache = new Map<string, Promise<DnsLookup>>();
  let active = 0;
  const waiting: (() => void)[] = [];
  const slot = async () => {
    if (active >= DNS_CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
    active += 1;
  };
  const release = () => {
    active -= 1;
    waiting.shift()?.();
  };
  return (name) => {
    const key = normFqdn(name);
    let pending = cache.get(key);
    if (!pending) {
      pending = (async () => {
        await slot();
        try {
          return await lookupName(deps.resolver, key, deps.timeoutMs);
        } finally {
          release();
        }
      })();
      cache.set(key, pending);
    }
    return pending;
  };
}
