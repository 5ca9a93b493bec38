import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@netlens/core';
import { reportKey } from '../../run/reportKey';
import { readReport } from './api';

/** A report by id; a 404 is final (not retried). */
export function useReport(id: string, enabled: boolean) {
  return useQuery({
    queryKey: reportKey(id),
    queryFn: ({ signal }) => readReport(id, signal),
    enabled,
    staleTime: 60_000,
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status === 404),
  });
}
