import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { endpoints, type UpdateCommonAttributesBody } from '@netlens/core';
import { api } from '../../lib/api';
import { endpointQuery } from '../../lib/endpointQuery';
import { endpointKey, invalidateEndpoints } from '../../lib/queryKey';
import { runBatch } from './batch';
import type { FqdnQuery } from './fqdnQuery';

/** The FQDN inventory's calls of the web app (packages/core/src/fqdns/endpoints.ts). */

/** Cached query data is kept 1200 seconds (spec 2 §9). */
export const gcTime = 1_200_000;

/** After a change to FQDNs: every list, count, role and result is read again. */
export const invalidateFqdns = (client: QueryClient) =>
  invalidateEndpoints(
    client,
    endpoints.ListFqdns,
    endpoints.CountFqdns,
    endpoints.FqdnRoles,
    endpoints.FqdnTestResults,
    endpoints.ListFqdnsByIds,
  );

/** The list, a page (100) at a time by the continuation the server gives. */
export function useListFqdns(q: FqdnQuery) {
  return useInfiniteQuery({
    queryKey: endpointKey(endpoints.ListFqdns, 'pages', q),
    queryFn: ({ pageParam, signal }) =>
      api.call(endpoints.ListFqdns, { query: { ...q, continuation: pageParam ?? undefined }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.continuation,
    placeholderData: keepPreviousData,
    gcTime,
  });
}

export function useCountFqdns(q: FqdnQuery) {
  return useQuery({
    ...endpointQuery(endpoints.CountFqdns, { query: q }),
    placeholderData: keepPreviousData,
    gcTime,
  });
}

/** The caller's roles (e-mail, champion roles, championed workloads) the workflows' tables read. */
export function useFqdnRoles() {
  return useQuery({ ...endpointQuery(endpoints.FqdnRoles), gcTime });
}

const testResultsQuery = (fqdnId: string) => endpointQuery(endpoints.FqdnTestResults, { query: { fqdnId } });

export function useFqdnTestResults(fqdnId: string) {
  return useQuery({ ...testResultsQuery(fqdnId), gcTime });
}

export function useBatch() {
  const client = useQueryClient();
  return useMutation({ mutationFn: runBatch, onSuccess: () => invalidateFqdns(client) });
}

export function useUpdateFqdnCommonAttributes() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCommonAttributesBody) =>
      api.call(endpoints.UpdateFqdnCommonAttributes, { body }),
    onSuccess: () => invalidateFqdns(client),
  });
}

/** Scans the FQDN now: its stored results replace the cached ones, the list reloads. */
export function useRunFqdnTests(fqdnId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(endpoints.RunFqdnTests, { body: { fqdnId } }),
    onSuccess: (results) => {
      client.setQueryData(testResultsQuery(fqdnId).queryKey, results);
      return invalidateFqdns(client);
    },
  });
}
