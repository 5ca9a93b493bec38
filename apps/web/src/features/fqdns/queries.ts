import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  countFqdns,
  fetchFqdnPage,
  fetchRoles,
  fetchTestResults,
  runBatch,
  runTests,
  updateCommon,
  type FqdnQuery,
} from './api';

/** Cached query data is kept 1200 seconds (spec 2 §9). */
const gcTime = 1_200_000;
const key = 'fqdns';

/** The list, a page (100) at a time by the continuation the server gives. */
export function useFqdnPages(q: FqdnQuery) {
  return useInfiniteQuery({
    queryKey: [key, 'list', q],
    queryFn: ({ pageParam, signal }) => fetchFqdnPage(q, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.continuation,
    placeholderData: keepPreviousData,
    gcTime,
  });
}

export function useFqdnCount(q: FqdnQuery) {
  return useQuery({
    queryKey: [key, 'count', q],
    queryFn: ({ signal }) => countFqdns(q, signal),
    placeholderData: keepPreviousData,
    gcTime,
  });
}

/** The caller's roles (e-mail, champion roles, championed workloads) the workflows' tables read. */
export function useFqdnRoles() {
  return useQuery({ queryKey: [key, 'roles'], queryFn: ({ signal }) => fetchRoles(signal), gcTime });
}

export function useTestResults(fqdnId: string) {
  return useQuery({
    queryKey: [key, 'tests', fqdnId],
    queryFn: ({ signal }) => fetchTestResults(fqdnId, signal),
    gcTime,
  });
}

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [key] });
}

export function useBatch() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: runBatch, onSuccess: refresh });
}

export function useUpdateCommon() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: updateCommon, onSuccess: refresh });
}

/** Runs the scanner on one FQDN now: its results replace the cached ones, the list reloads. */
export function useRunTests(fqdnId: string) {
  const client = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => runTests(fqdnId),
    onSuccess: (results) => {
      client.setQueryData([key, 'tests', fqdnId], results);
      return refresh();
    },
  });
}
