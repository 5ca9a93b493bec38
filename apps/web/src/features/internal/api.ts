import { endpoints, type AggrLevel, type PartnerStatus } from '@netlens/core';
import { api } from '../../lib/api';

/** The internal report's calls (staff with leadership access): the partners feature's staff entries. */

export const fetchPartners = (signal?: AbortSignal) => api.call(endpoints.PartnerList, { signal });

export const fetchStaffSolutions = (signal?: AbortSignal) =>
  api.call(endpoints.PartnerSolutionListAll, { signal });

export const fetchPendingRequests = (signal?: AbortSignal) =>
  api.call(endpoints.PartnerChangeSolutionRequestList, {
    query: { statuses: ['PendingReview'] },
    signal,
  });

export const setPartnerStatus = (id: string, status: PartnerStatus) =>
  api.call(endpoints.PartnerSetStatus, { params: { id }, body: { status } });

/** The caller's own provider, if any (the change-request table reads it). */
export const fetchPnppAccess = (signal?: AbortSignal) => api.call(endpoints.PnppAccess, { signal });

export const reviewRequest = (id: string, status: 'Approved' | 'Rejected', note: string) =>
  api.call(endpoints.PartnerChangeSolutionRequestUpdate, { body: { id, status, note } });

// Provider performance (the performance feature's calls) and the report's own staff call.

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

/** The latest month of every solution at one level of places (Global: one row a solution). */
export const fetchLatestAt = (aggrLevel: AggrLevel, signal?: AbortSignal) =>
  allPages((continuation) =>
    api.call(endpoints.PerformanceLatestPagination, {
      query: { aggrLevel, isMonthly: true, orderBy: 'solutionName', top: 200, continuation },
      signal,
    }),
  );

/** Outages of every solution since a day (`YYYY-MM-DD`), newest first. */
export const fetchOutagesSince = (startDate: string, signal?: AbortSignal) =>
  allPages(
    (continuation) =>
      api.call(endpoints.OutageHistory, { query: { startDate, top: 200, continuation }, signal }),
    10,
  );

/** The places with performance data at a level (countries, or the cities of a country). */
export const fetchPlaces = (aggrLevel: AggrLevel, country: string | undefined, signal?: AbortSignal) =>
  api.call(endpoints.PerformanceGeoWithReport, { query: { aggrLevel, country }, signal });

/** The monthly provider index of a place: its providers ranked. */
export const fetchNpi = (place: { country: string; state: string; city: string }, signal?: AbortSignal) =>
  api.call(endpoints.PerformanceNpi, {
    query: {
      country: place.country || undefined,
      state: place.state || undefined,
      city: place.city || undefined,
      isMonthly: true,
      top: 50,
    },
    signal,
  });

/** A solution's global history between two days, daily or monthly. */
export const fetchHistory = (
  id: string,
  range: { startDate: string; endDate: string; isMonthly: boolean },
  signal?: AbortSignal,
) => api.call(endpoints.PerformanceHistory, { params: { id }, query: range, signal });

/** The customer organisations a solution carries. */
export const fetchTenants = (solutionId: string, signal?: AbortSignal) =>
  api.call(endpoints.InternalSolutionTenants, { query: { solutionId }, signal });
