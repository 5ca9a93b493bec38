import {
  CopilotTestReportSchema,
  CopilotWorkloadDomainsSchema,
  type CopilotTestReport,
  type CopilotTestResult,
  type CopilotWorkloadDomains,
} from '@netlens/core';
import { apiGet, apiRequest } from '../../lib/api';

/** The domains the Copilot test checks. */
export function fetchCopilotDomains(signal?: AbortSignal): Promise<CopilotWorkloadDomains> {
  return apiGet('/api/workloaddomains/copilot', CopilotWorkloadDomainsSchema, signal);
}

/** Stores a finished run's result; answers the stored report. */
export function postCopilotReport(
  result: CopilotTestResult,
  signal?: AbortSignal,
): Promise<CopilotTestReport> {
  return apiRequest('POST', '/api/AnonymousConnectivityTest/GenerateCopilotTestReport', {
    schema: CopilotTestReportSchema,
    body: result,
    ...(signal ? { signal } : {}),
  });
}

/** A stored Copilot result by run id. */
export function readCopilotReport(runId: string, signal?: AbortSignal): Promise<CopilotTestReport> {
  return apiGet(
    `/api/AnonymousConnectivityTest/ReadCopilotTestReport/${encodeURIComponent(runId)}`,
    CopilotTestReportSchema,
    signal,
  );
}
