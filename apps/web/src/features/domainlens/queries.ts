import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReviewAction, ServiceTreeEntry, UpsertDraftBody } from '@netlens/core';
import { ApiError } from '../../lib/api';
import {
  actOnChange,
  fetchAccess,
  fetchChanges,
  fetchSet,
  fetchSets,
  fetchWorkloads,
  publish,
  saveDraft,
  searchServiceTree,
  lookUpServiceTree,
  type ChangeQuery,
  type SetQuery,
} from './api';

/** Cached query data is kept 1200 seconds (spec 2 §9). */
const gcTime = 1_200_000;

export function useDomainLensAccess() {
  return useQuery({
    queryKey: ['domainlens', 'access'],
    queryFn: ({ signal }) => fetchAccess(signal),
    gcTime,
  });
}

export function useEndpointSets(q: SetQuery, enabled = true) {
  return useQuery({
    queryKey: ['domainlens', 'sets', q],
    queryFn: ({ signal }) => fetchSets(q, signal),
    placeholderData: keepPreviousData,
    enabled,
    gcTime,
  });
}

export function useEndpointSet(internalId: string) {
  return useQuery({
    queryKey: ['domainlens', 'set', internalId],
    // A set never published yet is only its change: null, not an error.
    queryFn: ({ signal }) =>
      fetchSet(internalId, signal).catch((e: unknown) => {
        if (e instanceof ApiError && e.status === 404) return null;
        throw e;
      }),
    retry: false,
    gcTime,
  });
}

export function useChanges(q: ChangeQuery, enabled = true) {
  return useQuery({
    queryKey: ['domainlens', 'changes', q],
    queryFn: ({ signal }) => fetchChanges(q, signal),
    placeholderData: keepPreviousData,
    enabled,
    gcTime,
  });
}

export function useWorkloads() {
  return useQuery({
    queryKey: ['domainlens', 'workloads'],
    queryFn: ({ signal }) => fetchWorkloads(signal),
    gcTime,
  });
}

/** The service-tree registry changes rarely: its answers are kept apart from the lists a save refreshes. */
const serviceTreeKey = 'domainlens-service-tree';

export function useServiceTreeSearch(query: string) {
  return useQuery({
    queryKey: [serviceTreeKey, 'search', query],
    queryFn: ({ signal }) => searchServiceTree(query, signal),
    enabled: query.length > 0,
    staleTime: 60_000,
    gcTime,
  });
}

/** One service-tree entry by id (null when the registry does not know it). */
export function useServiceTreeEntry(id: string) {
  return useQuery({
    queryKey: [serviceTreeKey, 'entry', id.toLowerCase()],
    queryFn: async ({ signal }) => (await lookUpServiceTree([id], signal))[0] ?? null,
    staleTime: 600_000,
    gcTime,
  });
}

/** Keeps an entry picked from a search, so showing it by id asks nothing more. */
export function useRememberServiceTreeEntry() {
  const client = useQueryClient();
  return (e: ServiceTreeEntry) => client.setQueryData([serviceTreeKey, 'entry', e.id.toLowerCase()], e);
}

/** Any change to Domain Lens data: every list and set is read again. */
function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['domainlens'] });
}

export function useSaveDraft() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (body: UpsertDraftBody) => saveDraft(body), onSuccess: refresh });
}

export function useChangeAction() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (a: { action: ReviewAction; id: string; version: number; note: string }) =>
      actOnChange(a.action, { id: a.id, version: a.version, note: a.note }),
    onSuccess: refresh,
  });
}

export function usePublish() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (instance: string) => publish(instance), onSuccess: refresh });
}
