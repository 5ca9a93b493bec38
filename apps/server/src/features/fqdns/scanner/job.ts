import type { FqdnScan } from '@netlens/core';
import type { Db } from '../../../db/index.js';
import type { Job } from '../../../jobs/index.js';
import { scannerDeps, scanOptions } from './deps.js';
import { scanMany, type ScanTarget } from './scan.js';

/** What the scheduled scan needs of the FQDN inventory: the FQDNs to scan, and where a scan goes. */
export interface ScanJobHooks<T extends ScanTarget = ScanTarget> {
  targets: (db: Db) => Promise<T[]>;
  store: (db: Db, scan: FqdnScan, target: T) => Promise<void>;
}

/**
 * The daily scan of every FQDN as a scheduled job (one instance runs it): the scanner's settings
 * from the configuration, the registries read once per run, each scan stored as it finishes; a
 * closing server stops it between scans. The lease spans a day, so a long run is never run twice.
 */
export function fqdnScanJob<T extends ScanTarget>(hooks: ScanJobHooks<T>, schedule = '0 2 * * *'): Job {
  return {
    name: 'fqdns.scan',
    schedule,
    leaseSeconds: 23 * 3600,
    run: async ({ db, config, log, signal }) => {
      const settings = config.fqdnScanner;
      let failed = 0;
      const scans = await scanMany(await hooks.targets(db), scannerDeps(db, settings), {
        ...scanOptions(settings),
        concurrency: settings.concurrency,
        signal,
        onScan: async (scan, target) => {
          if (scan.dailyTestStatus === 'Failed') failed++;
          await hooks.store(db, scan, target);
        },
      });
      log.info({ scanned: scans.length, failed, stopped: signal.aborted }, 'FQDN scan finished');
      return scans.length;
    },
  };
}
