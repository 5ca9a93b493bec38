import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../lib/api';
import { readCopilotReport } from './api';

/** A stored Copilot result; a 4xx is final (not retried). */
export function useCopilotReport(runId: string | null) {
  return useQuery({
    queryKey: ['copilotReport', runId],
    queryFn: ({ signal }) => readCopilotReport(runId ?? '', signal),
    enabled: runId !== null,
    staleTime: Infinity,
    retry: (failures, error) =>
      failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  });
}
