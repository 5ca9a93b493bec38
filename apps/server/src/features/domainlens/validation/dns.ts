import { Resolver } from 'node:dns/promises';

/** What the validation tests need of DNS: A and AAAA lookups (a fake in tests). */
export interface DnsResolver {
  resolve4(name: string): Promise<string[]>;
  resolve6(name: string): Promise<string[]>;
}

/**
 * Why a name did not resolve. NXDOMAIN and NoData are answers (the name has no address);
 * the others say nothing about the name (the lookup could not be made).
 */
export type DnsFailure = 'NXDOMAIN' | 'NoData' | 'TimedOut' | 'ServerFailure' | 'Refused' | 'Error';

export type DnsLookup =
  | { ok: true; name: string; addresses: string[] }
  | { ok: false; name: string; failure: DnsFailure; timeoutMs: number; message: string };

/** A lookup that found no address, and why. */
export type FailedLookup = Extract<DnsLookup, { ok: false }>;

/** True when the failure is DNS's answer that the name has no address (not a failed lookup). */
export function isConclusiveFailure(failure: DnsFailure): boolean {
  return failure === 'NXDOMAIN' || failure === 'NoData';
}

/**
 * The default resolver: node's c-ares `Resolver` asking the given servers ("192.0.2.53",
 * "[2001:db8::53]:5353", …; the system's when the list is empty), one try per query bounded by
 * `timeoutMs`. The caller passes the configuration; nothing is read from the environment here.
 */
export function createDnsResolver(opts: { servers: readonly string[]; timeoutMs: number }): DnsResolver {
  const resolver = new Resolver({ timeout: Math.max(1, Math.round(opts.timeoutMs)), tries: 1 });
  if (opts.servers.length > 0) resolver.setServers([...opts.servers]);
  return {
    resolve4: (name) => resolver.resolve4(name),
    resolve6: (name) => resolver.resolve6(name),
  };
}

class LookupTimeout extends Error {
  readonly code = 'ETIMEOUT';
}

function bounded<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new LookupTimeout('timed out')), timeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function failureOf(error: unknown): DnsFailure {
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'ENOTFOUND':
      return 'NXDOMAIN';
    case 'ENODATA':
      return 'NoData';
    case 'ETIMEOUT':
    case 'ECANCELLED':
      return 'TimedOut';
    case 'ESERVFAIL':
      return 'ServerFailure';
    case 'EREFUSED':
    case 'ECONNREFUSED':
      return 'Refused';
    default:
      return 'Error';
  }
}

/** When A and AAAA both fail, the most telling of the two failures. */
const FAILURE_ORDER: readonly DnsFailure[] = [
  'NXDOMAIN',
  'TimedOut',
  'ServerFailure',
  'Refused',
  'Error',
  'NoData',
];

function describe(failure: DnsFailure, timeoutMs: number): string {
  switch (failure) {
    case 'NXDOMAIN':
      return 'NXDOMAIN: the name does not exist';
    case 'NoData':
      return 'no A or AAAA record';
    case 'TimedOut':
      return `timed out after ${timeoutMs} ms`;
    case 'ServerFailure':
      return 'the DNS server failed (SERVFAIL)';
    case 'Refused':
      return 'the DNS server refused the query';
    case 'Error':
      return 'the lookup failed';
  }
}

/**
 * Looks a name up (A and AAAA at once), each query bounded by `timeoutMs` whatever the resolver
 * does, so a lookup never hangs: the addresses, or why the name could not be resolved.
 */
export async function lookupName(resolver: DnsResolver, name: string, timeoutMs: number): Promise<DnsLookup> {
  const [v4, v6] = await Promise.allSettled([
    bounded(
      Promise.resolve().then(() => resolver.resolve4(name)),
      timeoutMs,
    ),
    bounded(
      Promise.resolve().then(() => resolver.resolve6(name)),
      timeoutMs,
    ),
  ]);
  const addresses = [
    ...(v4.status === 'fulfilled' ? v4.value : []),
    ...(v6.status === 'fulfilled' ? v6.value : []),
  ];
  if (addresses.length > 0) return { ok: true, name, addresses };
  const failures = [v4, v6].map((r) => (r.status === 'rejected' ? failureOf(r.reason) : 'NoData'));
  const failure = FAILURE_ORDER.find((f) => failures.includes(f)) ?? 'Error';
  return {
    ok: false,
    name,
    failure,
    timeoutMs,
    message: `could not resolve ${name} (${describe(failure, timeoutMs)})`,
  };
}
