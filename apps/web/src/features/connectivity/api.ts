import type { GeneratedReport, Report } from '@netlens/core';
import { callContract } from '../../lib/contractApi';

/** Loads a report by id (anonymous read; the signed-in read arrives with sign-in). */
export function readReport(id: string, signal?: AbortSignal): Promise<Report> {
  return callContract('ReadReport', { params: { id }, signal });
}

/** Posts the url-encoded generate-report form and returns the new report; ApiError on failure. */
export function generateReport(form: URLSearchParams, signal?: AbortSignal): Promise<GeneratedReport> {
  return callContract('GenerateTestReport', { body: form, signal });
}
