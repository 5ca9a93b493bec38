import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpoints } from '@netlens/core';
import { api } from '../../lib/api';

/** The ASN explorer's calls (packages/core/src/asn/endpoints.ts) as queries. */

const PAGE = 10;

export function useTotals() {
  return useQuery({
    queryKey: ['asn', 'totals'],
    queryFn: async ({ signal }) => {
      const [asns, orgs, links] = await Promise.all([
        api.call(endpoints.AsnTotal, { signal }),
        api.call(endpoints.OrgTotal, { signal }),
        api.call(endpoints.AsnLinkTotal, { signal }),
      ]);
      return { asns: asns.total, orgs: orgs.total, links: links.total };
    },
  });
}

export type SearchKind = 'asn' | 'org';

export function useAsnSearch(text: string, pageNumber: number, enabled: boolean) {
  return useQuery({
    queryKey: ['asn', 'search', text, pageNumber],
    queryFn: ({ signal }) =>
      api.call(endpoints.AsnInfo, {
        query: { asnNum: text, pageNumber, numberOfEntitiesPerPage: PAGE },
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useOrgSearch(text: string, pageNumber: number, enabled: boolean) {
  return useQuery({
    queryKey: ['asn', 'orgs', text, pageNumber],
    queryFn: ({ signal }) =>
      api.call(endpoints.OrgInfo, {
        query: { orgName: text, pageNumber, numberOfEntitiesPerPage: PAGE },
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useOwnedAsns(orgId: string | null, pageNumber: number) {
  return useQuery({
    queryKey: ['asn', 'owned', orgId, pageNumber],
    queryFn: ({ signal }) =>
      api.call(endpoints.OrgOwnedAsns, {
        query: { orgId: orgId!, pageNumber, numberOfEntitiesPerPage: PAGE },
        signal,
      }),
    enabled: orgId !== null,
    placeholderData: keepPreviousData,
  });
}

export function useAsnDetail(asn: number | null) {
  return useQuery({
    queryKey: ['asn', 'detail', asn],
    queryFn: async ({ signal }) => {
      const [details, neighbours, traffic] = await Promise.all([
        api.call(endpoints.AsnsInfo, { query: { asnNums: [asn!] }, signal }),
        api.call(endpoints.AsnLinks, { query: { asnNum: asn! }, signal }),
        api.call(endpoints.AsnTrafficCall, { query: { asnNum: asn! }, signal }),
      ]);
      return { detail: details[0] ?? null, neighbours, traffic };
    },
    enabled: asn !== null,
  });
}

/** The graph around an AS (its neighbours), for expanding the drawing. */
export function fetchNeighbourhood(asn: number) {
  return api.call(endpoints.BuildGraph, { query: { asnNum: asn, depth: 1, maxNodes: 1000 } });
}

export function fetchPaths(startAsn: number, endAsn: number, total: number) {
  return api.call(endpoints.PathQuery, { query: { startAsn, endAsn, total } });
}

export const PageSize = PAGE;
