import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@netlens/core';
import { reportQuery } from '../../run/reportQuery';

/** A report by id (anonymous read; the signed-in read arrives with sign-in); a 404 is final (not retried). */
export function useReadReport(id: string, enabled: boolean) {
  return useQuery({
    ...reportQuery(id),
    enabled,
    staleTime: 60_000,
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status === 404),
  });
}
