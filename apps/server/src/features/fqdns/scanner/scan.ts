import { isIP } from 'node:net';
import { dailyTestStatus, ScannerTestNameSchema, type FqdnScan, type ScannerTestResult } from '@netlens/core';
import { publicOnly, type AddressGuard } from '../../../net/address-guard.js';
import { addressesOf, addressFamilyCheck, dnssecCheck, resolveCheck } from './dns-checks.js';
import { handshake, type Handshake } from './net.js';
import { lifecycleCheck, rangeCheck } from './registry-checks.js';
import { certificateCheck, nonPublicCheck, tcpCheck, tls13Check } from './tls-checks.js';
import { timed, type ScanOptions, type ScannerDeps, type Verdict } from './types.js';

/** Runs `fn`, returning its value with its start and end (epoch ms). */
async function clocked<T>(fn: () => Promise<T>): Promise<{ value: T; started: number; ended: number }> {
  const started = Date.now();
  const value = await fn();
  return { value, started, ended: Date.now() };
}

/** The TLS 1.3 handshake, and the handshake whose certificate is judged (the same one when it worked). */
async function handshakes(
  name: string,
  address: string | undefined,
  deps: ScannerDeps & { guard: AddressGuard },
  o: ScanOptions,
) {
  if (!address) return { tls13: null, cert: null };
  const shake = (tls13Only: boolean) =>
    clocked(() =>
      handshake({
        address,
        port: o.tlsPort,
        servername: name,
        tls13Only,
        ca: deps.ca,
        timeoutMs: o.connectTimeoutMs,
        guard: deps.guard,
      }),
    );
  const tls13 = await shake(true);
  const refusedVersion = !tls13.value.ok && /does not accept TLS 1\.3/.test(tls13.value.reason);
  const cert = refusedVersion ? await shake(false) : tls13;
  return { tls13, cert };
}

/**
 * Scans one FQDN: looks up its A and AAAA records (DNSSEC OK), connects to its first address the
 * guard allows (IPv4 first; public addresses unless the settings allow more) on each TCP port,
 * shakes hands with TLS 1.3 alone and judges the certificate, and looks its addresses and
 * service-tree entry up in the imported registries. A name resolving to refused addresses only
 * gets no connection, and its connection tests say so. Every test gets a result with its reason
 * and timing; nothing is stored.
 */
export async function scanFqdn(name: string, scanDeps: ScannerDeps, options: ScanOptions): Promise<FqdnScan> {
  const deps = { ...scanDeps, guard: scanDeps.guard ?? publicOnly };
  const now = deps.now ?? (() => new Date());
  const scanStarted = Date.now();
  const [a, aaaa] = await Promise.all([
    clocked(() => deps.dns.query(name, 'A')),
    clocked(() => deps.dns.query(name, 'AAAA')),
  ]);
  const addresses = [...addressesOf(a.value, 'A'), ...addressesOf(aaaa.value, 'AAAA')];
  const connectable = addresses.filter((x) => deps.guard.allows(x));
  const address = connectable.find((x) => isIP(x) === 4) ?? connectable[0];
  const notTested = !address && addresses.length > 0 ? nonPublicCheck(addresses, deps.guard) : null;
  const dnsStarted = Math.min(a.started, aaaa.started);
  const dnsEnded = Math.max(a.ended, aaaa.ended);

  const [tcp, shakes, ranges, lifecycle] = await Promise.all([
    clocked(() => tcpCheck(address, options.tcpPorts, options.connectTimeoutMs, deps.guard)),
    handshakes(name, address, deps, options),
    clocked(() => deps.registries.ipRanges(addresses)),
    clocked(() => lifecycleCheck(deps.registries, options.serviceTreeId)),
  ]);
  const shakeResult = (h: { value: Handshake; started: number; ended: number } | null) => h?.value ?? null;
  const shakeTime = (h: { started: number; ended: number } | null) =>
    h ?? { started: dnsEnded, ended: dnsEnded };
  const range = (v: Verdict) => [v, ranges.started, ranges.ended] as const;

  const byTest: Record<ScannerTestResult['testName'], readonly [Verdict, number, number]> = {
    DnsResolve: [resolveCheck(a.value, aaaa.value), dnsStarted, dnsEnded],
    IPv4: [addressFamilyCheck(a.value, 'A'), a.started, a.ended],
    IPv6: [addressFamilyCheck(aaaa.value, 'AAAA'), aaaa.started, aaaa.ended],
    DNSSEC: [dnssecCheck(a.value, aaaa.value), dnsStarted, dnsEnded],
    TcpConnectivity: [notTested ?? tcp.value, tcp.started, tcp.ended],
    TLS13: [
      notTested ??
        tls13Check(
          address,
          shakeResult(shakes.tls13),
          options.tlsPort,
          shakes.tls13 ? shakes.tls13.ended - shakes.tls13.started : 0,
        ),
      shakeTime(shakes.tls13).started,
      shakeTime(shakes.tls13).ended,
    ],
    TlsCertificate: [
      notTested ?? certificateCheck(name, shakeResult(shakes.cert), now(), options.certWarningDays),
      shakeTime(shakes.cert).started,
      shakeTime(shakes.cert).ended,
    ],
    BYOIPv4: range(rangeCheck('BYOIP', addresses, ranges.value, 4)),
    BYOIPv6: range(rangeCheck('BYOIP', addresses, ranges.value, 6)),
    ARIN: range(rangeCheck('ARIN', addresses, ranges.value)),
    IPAM: range(rangeCheck('IPAM', addresses, ranges.value)),
    ServiceTreeLifecycle: [lifecycle.value, lifecycle.started, lifecycle.ended],
  };
  const results = ScannerTestNameSchema.options.map((test) => {
    const [verdict, started, ended] = byTest[test];
    return timed(test, verdict, started, ended);
  });
  return {
    domainName: name,
    scannedAt: new Date(scanStarted).toISOString(),
    durationMs: Date.now() - scanStarted,
    addresses,
    results,
    dailyTestStatus: dailyTestStatus(results),
  };
}

/** One FQDN to scan: its name and, for the lifecycle test, its service-tree entry. */
export interface ScanTarget {
  name: string;
  serviceTreeId?: string | null;
}

/**
 * Scans many FQDNs, at most `concurrency` at a time, calling `onScan` as each finishes (for the
 * scheduled job to store it). The scans in the order of `targets`; once `signal` aborts, no new
 * scan starts and only the finished ones are returned.
 */
export async function scanMany<T extends ScanTarget = ScanTarget>(
  targets: readonly (string | T)[],
  deps: ScannerDeps,
  options: Omit<ScanOptions, 'serviceTreeId'> & {
    concurrency: number;
    onScan?: (scan: FqdnScan, target: T) => void | Promise<void>;
    signal?: AbortSignal;
  },
): Promise<FqdnScan[]> {
  const list = targets.map((t) => (typeof t === 'string' ? ({ name: t } as T) : t));
  const scans: FqdnScan[] = new Array(list.length);
  let next = 0;
  const worker = async () => {
    while (next < list.length && !options.signal?.aborted) {
      const i = next++;
      const target = list[i]!;
      scans[i] = await scanFqdn(target.name, deps, { ...options, serviceTreeId: target.serviceTreeId });
      await options.onScan?.(scans[i], target);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.concurrency, list.length)) }, worker));
  return scans.filter(Boolean);
}
