import {
  GeneratedReportSchema,
  ReportSchema,
  type ErrorBody,
  type GeneratedReport,
  type Report,
} from '@netlens/core';
import { ApiError, apiGet } from '../../lib/api';
import { withBase } from '../../lib/basePath';
import { log } from '../../lib/telemetry';

const GeneratePath = '/api/AnonymousConnectivityTest/GenerateTestReport';

/** Loads a report by id (anonymous read; the signed-in read arrives with sign-in). */
export function readReport(id: string, signal?: AbortSignal): Promise<Report> {
  return apiGet(`/api/AnonymousConnectivityTest/ReadReport/${encodeURIComponent(id)}`, ReportSchema, signal);
}

function failed(status: number, reason: string, body?: ErrorBody['error'], cause?: unknown): never {
  const error = new ApiError({ method: 'POST', path: withBase(GeneratePath), status, reason }, body, cause);
  log('E00001', error.message, { method: 'POST', path: error.path, status, errorId: error.errorId });
  throw error;
}

/** Posts the url-encoded generate-report form and returns the new report; ApiError on failure. */
export async function generateReport(form: URLSearchParams, signal?: AbortSignal): Promise<GeneratedReport> {
  let response: Response;
  try {
    response = await fetch(withBase(GeneratePath), {
      method: 'POST',
      headers: { accept: 'application/json', 'accept-language': document.documentElement.lang || 'en' },
      body: form,
      credentials: 'same-origin',
      ...(signal ? { signal } : {}),
    });
  } catch (cause) {
    return failed(0, 'the server could not be reached', undefined, cause);
  }
  let data: unknown;
  try {
    data = await response.json();
  } catch (cause) {
    return failed(response.status, 'the answer is not JSON', undefined, cause);
  }
  if (!response.ok) {
    const body = (data as Partial<ErrorBody> | null)?.error;
    return failed(response.status, response.statusText || 'request failed', body);
  }
  const parsed = GeneratedReportSchema.safeParse(data);
  if (!parsed.success)
    return failed(response.status, 'the answer does not match the contract', undefined, parsed.error);
  return parsed.data;
}
