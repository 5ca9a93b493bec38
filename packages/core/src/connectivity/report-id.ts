// Report ids, without schemas (the start page reads them before the contract loads).

/** The id the report page shows until the generated report's real id is known (spec §4). */
export const REPORT_TEMP_ID = 'temp';

/** 128 random bits in base64url: 21 free characters and a last one carrying 2 bits. */
export const ReportIdPattern = /^[A-Za-z0-9_-]{21}[AQgw]$/;

/** Whether a value is a report id. */
export function isReportId(value: unknown): value is string {
  return typeof value === 'string' && ReportIdPattern.test(value);
}
