import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { ReportListQuery } from '@netlens/core';
import { callContract, contractQuery } from '../../lib/contractApi';
import { invalidateEndpoints } from '../../lib/queryKey';

/** After a change to the history: both lists are read again. */
export const invalidateHistory = (client: QueryClient) =>
  invalidateEndpoints(client, 'OwnedReports', 'ReceivedReports');

/** One page of the history (owned or received), kept on screen while the next loads. */
export function useReports(kind: 'owned' | 'received', q: ReportListQuery) {
  const query = { sort: q.sort, order: q.order, page: q.page, pageSize: q.pageSize };
  return useQuery({
    ...(kind === 'owned'
      ? contractQuery('OwnedReports', { query })
      : contractQuery('ReceivedReports', { query })),
    placeholderData: keepPreviousData,
  });
}

/** Deletes an owned report, or removes a received one from the list. */
export function useRemoveReport(kind: 'owned' | 'received') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      callContract(kind === 'owned' ? 'DeleteReport' : 'DeleteReceivedReport', { params: { id } }),
    onSuccess: () => invalidateHistory(client),
  });
}

/** What the caller may do with a report (save, share, public link). */
export function useReportAccess(id: string, enabled: boolean) {
  return useQuery({ ...contractQuery('ReportAccess', { params: { id } }), enabled, retry: false });
}
