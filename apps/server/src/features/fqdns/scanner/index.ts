/**
 * The FQDN scanner's engine: `scanFqdn` tests one FQDN, `scanMany` many with bounded concurrency,
 * `fqdnScanJob` makes the scheduled job of them. It stores nothing: the caller keeps the results,
 * the daily status (`dailyTestStatus` of @netlens/core) and the scanner-info fields
 * (`scannerInfoUpdate`).
 */
export { scanFqdn, scanMany, type ScanTarget } from './scan.js';
export { databaseRegistries, scannerDeps, scanOptions } from './deps.js';
export { fqdnScanJob, type ScanJobHooks } from './job.js';
export { createDnsClient, type DnsClient } from './dns.js';
export type { RangeMatch, ScannerDeps, ScannerRegistries, ScanOptions } from './types.js';
export type { ScannerSettings } from './settings.js';
