import {
  endpoints,
  type CopilotTestReport,
  type CopilotTestResult,
  type CopilotWorkloadDomains,
} from '@netlens/core';
import { api } from '../../lib/api';

/** The domains the Copilot test checks. */
export function fetchCopilotDomains(signal?: AbortSignal): Promise<CopilotWorkloadDomains> {
  return api.call(endpoints.CopilotWorkloadDomains, { signal });
}

/** Stores a finished run's result; answers the stored report. */
export function postCopilotReport(
  result: CopilotTestResult,
  signal?: AbortSignal,
): Promise<CopilotTestReport> {
  return api.call(endpoints.GenerateCopilotTestReport, { body: result, signal });
}

/** A stored Copilot result by run id. */
export function readCopilotReport(runId: string, signal?: AbortSignal): Promise<CopilotTestReport> {
  return api.call(endpoints.ReadCopilotTestReport, { params: { runId }, signal });
}
