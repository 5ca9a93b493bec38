/**
 * The FQDN scanner's engine: `scanFqdn` tests one FQDN, `scanMany` many with bounded concurrency
 * (for the scheduled job). It stores nothing: the caller keeps the results, the daily status
 * (`dailyTestStatus` of @netlens/core) and the scanner-info fields (`scannerInfoUpdate`).
 */
export { scanFqdn, scanMany, type ScanTarget } from './scan.js';
export { databaseRegistries, scannerDeps, scanOptions } from './deps.js';
export { createDnsClient, type DnsClient } from './dns.js';
export type { RangeMatch, ScannerDeps, ScannerRegistries, ScanOptions } from './types.js';
export type { ScannerSettings } from './settings.js';
