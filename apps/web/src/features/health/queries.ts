import { useQuery } from '@tanstack/react-query';
import { fetchNetworkHealth } from './api';

/** Network health, refreshed every minute while the page is open. */
export function useNetworkHealth() {
  return useQuery({
    queryKey: ['networkHealth'],
    queryFn: ({ signal }) => fetchNetworkHealth(signal),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}
