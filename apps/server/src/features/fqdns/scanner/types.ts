import {
  englishText,
  listParam,
  localized,
  phrase,
  type LocalizedMessage,
  type MessagePart,
} from '@netlens/core';
import type {
  IpRangeSource,
  ScannerTestName,
  ScannerTestResult,
  ScannerTestStatus,
  ServiceTreeLifecycle,
} from '@netlens/core';
import type { AddressGuard } from '../../../net/address-guard.js';
import type { DnsClient } from './dns.js';

/** An imported IP range (IPAM, ARIN or BYOIP) that contains a scanned address. */
export interface RangeMatch {
  address: string;
  source: IpRangeSource;
  cidr: string;
  owner: string;
  tags: string[];
}

/** The operator-imported registries, as functions so the engine is tested without a database. */
export interface ScannerRegistries {
  /** The ranges containing each of `addresses`, and how many ranges each registry holds. */
  ipRanges(
    addresses: readonly string[],
  ): Promise<{ imported: Record<IpRangeSource, number>; matches: RangeMatch[] }>;
  /** The service-tree entry `id`, or null when the registry has none. */
  serviceTreeEntry(id: string): Promise<{ id: string; name: string; lifecycle: ServiceTreeLifecycle } | null>;
}

/**
 * What a scan uses: DNS, the registries, the CAs it trusts (Node's bundled store when absent), the
 * addresses it may connect to (public ones only when absent), a clock.
 */
export interface ScannerDeps {
  dns: DnsClient;
  registries: ScannerRegistries;
  ca?: string[];
  guard?: AddressGuard;
  now?: () => Date;
}

/** How a scan runs: the FQDN's service-tree entry, the ports, the time-outs, the certificate warning. */
export interface ScanOptions {
  serviceTreeId?: string | null;
  /** The port of the TLS handshakes (443). */
  tlsPort: number;
  /** The ports the TCP connectivity test connects to (443 and 80). */
  tcpPorts: readonly number[];
  /** Bound of each TCP connect and TLS handshake. */
  connectTimeoutMs: number;
  /** A certificate expiring within this many days is a warning. */
  certWarningDays: number;
}

/** A test's verdict before its timing is added: its reason in English and as a message of the tables. */
export interface Verdict {
  status: ScannerTestStatus;
  message: string;
  localized: LocalizedMessage;
}

/** A verdict whose reason is the phrase `fqdns.verdicts.{name}` with `params`. */
const verdict =
  (status: ScannerTestStatus) =>
  (name: string, params?: LocalizedMessage['params']): Verdict => {
    const msg = localized(`fqdns.verdicts.${name}`, params);
    return { status, message: englishText(msg), localized: msg };
  };
export const pass = verdict('Pass');
export const warning = verdict('Warning');
export const failed = verdict('Failed');

/** A phrase of the verdicts as a value of another (a list of one, each page showing its own words). */
export const verdictPhrase = (name: string, params?: MessagePart['params']) =>
  listParam([phrase(`fqdns.verdicts.${name}`, params)]);

/** A test's result: its verdict timed from `started` (epoch ms) to `ended`. */
export function timed(
  testName: ScannerTestName,
  v: Verdict,
  started: number,
  ended: number,
): ScannerTestResult {
  return {
    testName,
    status: v.status,
    message: v.message,
    localized: v.localized,
    testedAt: new Date(started).toISOString(),
    durationMs: Math.max(0, Math.round(ended - started)),
  };
}
