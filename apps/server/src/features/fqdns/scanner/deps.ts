import type { Db } from '../../../db/index.js';
import { addressGuard } from '../../../net/address-guard.js';
import { loadIpRangeLookup, serviceTreeLifecycle } from '../../domainlens/index.js';
import { createDnsClient } from './dns.js';
import type { ScannerSettings } from './settings.js';
import type { ScannerDeps, ScanOptions, ScannerRegistries } from './types.js';

/**
 * The registries as Domain Lens holds them, read as a run's snapshot (make new deps for each run):
 * the IP ranges once, on the first lookup; each service-tree entry once, on its first lookup (a
 * run's many FQDNs share a few entries).
 */
export function databaseRegistries(db: Db): ScannerRegistries {
  let ranges: ReturnType<typeof loadIpRangeLookup> | null = null;
  const entries = new Map<string, ReturnType<typeof serviceTreeLifecycle>>();
  return {
    async ipRanges(addresses) {
      const { imported, lookup } = await (ranges ??= loadIpRangeLookup(db));
      return { imported, matches: lookup(addresses) };
    },
    serviceTreeEntry(id) {
      let entry = entries.get(id);
      if (!entry) {
        entries.set(id, (entry = serviceTreeLifecycle(db, id)));
        entry.catch(() => entries.delete(id)); // a failed read is tried again by the next FQDN
      }
      return entry;
    },
  };
}

/** The scanner's dependencies from its settings and the database. */
export function scannerDeps(db: Db, settings: ScannerSettings): ScannerDeps {
  return {
    dns: createDnsClient({ servers: settings.dnsServers, timeoutMs: settings.dnsTimeoutMs }),
    registries: databaseRegistries(db),
    ca: settings.caPem ? [settings.caPem] : undefined,
    guard: addressGuard(settings.allowedRanges),
  };
}

/** The scan options of the settings (ports, time-outs, the certificate warning). */
export function scanOptions(settings: ScannerSettings): Omit<ScanOptions, 'serviceTreeId'> {
  return {
    tlsPort: settings.tlsPort,
    tcpPorts: settings.tcpPorts,
    connectTimeoutMs: settings.connectTimeoutMs,
    certWarningDays: settings.certWarningDays,
  };
}
