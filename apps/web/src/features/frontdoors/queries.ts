import type { QueryClient } from '@tanstack/react-query';
import type { FrontDoorCatalogue } from '@netlens/core';
import { contractQuery } from '../../lib/contractApi';

const catalogueQuery = {
  ...contractQuery('ReadFrontDoors'),
  // The catalogue changes with deployments, not between a page's load and its test.
  staleTime: 5 * 60_000,
};

/** Loads the catalogue ahead of a run (the start page does, so Run test need not wait for it). */
export function prefetchFrontDoors(client: QueryClient): void {
  void client.prefetchQuery(catalogueQuery);
}

/**
 * The catalogue for a run: the prefetched one while fresh, at once (so the probes can start
 * before the page re-renders), else loaded now.
 */
export function frontDoorsFor(client: QueryClient): () => FrontDoorCatalogue | Promise<FrontDoorCatalogue> {
  return () => {
    const state = client.getQueryState(catalogueQuery.queryKey);
    const fresh = state?.data && Date.now() - state.dataUpdatedAt < catalogueQuery.staleTime;
    return fresh && state.data ? state.data : client.fetchQuery(catalogueQuery);
  };
}
