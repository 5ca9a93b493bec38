import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@netlens/core';
import { endpointQuery } from '../../lib/endpointQuery';

/** Network health, refreshed every minute while the page is open. */
export function useNetworkHealth() {
  return useQuery({ ...endpointQuery(endpoints.NetworkHealth), staleTime: 30_000, refetchInterval: 60_000 });
}
