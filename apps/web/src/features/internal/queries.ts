import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AggrLevel, HistoryRange, PartnerStatus } from '@netlens/core';
import {
  fetchHistory,
  fetchLatestAt,
  fetchNpi,
  fetchOutagesSince,
  fetchPartners,
  fetchPnppAccess,
  fetchPendingRequests,
  fetchPlaces,
  fetchStaffSolutions,
  fetchTenants,
  reviewRequest,
  setPartnerStatus,
} from './api';

const key = ['internal'] as const;

/** Every registered provider with its status. */
export const usePartners = () =>
  useQuery({ queryKey: [...key, 'partners'], queryFn: ({ signal }) => fetchPartners(signal) });

/** Every provider's public and contributed solutions. */
export const useStaffSolutions = () =>
  useQuery({ queryKey: [...key, 'solutions'], queryFn: ({ signal }) => fetchStaffSolutions(signal) });

/** Change requests to public solutions waiting for review. */
export const usePendingRequests = () =>
  useQuery({ queryKey: [...key, 'requests'], queryFn: ({ signal }) => fetchPendingRequests(signal) });

/** The caller's accesses and own provider. */
export const usePnppAccess = () =>
  useQuery({ queryKey: [...key, 'access'], queryFn: ({ signal }) => fetchPnppAccess(signal) });

/** Changes a provider's status; the report's lists reload afterwards. */
export function useSetStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; status: PartnerStatus }) => setPartnerStatus(v.id, v.status),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

/** Approves or rejects a change request; the solution and request lists reload afterwards. */
export function useReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; status: 'Approved' | 'Rejected'; note: string }) =>
      reviewRequest(v.id, v.status, v.note),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

/** The latest month of every solution at a level of places. */
export const useLatestAt = (aggrLevel: AggrLevel) =>
  useQuery({
    queryKey: [...key, 'latest', aggrLevel],
    queryFn: ({ signal }) => fetchLatestAt(aggrLevel, signal),
  });

/** Outages of every solution since a day. */
export const useOutagesSince = (startDate: string) =>
  useQuery({
    queryKey: [...key, 'outages', startDate],
    queryFn: ({ signal }) => fetchOutagesSince(startDate, signal),
  });

/** Countries with data (no country given), or the cities of one. */
export const usePlaces = (country: string, enabled = true) =>
  useQuery({
    queryKey: [...key, 'places', country],
    queryFn: ({ signal }) => fetchPlaces(country ? 'City' : 'Country', country || undefined, signal),
    enabled,
  });

/** The monthly provider index of a place ('' for the whole world). */
export const useNpi = (place: { country: string; state: string; city: string }) =>
  useQuery({
    queryKey: [...key, 'npi', place.country, place.state, place.city],
    queryFn: ({ signal }) => fetchNpi(place, signal),
  });

/** The global history of each solution over a range. */
export const useHistories = (ids: readonly string[], range: HistoryRange) =>
  useQueries({
    queries: ids.map((id) => ({
      queryKey: [...key, 'history', id, range.startDate, range.endDate, range.isMonthly],
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchHistory(id, range, signal),
    })),
  });

/** The customer organisations of a solution (none asked: nothing fetched). */
export const useTenants = (solutionId: string) =>
  useQuery({
    queryKey: [...key, 'tenants', solutionId],
    queryFn: ({ signal }) => fetchTenants(solutionId, signal),
    enabled: solutionId !== '',
  });
