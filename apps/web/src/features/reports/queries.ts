import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReportListQuery } from '@netlens/core';
import { deleteReceivedReport, deleteReport, fetchReportAccess, fetchReports } from './api';

/** One page of the history (owned or received), kept on screen while the next loads. */
export function useReports(kind: 'owned' | 'received', q: ReportListQuery) {
  return useQuery({
    queryKey: ['history', kind, q],
    queryFn: ({ signal }) => fetchReports(kind, q, signal),
    placeholderData: keepPreviousData,
  });
}

/** Deletes an owned report, or removes a received one from the list. */
export function useRemoveReport(kind: 'owned' | 'received') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => (kind === 'owned' ? deleteReport(id) : deleteReceivedReport(id)),
    onSuccess: () => client.invalidateQueries({ queryKey: ['history'] }),
  });
}

/** What the caller may do with a report (save, share, public link). */
export function useReportAccess(id: string, enabled: boolean) {
  return useQuery({
    queryKey: ['reportAccess', id],
    queryFn: ({ signal }) => fetchReportAccess(id, signal),
    enabled,
    retry: false,
  });
}
