import { AppError, scannerInfoUpdate, type FqdnScan, type FqdnTestResult } from '@netlens/core';
import type { Db } from '../../db/index.js';
import * as policy from './policy.js';
import type { CallerFacts } from './policy.js';
import * as repo from './repo.js';
import {
  fqdnScanJob,
  scanFqdn,
  scannerDeps,
  scanOptions,
  type ScanJobHooks,
  type ScannerSettings,
  type ScanTarget,
} from './scanner/index.js';

/** How many FQDNs one scheduled run tests at most (those scanned longest ago); the rest wait a day. */
export const ScanRunLimit = 20_000;

/** A scanned FQDN: the inventory's row id with the scanner's target. */
export type FqdnTarget = ScanTarget & { id: string };

/** The stored per-test results: what `Fqdn/TestResults` answers. */
const storedResults = (scan: FqdnScan): FqdnTestResult[] =>
  scan.results.map(({ testName, status, message, localized, testedAt }) => ({
    testName,
    status,
    message,
    ...(localized ? { localized } : {}),
    testedAt,
  }));

/** Keeps one FQDN's scan: its results, daily status and scanner info, in one statement. */
export const storeScan = (db: Db, scan: FqdnScan, id: string) =>
  repo.storeScan(db, id, {
    testResults: JSON.stringify(storedResults(scan)),
    dailyTestStatus: scan.dailyTestStatus,
    scannedAt: scan.scannedAt,
    latestDetectedDatetime: scannerInfoUpdate(scan, null).latestDetectedDatetime,
  });

/** The inventory's side of the scheduled scan. */
export const fqdnScanHooks: ScanJobHooks<FqdnTarget> = {
  targets: (db) => repo.scanTargets(db, ScanRunLimit),
  store: async (db, scan, target) => void (await storeScan(db, scan, target.id)),
};

/** The scheduled scan of the inventory (FQDN_SCANNER_SCHEDULE), registered in app.ts; none when off. */
export const fqdnInventoryScanJobs = (settings: ScannerSettings) =>
  settings.schedule ? [fqdnScanJob(fqdnScanHooks, settings.schedule)] : [];

/** RunTests: scans one FQDN now (its workload's champion or a connectivity champion) and stores it. */
export async function runTests(
  db: Db,
  f: CallerFacts,
  settings: ScannerSettings,
  id: string,
): Promise<FqdnTestResult[]> {
  const row = await repo.findById(db, id);
  if (!row) throw new AppError('FQDN_NOT_FOUND');
  policy.assertCanRunTests(f, row);
  // A wildcard is no name to resolve: the daily scan skips it, and so does a scan on demand.
  if (row.is_wildcard === 1) throw new AppError('FQDN_WILDCARD_NOT_SCANNED');
  const scan = await scanFqdn(row.domain_name, scannerDeps(db, settings), {
    ...scanOptions(settings),
    serviceTreeId: row.service_tree_id,
  });
  if (!(await storeScan(db, scan, id))) throw new AppError('FQDN_NOT_FOUND');
  return storedResults(scan);
}
