import { AppError, ReportIdSchema, ReportSchema, type Report } from '@netlens/core';
import type { Db } from '../../db/index.js';
import { DECOY_ROW } from './decoy.js';
import { presentReport } from './present.js';
import { findReport } from './repo.js';

/** REPORT_ID_INVALID, naming the path parameter, unless `id` has the shape of a report id. */
export function assertReportId(id: string): void {
  const parsed = ReportIdSchema.safeParse(id);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'a report id';
    throw new AppError('REPORT_ID_INVALID', { details: [{ path: 'params.id', message }] });
  }
}

/**
 * A stored report by id. An id of the wrong format is REPORT_ID_INVALID; an unknown one
 * REPORT_NOT_FOUND after the same presentation work as a found one, so that the answer time
 * does not tell which ids exist (ids are 128 random bits besides).
 */
export async function readReport(db: Db, id: string): Promise<Report> {
  assertReportId(id);
  const row = await findReport(db, id);
  const report = presentReport(row ?? DECOY_ROW);
  if (!row) {
    JSON.stringify(ReportSchema.parse(report)); // what the response serializer does for a found one
    throw new AppError('REPORT_NOT_FOUND');
  }
  return report;
}
