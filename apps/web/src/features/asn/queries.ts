import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpoints } from '@netlens/core';
import { api } from '../../lib/api';
import { endpointQuery } from '../../lib/endpointQuery';
import { endpointKey } from '../../lib/queryKey';

/** The ASN explorer's calls (packages/core/src/asn/endpoints.ts) as queries. */

const PAGE = 10;

export function useTotals() {
  return useQuery({
    queryKey: endpointKey(endpoints.AsnTotal, 'withOrgsAndLinks'),
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

export function useAsnInfo(text: string, pageNumber: number) {
  return useQuery({
    ...endpointQuery(endpoints.AsnInfo, {
      query: { asnNum: text, pageNumber, numberOfEntitiesPerPage: PAGE },
    }),
    placeholderData: keepPreviousData,
  });
}

export function useOrgInfo(text: string, pageNumber: number) {
  return useQuery({
    ...endpointQuery(endpoints.OrgInfo, {
      query: { orgName: text, pageNumber, numberOfEntitiesPerPage: PAGE },
    }),
    placeholderData: keepPreviousData,
  });
}

export function useOrgOwnedAsns(orgId: string | null, pageNumber: number) {
  return useQuery({
    ...endpointQuery(endpoints.OrgOwnedAsns, {
      query: { orgId: orgId ?? '', pageNumber, numberOfEntitiesPerPage: PAGE },
    }),
    enabled: orgId !== null,
    placeholderData: keepPreviousData,
  });
}

export function useAsnDetail(asn: number | null) {
  return useQuery({
    queryKey: endpointKey(endpoints.AsnsInfo, 'withLinksAndTraffic', asn),
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

export const PageSize = PAGE;
