import { z } from '../zod.js';
import type { Endpoint } from '../endpoint.js';
import {
  ChangeActionAnswerSchema,
  ChangeStatusSchema,
  DomainLensAccessSchema,
  EndpointSetChangeSchema,
  DomainLensEndpointSetSchema,
  DomainLensEndpointSetDetailSchema,
  GovernanceCategorySchema,
  InstanceSchema,
  ServiceAreaSchema,
  ServiceTreeEntrySchema,
  WorkloadChampSchema,
  DomainLensWorkloadSchema,
} from './model.js';
import {
  ChangeActionBodySchema,
  IpRangeSchema,
  IpRangeSourceSchema,
  UpsertDraftBodySchema,
  WorkloadBodySchema,
} from './rules.js';
import { queryList } from '../query.js';
import { PublishAnswerSchema, PublishBodySchema, VersionSchema } from './published.js';
import { PacQuerySchema } from './pac.js';

const tags = ['domainlens'];
const errors = [400, 401, 403, 404, 409, 429] as const;
const base = '/api/ipurl/api/v1';

const listOf = queryList;

export const DomainLensAccess = {
  name: 'DomainLensAccess',
  method: 'GET',
  path: `${base}/DomainLensAccess`,
  summary: "The caller's Domain Lens access flags and workloads",
  tags,
  response: DomainLensAccessSchema,
  errors,
} as const satisfies Endpoint;

/** Service-tree entries by id (spec 2 §7): ids the registry does not hold are left out. */
export const ServiceTreeList = {
  name: 'ServiceTreeList',
  method: 'POST',
  path: `${base}/ServiceTree/list`,
  summary: 'Service-tree entries by id (unknown ids are left out)',
  tags,
  body: z.object({ ids: z.array(z.string().uuid()).min(1).max(1000) }),
  response: z.array(ServiceTreeEntrySchema),
  errors,
} as const satisfies Endpoint;

export const SaveServiceTreeEntries = {
  name: 'SaveServiceTreeEntries',
  method: 'POST',
  path: `${base}/ServiceTree/save`,
  summary: 'Add or update service-tree entries in the registry (change council)',
  tags,
  body: z.object({ entries: z.array(ServiceTreeEntrySchema).min(1).max(5000) }),
  response: z.object({ saved: z.number().int() }),
  errors,
} as const satisfies Endpoint;

export const ServiceTreeSearch = {
  name: 'ServiceTreeSearch',
  method: 'GET',
  path: `${base}/ServiceTree/search`,
  summary: 'Service-tree entries whose id, name or owner matches',
  tags,
  query: z.object({ query: z.string().trim().max(200).default('') }),
  response: z.array(ServiceTreeEntrySchema),
  errors,
} as const satisfies Endpoint;

export const ImportIpRanges = {
  name: 'ImportIpRanges',
  method: 'POST',
  path: `${base}/IpRange/list`,
  summary: "Replace one registry's IP ranges: IPAM, ARIN or BYOIP (change council)",
  tags,
  body: z.object({ source: IpRangeSourceSchema, entries: z.array(IpRangeSchema).max(50_000) }),
  response: z.object({ saved: z.number().int() }),
  errors,
} as const satisfies Endpoint;

export const SearchIpRanges = {
  name: 'SearchIpRanges',
  method: 'GET',
  path: `${base}/IpRange/search`,
  summary: 'Imported IP ranges whose subnet, owner or tag matches',
  tags,
  query: z.object({
    query: z.string().trim().max(200).default(''),
    source: IpRangeSourceSchema.optional(),
  }),
  response: z.array(IpRangeSchema.extend({ source: IpRangeSourceSchema })),
  errors,
} as const satisfies Endpoint;

export const ListWorkloads = {
  name: 'ListWorkloads',
  method: 'GET',
  path: `${base}/Workload`,
  summary: 'Workloads, optionally of one type',
  tags,
  query: z.object({ WorkloadType: z.enum(['Internal', 'External']).optional() }),
  response: z.array(DomainLensWorkloadSchema),
  errors,
} as const satisfies Endpoint;

export const CreateWorkload = {
  name: 'CreateWorkload',
  method: 'POST',
  path: `${base}/Workload`,
  summary: 'Add a workload (change council)',
  tags,
  body: WorkloadBodySchema,
  response: z.object({ message: z.string(), workload: DomainLensWorkloadSchema }),
  errors,
} as const satisfies Endpoint;

export const ListServiceAreas = {
  name: 'ListServiceAreas',
  method: 'GET',
  path: `${base}/ServiceArea`,
  summary: 'Service areas',
  tags,
  response: z.array(ServiceAreaSchema),
  errors,
} as const satisfies Endpoint;

export const ListWorkloadChamps = {
  name: 'ListWorkloadChamps',
  method: 'GET',
  path: `${base}/WorkloadChamp`,
  summary: 'Workload champions',
  tags,
  response: z.array(WorkloadChampSchema),
  errors,
} as const satisfies Endpoint;

export const ReadEndpointSet = {
  name: 'ReadEndpointSet',
  method: 'GET',
  path: `${base}/EndpointSet`,
  summary: 'One endpoint set by internal id, with its service-tree ids',
  tags,
  query: z.object({ internalId: z.string().uuid() }),
  response: DomainLensEndpointSetDetailSchema,
  errors,
} as const satisfies Endpoint;

export const ListEndpointSets = {
  name: 'ListEndpointSets',
  method: 'GET',
  path: `${base}/EndpointSet/List`,
  summary: 'Endpoint sets by instance, workload, category and free text',
  tags,
  query: z.object({
    instances: listOf(InstanceSchema),
    workloads: listOf(z.string().max(100)),
    categories: listOf(z.union([GovernanceCategorySchema, z.literal('All')])),
    search: z.string().trim().max(200).optional(),
  }),
  response: z.array(DomainLensEndpointSetSchema),
  errors,
} as const satisfies Endpoint;

export const ListEndpointSetChanges = {
  name: 'ListEndpointSetChanges',
  method: 'GET',
  path: `${base}/EndpointSetChange/List`,
  summary: 'Endpoint-set changes (Draft and PendingReview unless statuses are given)',
  tags,
  query: z.object({
    instances: listOf(InstanceSchema),
    workloads: listOf(z.string().max(100)),
    statuses: listOf(ChangeStatusSchema),
    endpointSetInternalId: z.string().uuid().optional(),
    search: z.string().trim().max(200).optional(),
  }),
  response: z.array(EndpointSetChangeSchema),
  errors,
} as const satisfies Endpoint;

export const UpsertDraft = {
  name: 'UpsertDraft',
  method: 'POST',
  path: `${base}/EndpointSetChange/UpsertDraft`,
  summary: 'Save a change as a draft (version of the edit required for an existing draft)',
  tags,
  body: UpsertDraftBodySchema,
  response: ChangeActionAnswerSchema,
  errors,
} as const satisfies Endpoint;

const action = (name: string, path: string, summary: string) =>
  ({
    name,
    method: 'POST',
    path: `${base}/EndpointSetChange/${path}` as `/${string}`,
    summary,
    tags,
    body: ChangeActionBodySchema,
    response: ChangeActionAnswerSchema,
    errors,
  }) as const;

export const RevertDraft = {
  ...action('RevertDraft', 'RevertDraft', 'Discard a draft'),
  name: 'RevertDraft',
} as const satisfies Endpoint;
export const SubmitChange = {
  ...action('SubmitChange', 'Submit', 'Submit a draft for review'),
  name: 'SubmitChange',
} as const satisfies Endpoint;
export const RevertSubmit = {
  ...action('RevertSubmit', 'RevertSubmit', 'Return a change under review to draft'),
  name: 'RevertSubmit',
} as const satisfies Endpoint;
export const WorkloadChampApprove = {
  ...action('WorkloadChampApprove', 'WorkloadChampApprove', "Approve as the workload's champion"),
  name: 'WorkloadChampApprove',
} as const satisfies Endpoint;
export const ChangeCouncilApprove = {
  ...action('ChangeCouncilApprove', 'ChangeCouncilApprove', 'Approve as the change council'),
  name: 'ChangeCouncilApprove',
} as const satisfies Endpoint;
export const BlockChange = {
  ...action('BlockChange', 'Block', 'Block a change (change council)'),
  name: 'BlockChange',
} as const satisfies Endpoint;
export const UnblockChange = {
  ...action('UnblockChange', 'Unblock', 'Unblock a change (change council)'),
  name: 'UnblockChange',
} as const satisfies Endpoint;
export const BypassTestFailures = {
  ...action('BypassTestFailures', 'BypassTestFailures', 'Bypass failed validation tests (change council)'),
  name: 'BypassTestFailures',
} as const satisfies Endpoint;

export const PublishChanges = {
  name: 'PublishChanges',
  method: 'POST',
  path: `${base}/EndpointSetChange/Publish`,
  summary: "Publish an instance's staged changes as its next version (change council)",
  tags,
  body: PublishBodySchema,
  response: PublishAnswerSchema,
  errors,
} as const satisfies Endpoint;

/**
 * The public endpoint-list service (no sign-in): the published versions, endpoint sets and
 * change records. `ClientRequestId` (a GUID) is required; `Format` is JSON (default) or CSV, and
 * RSS for the versions. The names here are canonical; the server reads parameter names, their
 * fixed values and the instance without regard to case, as the public service does, and ignores
 * parameters it does not know.
 */
const publicBase = '/endpoints-service';
const publicTags = ['endpoints-service'];
const publicErrors = [400, 404, 429] as const;
const produces = ['application/json', 'text/csv'] as const;
const commonQuery = {
  ClientRequestId: z.string().max(100).optional(),
  Format: z.enum(['JSON', 'CSV']).optional(),
};
const versionQuery = z.object({
  ...commonQuery,
  Format: z.enum(['JSON', 'CSV', 'RSS']).optional(),
  AllVersions: z.enum(['true', 'false']).optional(),
});
const InstanceParamsSchema = z.object({ instance: InstanceSchema });

export const PublicVersions = {
  name: 'PublicVersions',
  method: 'GET',
  path: `${publicBase}/version`,
  summary: 'The latest published version of every instance (AllVersions=true: every version)',
  tags: publicTags,
  query: versionQuery,
  response: null,
  produces: [...produces, 'application/rss+xml'],
  errors: publicErrors,
} as const satisfies Endpoint;

export const PublicVersion = {
  name: 'PublicVersion',
  method: 'GET',
  path: `${publicBase}/version/:instance`,
  summary: "An instance's latest published version (AllVersions=true: every version)",
  tags: publicTags,
  params: InstanceParamsSchema,
  query: versionQuery,
  response: null,
  produces: [...produces, 'application/rss+xml'],
  errors: publicErrors,
} as const satisfies Endpoint;

export const PublicEndpoints = {
  name: 'PublicEndpoints',
  method: 'GET',
  path: `${publicBase}/endpoints/:instance`,
  summary: "An instance's published endpoint sets",
  tags: publicTags,
  params: InstanceParamsSchema,
  query: z.object({
    ...commonQuery,
    ServiceAreas: z.string().max(300).optional(),
    TenantName: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{0,62}$/i)
      .optional(),
    NoIPv6: z.enum(['true', 'false']).optional(),
  }),
  response: null,
  produces,
  errors: publicErrors,
} as const satisfies Endpoint;

export const PublicChanges = {
  name: 'PublicChanges',
  method: 'GET',
  path: `${publicBase}/changes/:instance/:version`,
  summary: 'Change records published after a version (0000000000: all)',
  tags: publicTags,
  params: z.object({ instance: InstanceSchema, version: VersionSchema }),
  query: z.object(commonQuery),
  response: null,
  produces,
  errors: publicErrors,
} as const satisfies Endpoint;

/** A proxy auto-configuration file from an instance's latest published list (no ClientRequestId: browsers fetch it). */
export const PublicPac = {
  name: 'PublicPac',
  method: 'GET',
  path: `${publicBase}/pac/:instance`,
  summary:
    "A PAC file sending an instance's Optimize (Type=1) or Optimize and Allow (Type=2) endpoints direct",
  tags: publicTags,
  params: InstanceParamsSchema,
  query: PacQuerySchema,
  response: null,
  produces: ['application/x-ns-proxy-autoconfig'],
  errors: publicErrors,
} as const satisfies Endpoint;

/** The operator imports an endpoint list in the public JSON format as an instance's first version. */
export const ImportEndpointList = {
  name: 'ImportEndpointList',
  method: 'POST',
  path: '/api/admin/domainlens/ImportEndpointList',
  summary:
    "Import an endpoint list (public JSON format) as an instance's first published version (admin token)",
  tags: ['admin'],
  admin: true,
  body: z.object({ instance: InstanceSchema, endpoints: z.array(z.unknown()).max(20000) }),
  response: z.object({ instance: InstanceSchema, version: z.string(), sets: z.number().int() }),
  errors: [400, 401, 403],
} as const satisfies Endpoint;
