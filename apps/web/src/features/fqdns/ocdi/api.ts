import { endpoints, type OcdiInput, type ReviewOcdiBody } from '@netlens/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The OCDI association calls of the web app (packages/core/src/fqdns/ocdi-endpoints.ts) and their hooks. */

const gcTime = 1_200_000;

export function useOcdiAssociation(id: string | null) {
  return useQuery({
    queryKey: ['ocdi', id],
    queryFn: ({ signal }) => api.call(endpoints.GetOcdiAssociation, { query: { id: id! }, signal }),
    enabled: id !== null,
    gcTime,
  });
}

/** The selected FQDNs, in the order given. */
export function useFqdnsByIds(ids: string[], enabled: boolean) {
  return useQuery({
    queryKey: ['fqdns', 'byIds', ids],
    queryFn: ({ signal }) => api.call(endpoints.ListFqdnsByIds, { body: { fqdnIds: ids }, signal }),
    enabled,
    placeholderData: keepPreviousData,
    gcTime,
  });
}

function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['ocdi'] }),
      client.invalidateQueries({ queryKey: ['fqdns'] }),
    ]);
}

/** Creates (id null) or edits an association; `submit` sends it for approval. */
export function useSaveOcdi() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, ...body }: OcdiInput & { id: string | null }) =>
      id
        ? api.call(endpoints.UpdateOcdiAssociation, { body: { ...body, id } })
        : api.call(endpoints.CreateOcdiAssociation, { body }),
    onSuccess: refresh,
  });
}

export function useReviewOcdi() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: ReviewOcdiBody) => api.call(endpoints.ReviewOcdiAssociation, { body }),
    onSuccess: refresh,
  });
}
