import { queryOptions } from '@tanstack/react-query';
import type { CallArgs, JsonEndpoint, ResponseOf } from '@netlens/core';
import { api } from './api';
import { endpointKey } from './queryKey';

/**
 * The query of one call of an endpoint-table entry (for `useQuery`, `useQueries`, `fetchQuery`):
 * keyed by the entry's name and the call's input, called with the query's abort signal.
 */
export function endpointQuery<E extends JsonEndpoint>(endpoint: E, ...args: CallArgs<E>) {
  const input = args[0];
  const call = api.call as (endpoint: E, input: object) => Promise<ResponseOf<E>>;
  return queryOptions({
    queryKey: endpointKey(endpoint, input ?? {}),
    queryFn: ({ signal }) => call(endpoint, { ...input, signal }),
  });
}
