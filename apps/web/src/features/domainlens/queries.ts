import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ReviewActionEndpoints,
  endpoints,
  type ReviewAction,
  type ServiceTreeEntry,
  type UpsertDraftBody,
} from '@netlens/core';
import { ApiError, api } from '../../lib/api';
import { endpointQuery } from '../../lib/endpointQuery';
import { endpointKey, invalidateEndpoints } from '../../lib/queryKey';
import { changeQuery, setQuery, type ChangeQuery, type SetQuery } from './filterQuery';

/** The Domain Lens calls of the web app (packages/core/src/domainlens/endpoints.ts). */

/** Cached query data is kept 1200 seconds (spec 2 §9). */
const gcTime = 1_200_000;

export function useDomainLensAccess() {
  return useQuery({ ...endpointQuery(endpoints.DomainLensAccess), gcTime });
}

export function useListEndpointSets(q: SetQuery, enabled = true) {
  return useQuery({
    ...endpointQuery(endpoints.ListEndpointSets, { query: setQuery(q) }),
    placeholderData: keepPreviousData,
    enabled,
    gcTime,
  });
}

export function useReadEndpointSet(internalId: string) {
  const input = { query: { internalId } };
  return useQuery({
    queryKey: endpointKey(endpoints.ReadEndpointSet, input),
    // A set never published yet is only its change: null, not an error.
    queryFn: ({ signal }) =>
      api.call(endpoints.ReadEndpointSet, { ...input, signal }).catch((e: unknown) => {
        if (e instanceof ApiError && e.status === 404) return null;
        throw e;
      }),
    retry: false,
    gcTime,
  });
}

export function useListEndpointSetChanges(q: ChangeQuery, enabled = true) {
  return useQuery({
    ...endpointQuery(endpoints.ListEndpointSetChanges, { query: changeQuery(q) }),
    placeholderData: keepPreviousData,
    enabled,
    gcTime,
  });
}

export function useListWorkloads() {
  return useQuery({ ...endpointQuery(endpoints.ListWorkloads, { query: {} }), gcTime });
}

/**
 * Service-tree entries whose id, name or owner matches the text (the registry orders them by
 * name). The registry changes rarely: its answers are not among those a save refreshes.
 */
export function useServiceTreeSearch(query: string) {
  return useQuery({
    ...endpointQuery(endpoints.ServiceTreeSearch, { query: { query } }),
    enabled: query.length > 0,
    staleTime: 60_000,
    gcTime,
  });
}

/** The cached service-tree entry of an id (ServiceTreeList leaves out ids the registry does not know). */
const serviceTreeEntryKey = (id: string) => endpointKey(endpoints.ServiceTreeList, 'entry', id.toLowerCase());

/** One service-tree entry by id (null when the registry does not know it). */
export function useServiceTreeEntry(id: string) {
  return useQuery({
    queryKey: serviceTreeEntryKey(id),
    queryFn: async ({ signal }) =>
      (await api.call(endpoints.ServiceTreeList, { body: { ids: [id] }, signal }))[0] ?? null,
    staleTime: 600_000,
    gcTime,
  });
}

/** Keeps an entry picked from a search, so showing it by id asks nothing more. */
export function useRememberServiceTreeEntry() {
  const client = useQueryClient();
  return (e: ServiceTreeEntry) => client.setQueryData(serviceTreeEntryKey(e.id), e);
}

/** Any change to Domain Lens data: every list and set is read again. */
function useRefresh() {
  const client = useQueryClient();
  return () =>
    invalidateEndpoints(
      client,
      endpoints.DomainLensAccess,
      endpoints.ListEndpointSets,
      endpoints.ReadEndpointSet,
      endpoints.ListEndpointSetChanges,
      endpoints.ListWorkloads,
    );
}

export function useUpsertDraft() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: UpsertDraftBody) => api.call(endpoints.UpsertDraft, { body }),
    onSuccess: refresh,
  });
}

/** One workflow action on one change, by its endpoint-table entry. */
export function useChangeAction() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ action, ...body }: { action: ReviewAction; id: string; version: number; note: string }) =>
      api.call(ReviewActionEndpoints[action], { body }),
    onSuccess: refresh,
  });
}

export function usePublishChanges() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (instance: string) =>
      api.call(endpoints.PublishChanges, { body: { instance, note: '' } as never }),
    onSuccess: refresh,
  });
}
