import { z } from '../zod.js';
import type { Endpoint } from '../endpoint.js';
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

const tags = ['asn'];
const errors = [400, 401, 403, 404] as const;
/** The ASN explorer's calls, beside the provider portal's (spec 2 §7). */
const base = '/api/pnpp/api/v1/ASN';

const paging = {
  numberOfEntitiesPerPage: z.coerce.number().int().min(1).max(200).default(20),
  pageNumber: z.coerce.number().int().min(1).max(100_000).default(1),
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

const get = <N extends string, P extends string>(name: N, path: P, summary: string) =>
  ({ name, method: 'GET', path: `${base}/${path}` as const, summary, tags, errors }) as const;

export const AsnInfo = {
  ...get('AsnInfo', 'ASNInfo', 'ASNs whose number starts with asnNum, or whose name contains it, a page'),
  query: z.object({ asnNum: z.string().trim().max(100).optional(), ...paging }),
  response: pageOf(AsnSummarySchema),
} as const satisfies Endpoint;

export const AsnsInfo = {
  ...get('AsnsInfo', 'ASNInfo/ASNsInfo', 'Several ASes in detail: names, organisation, announced prefixes'),
  query: z.object({ asnNums: asnList }),
  response: z.array(AsnDetailSchema),
} as const satisfies Endpoint;

export const OrgInfo = {
  ...get('OrgInfo', 'ORGInfo', 'Organisations whose name contains orgName, a page'),
  query: z.object({ orgName: z.string().trim().max(200).optional(), ...paging }),
  response: pageOf(AsnOrgSchema),
} as const satisfies Endpoint;

const orgQuery = z.object({ orgId: z.string().trim().min(1).max(200), ...paging });

export const OrgOwnedAsns = {
  ...get('OrgOwnedAsns', 'ORGInfo/ownedAsns', "An organisation's ASes, a page"),
  query: orgQuery,
  response: pageOf(AsnSummarySchema),
} as const satisfies Endpoint;

export const OrgOwnedAsnTotal = {
  ...get('OrgOwnedAsnTotal', 'ORGInfo/ownedASNTotal', "The number of an organisation's ASes"),
  query: z.object({ orgId: z.string().trim().min(1).max(200) }),
  response: TotalSchema,
} as const satisfies Endpoint;

export const AsnTotal = {
  ...get('AsnTotal', 'ASNInfo/ASNTotal', 'The number of ASes known'),
  response: TotalSchema,
} as const satisfies Endpoint;

export const AsnLinkTotal = {
  ...get('AsnLinkTotal', 'ASNInfo/ASNLinkTotal', 'The number of AS links, by source'),
  response: AsnLinkTotalSchema,
} as const satisfies Endpoint;

export const OrgTotal = {
  ...get('OrgTotal', 'ORGInfo/orgTotal', 'The number of organisations known'),
  response: TotalSchema,
} as const satisfies Endpoint;

const oneAsn = z.object({ asnNum: AsnNumberSchema });

export const AsnTrafficCall = {
  ...get('AsnTrafficCall', 'ASNInfo/Traffic', 'Stored reports from the AS and their latency'),
  query: oneAsn,
  response: AsnTrafficSchema,
} as const satisfies Endpoint;

export const BuildGraph = {
  ...get(
    'BuildGraph',
    'ASNInfo/BuildGraph',
    'The link graph around an AS (its neighbours, and theirs at depth 2)',
  ),
  query: z.object({
    asnNum: AsnNumberSchema,
    depth: z.coerce.number().int().min(1).max(2).default(1),
    maxNodes: z.coerce.number().int().min(1).max(5000).default(500),
  }),
  response: AsnGraphSchema,
} as const satisfies Endpoint;

export const AsnLinks = {
  ...get('AsnLinks', 'ASNInfo/ASNLink', "An AS's neighbours by relationship"),
  query: oneAsn,
  response: z.array(AsnNeighbourSchema),
} as const satisfies Endpoint;

export const FindAsnLink = {
  ...get('FindAsnLink', 'ASNInfo/FindASNLink', 'The link between two ASes, if any'),
  query: z.object({ startAsnNum: AsnNumberSchema, endAsnNum: AsnNumberSchema }),
  response: z.object({ link: AsnLinkSchema.nullable() }),
} as const satisfies Endpoint;

export const AsnsLink = {
  ...get('AsnsLink', 'ASNInfo/ASNsLink', 'The links among several ASes'),
  query: z.object({ asnNums: asnList }),
  response: z.array(AsnLinkSchema),
} as const satisfies Endpoint;

export const PathQuery = {
  ...get('PathQuery', 'ASNInfo/PathQuery', 'The shortest valley-free paths between two ASes'),
  query: z.object({
    startAsn: AsnNumberSchema,
    endAsn: AsnNumberSchema,
    total: z.coerce.number().int().min(1).max(20).default(3),
  }),
  response: PathQueryAnswerSchema,
} as const satisfies Endpoint;
