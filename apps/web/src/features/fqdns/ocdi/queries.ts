import { endpoints, type OcdiInput, type ReviewOcdiBody } from '@netlens/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { endpointQuery } from '../../../lib/endpointQuery';
import { invalidateEndpoints } from '../../../lib/queryKey';
import { gcTime, invalidateFqdns } from '../queries';

/** The OCDI association calls of the web app (packages/core/src/fqdns/ocdi-endpoints.ts) and their hooks. */

export function useGetOcdiAssociation(id: string | null) {
  return useQuery({
    ...endpointQuery(endpoints.GetOcdiAssociation, { query: { id: id ?? '' } }),
    enabled: id !== null,
    gcTime,
  });
}

/** The selected FQDNs, in the order given. */
export function useListFqdnsByIds(ids: string[], enabled: boolean) {
  return useQuery({
    ...endpointQuery(endpoints.ListFqdnsByIds, { body: { fqdnIds: ids } }),
    enabled,
    placeholderData: keepPreviousData,
    gcTime,
  });
}

function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([invalidateEndpoints(client, endpoints.GetOcdiAssociation), invalidateFqdns(client)]);
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

export function useReviewOcdiAssociation() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: ReviewOcdiBody) => api.call(endpoints.ReviewOcdiAssociation, { body }),
    onSuccess: refresh,
  });
}
