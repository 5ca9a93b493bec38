import {
  AppError,
  CopilotTestReportSchema,
  copilotVerdict,
  type CopilotTestReport,
  type CopilotTestResult,
} from '@netlens/core';
import { z } from 'zod';
import type { Db } from '../../db/index.js';
import { findCopilotReport, insertCopilotReport } from './repo.js';

/**
 * Stores a posted Copilot result. The egress address is the one the server saw, never the one
 * the browser claims. A run id already stored is a conflict and leaves the stored result as it was.
 */
export async function storeCopilotReport(
  db: Db,
  result: CopilotTestResult,
  clientIp: string,
  now = new Date(),
): Promise<CopilotTestReport> {
  const report: CopilotTestReport = { ...result, egressIP: clientIp, receivedAt: now.toISOString() };
  const inserted = await insertCopilotReport(db, {
    run_id: report.runId,
    received_at: report.receivedAt,
    created_on: report.createdOn,
    city: report.city,
    country: report.country,
    egress_ip: report.egressIP,
    passed: copilotVerdict(report).ok ? 1 : 0,
    result: JSON.stringify(report),
  });
  if (!inserted) throw new AppError('COPILOT_RUN_EXISTS');
  return report;
}

/** A stored result by run id: COPILOT_RUN_ID_INVALID for a malformed id, else NOT_FOUND if unknown. */
export async function readCopilotReport(db: Db, runId: string): Promise<CopilotTestReport> {
  if (!z.uuid().safeParse(runId).success)
    throw new AppError('COPILOT_RUN_ID_INVALID', {
      details: [{ path: 'params.runId', message: 'a run id (UUID)' }],
    });
  const row = await findCopilotReport(db, runId);
  if (!row) throw new AppError('COPILOT_RUN_NOT_FOUND');
  return CopilotTestReportSchema.parse(JSON.parse(row.result));
}
