import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@netlens/core';
import { ApiError } from '../../lib/api';
import { endpointQuery } from '../../lib/endpointQuery';

/** The query of a stored Copilot result (a finished run fills it). */
export const copilotReportQuery = (runId: string) =>
  endpointQuery(endpoints.ReadCopilotTestReport, { params: { runId } });

/** A stored Copilot result; a 4xx is final (not retried). */
export function useReadCopilotTestReport(runId: string | null) {
  return useQuery({
    ...copilotReportQuery(runId ?? ''),
    enabled: runId !== null,
    staleTime: Infinity,
    retry: (failures, error) =>
      failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  });
}
