import { z } from '../zod.js';
import { endpointGroup, entry, ProviderPortalApi, SignedInErrors } from '../endpoint.js';
import {
  AsnDetailSchema,
  AsnGraphSchema,
  AsnLinkSchema,
  AsnLinkTotalSchema,
  AsnNeighbourSchema,
  AsnNumberSchema,
  AsnOrgSchema,
  AsnSummarySchema,
  AsnTrafficSchema,
  PathQueryAnswerSchema,
  TotalSchema,
  pageOf,
} from './model.js';
import { PageNumberParamSchema, pageSizeParam } from '../query.js';

/** The ASN explorer's calls, beside the provider portal's (spec 2 §7). */
const asn = endpointGroup({ base: `${ProviderPortalApi}/ASN`, tags: ['asn'], errors: SignedInErrors });

const paging = {
  numberOfEntitiesPerPage: pageSizeParam(200, 20),
  pageNumber: PageNumberParamSchema,
};

/** ASNs in the query string: comma separated, or the parameter repeated; at most 500. */
const asnList = z.preprocess(
  (v) =>
    (Array.isArray(v) ? v : [v])
      .flatMap((s) => String(s ?? '').split(','))
      .map((s) => s.trim())
      .filter(Boolean),
  z.array(AsnNumberSchema).min(1).max(500),
);

export const AsnInfo = entry(asn, 'GET', 'AsnInfo', {
  path: '/ASNInfo',
  summary: 'ASNs whose number starts with asnNum, or whose name contains it, a page',
  query: z.object({ asnNum: z.string().trim().max(100).optional(), ...paging }),
  response: pageOf(AsnSummarySchema),
});

export const AsnsInfo = entry(asn, 'GET', 'AsnsInfo', {
  path: '/ASNInfo/ASNsInfo',
  summary: 'Several ASes in detail: names, organisation, announced prefixes',
  query: z.object({ asnNums: asnList }),
  response: z.array(AsnDetailSchema),
});

export const OrgInfo = entry(asn, 'GET', 'OrgInfo', {
  path: '/ORGInfo',
  summary: 'Organisations whose name contains orgName, a page',
  query: z.object({ orgName: z.string().trim().max(200).optional(), ...paging }),
  response: pageOf(AsnOrgSchema),
});

const orgQuery = z.object({ orgId: z.string().trim().min(1).max(200), ...paging });

export const OrgOwnedAsns = entry(asn, 'GET', 'OrgOwnedAsns', {
  path: '/ORGInfo/ownedAsns',
  summary: "An organisation's ASes, a page",
  query: orgQuery,
  response: pageOf(AsnSummarySchema),
});

export const OrgOwnedAsnTotal = entry(asn, 'GET', 'OrgOwnedAsnTotal', {
  path: '/ORGInfo/ownedASNTotal',
  summary: "The number of an organisation's ASes",
  query: z.object({ orgId: z.string().trim().min(1).max(200) }),
  response: TotalSchema,
});

export const AsnTotal = entry(asn, 'GET', 'AsnTotal', {
  path: '/ASNInfo/ASNTotal',
  summary: 'The number of ASes known',
  response: TotalSchema,
});

export const AsnLinkTotal = entry(asn, 'GET', 'AsnLinkTotal', {
  path: '/ASNInfo/ASNLinkTotal',
  summary: 'The number of AS links, by source',
  response: AsnLinkTotalSchema,
});

export const OrgTotal = entry(asn, 'GET', 'OrgTotal', {
  path: '/ORGInfo/orgTotal',
  summary: 'The number of organisations known',
  response: TotalSchema,
});

const oneAsn = z.object({ asnNum: AsnNumberSchema });

export const AsnTrafficCall = entry(asn, 'GET', 'AsnTrafficCall', {
  path: '/ASNInfo/Traffic',
  summary: 'Stored reports from the AS and their latency',
  query: oneAsn,
  response: AsnTrafficSchema,
});

export const BuildGraph = entry(asn, 'GET', 'BuildGraph', {
  path: '/ASNInfo/BuildGraph',
  summary: 'The link graph around an AS (its neighbours, and theirs at depth 2)',
  query: z.object({
    asnNum: AsnNumberSchema,
    depth: z.coerce.number().int().min(1).max(2).default(1),
    maxNodes: z.coerce.number().int().min(1).max(5000).default(500),
  }),
  response: AsnGraphSchema,
});

export const AsnLinks = entry(asn, 'GET', 'AsnLinks', {
  path: '/ASNInfo/ASNLink',
  summary: "An AS's neighbours by relationship",
  query: oneAsn,
  response: z.array(AsnNeighbourSchema),
});

export const FindAsnLink = entry(asn, 'GET', 'FindAsnLink', {
  path: '/ASNInfo/FindASNLink',
  summary: 'The link between two ASes, if any',
  query: z.object({ startAsnNum: AsnNumberSchema, endAsnNum: AsnNumberSchema }),
  response: z.object({ link: AsnLinkSchema.nullable() }),
});

export const AsnsLink = entry(asn, 'GET', 'AsnsLink', {
  path: '/ASNInfo/ASNsLink',
  summary: 'The links among several ASes',
  query: z.object({ asnNums: asnList }),
  response: z.array(AsnLinkSchema),
});

export const PathQuery = entry(asn, 'GET', 'PathQuery', {
  path: '/ASNInfo/PathQuery',
  summary: 'The shortest valley-free paths between two ASes',
  query: z.object({
    startAsn: AsnNumberSchema,
    endAsn: AsnNumberSchema,
    total: z.coerce.number().int().min(1).max(20).default(3),
  }),
  response: PathQueryAnswerSchema,
});
