import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type AggrLevel, type HistoryRange, type PartnerStatus } from '@netlens/core';
import { api } from '../../lib/api';
import { endpointQuery } from '../../lib/endpointQuery';
import { endpointKey, invalidateEndpoints } from '../../lib/queryKey';

/** The internal report's calls (staff with leadership access): the partners feature's staff entries. */

/** Every entry the report reads: a change reloads them all. */
const reportEntries = [
  endpoints.PartnerList,
  endpoints.PartnerSolutionListAll,
  endpoints.PartnerChangeSolutionRequestList,
  endpoints.PnppAccess,
  endpoints.PerformanceLatestPagination,
  endpoints.OutageHistory,
  endpoints.PerformanceGeoWithReport,
  endpoints.PerformanceNpi,
  endpoints.PerformanceHistory,
  endpoints.InternalSolutionTenants,
];

/** Every registered provider with its status. */
export const usePartnerList = () => useQuery(endpointQuery(endpoints.PartnerList));

/** Every provider's public and contributed solutions. */
export const usePartnerSolutionListAll = () => useQuery(endpointQuery(endpoints.PartnerSolutionListAll));

/** Change requests to public solutions waiting for review. */
export const usePartnerChangeSolutionRequestList = () =>
  useQuery(
    endpointQuery(endpoints.PartnerChangeSolutionRequestList, { query: { statuses: ['PendingReview'] } }),
  );

/** The caller's accesses and own provider (the change-request table reads it). */
export const usePnppAccess = () => useQuery(endpointQuery(endpoints.PnppAccess));

/** Changes a provider's status; the report's lists reload afterwards. */
export function usePartnerSetStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; status: PartnerStatus }) =>
      api.call(endpoints.PartnerSetStatus, { params: { id: v.id }, body: { status: v.status } }),
    onSuccess: () => invalidateEndpoints(client, ...reportEntries),
  });
}

/** Approves or rejects a change request; the solution and request lists reload afterwards. */
export function usePartnerChangeSolutionRequestUpdate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: string; status: 'Approved' | 'Rejected'; note: string }) =>
      api.call(endpoints.PartnerChangeSolutionRequestUpdate, { body }),
    onSuccess: () => invalidateEndpoints(client, ...reportEntries),
  });
}

/** Every page of a paged list, following its continuation up to `maxPages` pages. */
async function allPages<T>(
  fetchPage: (continuation: string | undefined) => Promise<{ items: T[]; continuation: string | null }>,
  maxPages = 25,
): Promise<T[]> {
  const items: T[] = [];
  let continuation: string | undefined;
  for (let i = 0; i < maxPages; i++) {
    const page = await fetchPage(continuation);
    items.push(...page.items);
    if (!page.continuation) break;
    continuation = page.continuation;
  }
  return items;
}

/** The latest month of every solution at one level of places (Global: one row a solution), all pages. */
export const usePerformanceLatestPagination = (aggrLevel: AggrLevel) =>
  useQuery({
    queryKey: endpointKey(endpoints.PerformanceLatestPagination, 'all', aggrLevel),
    queryFn: ({ signal }) =>
      allPages((continuation) =>
        api.call(endpoints.PerformanceLatestPagination, {
          query: { aggrLevel, isMonthly: true, orderBy: 'solutionName', top: 200, continuation },
          signal,
        }),
      ),
  });

/** Outages of every solution since a day (`YYYY-MM-DD`), newest first, all pages. */
export const useOutageHistory = (startDate: string) =>
  useQuery({
    queryKey: endpointKey(endpoints.OutageHistory, 'all', startDate),
    queryFn: ({ signal }) =>
      allPages(
        (continuation) =>
          api.call(endpoints.OutageHistory, { query: { startDate, top: 200, continuation }, signal }),
        10,
      ),
  });

/** The places with performance data: countries (no country given), or the cities of one. */
export const usePerformanceGeoWithReport = (country: string, enabled = true) =>
  useQuery({
    ...endpointQuery(endpoints.PerformanceGeoWithReport, {
      query: { aggrLevel: country ? 'City' : 'Country', country: country || undefined },
    }),
    enabled,
  });

/** The monthly provider index of a place ('' for the whole world): its providers ranked. */
export const usePerformanceNpi = (place: { country: string; state: string; city: string }) =>
  useQuery(
    endpointQuery(endpoints.PerformanceNpi, {
      query: {
        country: place.country || undefined,
        state: place.state || undefined,
        city: place.city || undefined,
        isMonthly: true,
        top: 50,
      },
    }),
  );

/** The global history of each solution over a range, daily or monthly. */
export const usePerformanceHistories = (ids: readonly string[], range: HistoryRange) =>
  useQueries({
    queries: ids.map((id) => endpointQuery(endpoints.PerformanceHistory, { params: { id }, query: range })),
  });

/** The customer organisations a solution carries (none asked: nothing fetched). */
export const useInternalSolutionTenants = (solutionId: string) =>
  useQuery({
    ...endpointQuery(endpoints.InternalSolutionTenants, { query: { solutionId } }),
    enabled: solutionId !== '',
  });
