import { endpoints, type GeneratedReport, type Report } from '@netlens/core';
import { api } from '../../lib/api';

/** Loads a report by id (anonymous read; the signed-in read arrives with sign-in). */
export function readReport(id: string, signal?: AbortSignal): Promise<Report> {
  return api.call(endpoints.ReadReport, { params: { id }, signal });
}

/** Posts the url-encoded generate-report form and returns the new report; ApiError on failure. */
export function generateReport(form: URLSearchParams, signal?: AbortSignal): Promise<GeneratedReport> {
  return api.call(endpoints.GenerateTestReport, { body: form, signal });
}
