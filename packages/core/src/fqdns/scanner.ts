import { z } from '../zod.js';
import { LocalizedMessageSchema } from '../message.js';

/**
 * The FQDN scanner's contract (spec 2 §3, §5): the tests it runs on one FQDN, each test's result
 * and the scan of one FQDN, the daily status derived from it and the scanner-info fields it fills.
 */
export const ScannerTestNameSchema = z.enum([
  'DnsResolve',
  'IPv4',
  'IPv6',
  'DNSSEC',
  'TcpConnectivity',
  'TLS13',
  'TlsCertificate',
  'BYOIPv4',
  'BYOIPv6',
  'ARIN',
  'IPAM',
  'ServiceTreeLifecycle',
]);
export type ScannerTestName = z.infer<typeof ScannerTestNameSchema>;

/** A scanner test's verdict: a Warning does not fail the FQDN's daily status, a Failed does. */
export const ScannerTestStatusSchema = z.enum(['Pass', 'Warning', 'Failed']);
export type ScannerTestStatus = z.infer<typeof ScannerTestStatusSchema>;

/** The daily verdict of an FQDN (spelling as the original service sends it). */
export const ScannerDailyStatusSchema = z.enum(['UnTested', 'Successed', 'Failed']);
export type ScannerDailyStatus = z.infer<typeof ScannerDailyStatusSchema>;

/**
 * One test's result: `message` is the reason, in words a person understands (English), and
 * `localized` the same as a message of the string tables, which pages show in their language
 * (absent from results stored before it was kept).
 */
export const ScannerTestResultSchema = z
  .object({
    testName: ScannerTestNameSchema,
    status: ScannerTestStatusSchema,
    message: z.string().min(1).max(2000),
    localized: LocalizedMessageSchema.optional(),
    /** When the test started (ISO time). */
    testedAt: z.iso.datetime(),
    /** How long it took, in milliseconds. */
    durationMs: z.number().int().min(0),
  })
  .meta({ id: 'FqdnScannerTestResult' });
export type ScannerTestResult = z.infer<typeof ScannerTestResultSchema>;

/** The scan of one FQDN: every test once, in the order of ScannerTestNameSchema. */
export const FqdnScanSchema = z
  .object({
    domainName: z.string().min(1).max(253),
    scannedAt: z.iso.datetime(),
    durationMs: z.number().int().min(0),
    /** The addresses the name resolved to (A, then AAAA). */
    addresses: z.array(z.string()),
    results: z.array(ScannerTestResultSchema).length(ScannerTestNameSchema.options.length),
    dailyTestStatus: ScannerDailyStatusSchema,
  })
  .meta({ id: 'FqdnScan' });
export type FqdnScan = z.infer<typeof FqdnScanSchema>;

/**
 * The scanner-info fields a scan supplies: when the name was last seen live in DNS (kept from the
 * previous value when this scan did not resolve it). The sample count (-1 until samples are
 * counted), component, subcomponent and scope come from the traffic data, not from a scan.
 */
export const ScannerInfoUpdateSchema = z.object({ latestDetectedDatetime: z.string().nullable() });
export type ScannerInfoUpdate = z.infer<typeof ScannerInfoUpdateSchema>;

/** The daily status of an FQDN from its latest scan: no scan → UnTested; any Failed test → Failed. */
export function dailyTestStatus(
  results: readonly Pick<ScannerTestResult, 'status'>[] | null,
): ScannerDailyStatus {
  if (!results || results.length === 0) return 'UnTested';
  return results.some((r) => r.status === 'Failed') ? 'Failed' : 'Successed';
}

/** The scanner-info fields after `scan`, given the stored `latestDetectedDatetime`. */
export function scannerInfoUpdate(
  scan: Pick<FqdnScan, 'addresses' | 'scannedAt'>,
  previous: string | null,
): ScannerInfoUpdate {
  return { latestDetectedDatetime: scan.addresses.length > 0 ? scan.scannedAt : previous };
}
