import { z } from '../zod.js';
import { adminEndpoints, DomainLensApi, endpointGroup, entry, SignedInErrors } from '../endpoint.js';
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
import { queryList, SearchParamSchema } from '../query.js';
import { PublishAnswerSchema, PublishBodySchema, VersionSchema } from './published.js';
import { PacQuerySchema } from './pac.js';

const listOf = queryList;

const domainlens = endpointGroup({
  base: DomainLensApi,
  tags: ['domainlens'],
  errors: [...SignedInErrors, 409, 429],
});

export const DomainLensAccess = entry(domainlens, 'GET', 'DomainLensAccess', {
  path: '/DomainLensAccess',
  summary: "The caller's Domain Lens access flags and workloads",
  response: DomainLensAccessSchema,
});

/** Service-tree entries by id (spec 2 §7): ids the registry does not hold are left out. */
export const ServiceTreeList = entry(domainlens, 'POST', 'ServiceTreeList', {
  path: '/ServiceTree/list',
  summary: 'Service-tree entries by id (unknown ids are left out)',
  body: z.object({ ids: z.array(z.string().uuid()).min(1).max(1000) }),
  response: z.array(ServiceTreeEntrySchema),
});

export const SaveServiceTreeEntries = entry(domainlens, 'POST', 'SaveServiceTreeEntries', {
  path: '/ServiceTree/save',
  summary: 'Add or update service-tree entries in the registry (change council)',
  body: z.object({ entries: z.array(ServiceTreeEntrySchema).min(1).max(5000) }),
  response: z.object({ saved: z.number().int() }),
});

export const ServiceTreeSearch = entry(domainlens, 'GET', 'ServiceTreeSearch', {
  path: '/ServiceTree/search',
  summary: 'Service-tree entries whose id, name or owner matches',
  query: z.object({ query: z.string().trim().max(200).default('') }),
  response: z.array(ServiceTreeEntrySchema),
});

export const ImportIpRanges = entry(domainlens, 'POST', 'ImportIpRanges', {
  path: '/IpRange/list',
  summary: "Replace one registry's IP ranges: IPAM, ARIN or BYOIP (change council)",
  body: z.object({ source: IpRangeSourceSchema, entries: z.array(IpRangeSchema).max(50_000) }),
  response: z.object({ saved: z.number().int() }),
});

export const SearchIpRanges = entry(domainlens, 'GET', 'SearchIpRanges', {
  path: '/IpRange/search',
  summary: 'Imported IP ranges whose subnet, owner or tag matches',
  query: z.object({
    query: z.string().trim().max(200).default(''),
    source: IpRangeSourceSchema.optional(),
  }),
  response: z.array(IpRangeSchema.extend({ source: IpRangeSourceSchema })),
});

export const ListWorkloads = entry(domainlens, 'GET', 'ListWorkloads', {
  path: '/Workload',
  summary: 'Workloads, optionally of one type',
  query: z.object({ WorkloadType: z.enum(['Internal', 'External']).optional() }),
  response: z.array(DomainLensWorkloadSchema),
});

export const CreateWorkload = entry(domainlens, 'POST', 'CreateWorkload', {
  path: '/Workload',
  summary: 'Add a workload (change council)',
  body: WorkloadBodySchema,
  response: z.object({ message: z.string(), workload: DomainLensWorkloadSchema }),
});

export const ListServiceAreas = entry(domainlens, 'GET', 'ListServiceAreas', {
  path: '/ServiceArea',
  summary: 'Service areas',
  response: z.array(ServiceAreaSchema),
});

export const ListWorkloadChamps = entry(domainlens, 'GET', 'ListWorkloadChamps', {
  path: '/WorkloadChamp',
  summary: 'Workload champions',
  response: z.array(WorkloadChampSchema),
});

export const ReadEndpointSet = entry(domainlens, 'GET', 'ReadEndpointSet', {
  path: '/EndpointSet',
  summary: 'One endpoint set by internal id, with its service-tree ids',
  query: z.object({ internalId: z.string().uuid() }),
  response: DomainLensEndpointSetDetailSchema,
});

/** The filters both lists of sets and changes take: instances and workloads. */
const setFilters = { instances: listOf(InstanceSchema), workloads: listOf(z.string().max(100)) };

export const ListEndpointSets = entry(domainlens, 'GET', 'ListEndpointSets', {
  path: '/EndpointSet/List',
  summary: 'Endpoint sets by instance, workload, category and free text',
  query: z.object({
    ...setFilters,
    categories: listOf(z.union([GovernanceCategorySchema, z.literal('All')])),
    search: SearchParamSchema,
  }),
  response: z.array(DomainLensEndpointSetSchema),
});

export const ListEndpointSetChanges = entry(domainlens, 'GET', 'ListEndpointSetChanges', {
  path: '/EndpointSetChange/List',
  summary: 'Endpoint-set changes (Draft and PendingReview unless statuses are given)',
  query: z.object({
    ...setFilters,
    statuses: listOf(ChangeStatusSchema),
    endpointSetInternalId: z.string().uuid().optional(),
    search: SearchParamSchema,
  }),
  response: z.array(EndpointSetChangeSchema),
});

export const UpsertDraft = entry(domainlens, 'POST', 'UpsertDraft', {
  path: '/EndpointSetChange/UpsertDraft',
  summary: 'Save a change as a draft (version of the edit required for an existing draft)',
  body: UpsertDraftBodySchema,
  response: ChangeActionAnswerSchema,
});

/**
 * A workflow action on a change, at `EndpointSetChange/{path}` (its name unless given): its body
 * names the change (and a note), it answers the change as it now is.
 */
/* @__NO_SIDE_EFFECTS__ */
const action = <const N extends string, const P extends string = N>(name: N, summary: string, path?: P) =>
  entry(domainlens, 'POST', name, {
    path: `/EndpointSetChange/${(path ?? name) as P}`,
    summary,
    body: ChangeActionBodySchema,
    response: ChangeActionAnswerSchema,
  });

export const RevertDraft = action('RevertDraft', 'Discard a draft');
export const SubmitChange = action('SubmitChange', 'Submit a draft for review', 'Submit');
export const RevertSubmit = action('RevertSubmit', 'Return a change under review to draft');
export const WorkloadChampApprove = action('WorkloadChampApprove', "Approve as the workload's champion");
export const ChangeCouncilApprove = action('ChangeCouncilApprove', 'Approve as the change council');
export const BlockChange = action('BlockChange', 'Block a change (change council)', 'Block');
export const UnblockChange = action('UnblockChange', 'Unblock a change (change council)', 'Unblock');
export const BypassTestFailures = action(
  'BypassTestFailures',
  'Bypass failed validation tests (change council)',
);

export const PublishChanges = entry(domainlens, 'POST', 'PublishChanges', {
  path: '/EndpointSetChange/Publish',
  summary: "Publish an instance's staged changes as its next version (change council)",
  body: PublishBodySchema,
  response: PublishAnswerSchema,
});

/**
 * The public endpoint-list service (no sign-in): the published versions, endpoint sets and
 * change records. `ClientRequestId` (a GUID) is required; `Format` is JSON (default) or CSV, and
 * RSS for the versions. The names here are canonical; the server reads parameter names, their
 * fixed values and the instance without regard to case, as the public service does, and ignores
 * parameters it does not know.
 */
const publicService = endpointGroup({
  base: '/endpoints-service',
  tags: ['endpoints-service'],
  errors: [400, 404, 429],
});
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
/** What the two version calls share: the version query, answered as JSON, CSV or RSS. */
const versionAnswer = {
  query: versionQuery,
  response: null,
  produces: [...produces, 'application/rss+xml'],
} as const;

export const PublicVersions = entry(publicService, 'GET', 'PublicVersions', {
  path: '/version',
  summary: 'The latest published version of every instance (AllVersions=true: every version)',
  ...versionAnswer,
});

export const PublicVersion = entry(publicService, 'GET', 'PublicVersion', {
  path: '/version/:instance',
  summary: "An instance's latest published version (AllVersions=true: every version)",
  params: InstanceParamsSchema,
  ...versionAnswer,
});

export const PublicEndpoints = entry(publicService, 'GET', 'PublicEndpoints', {
  path: '/endpoints/:instance',
  summary: "An instance's published endpoint sets",
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
});

export const PublicChanges = entry(publicService, 'GET', 'PublicChanges', {
  path: '/changes/:instance/:version',
  summary: 'Change records published after a version (0000000000: all)',
  params: z.object({ instance: InstanceSchema, version: VersionSchema }),
  query: z.object(commonQuery),
  response: null,
  produces,
});

/** A proxy auto-configuration file from an instance's latest published list (no ClientRequestId: browsers fetch it). */
export const PublicPac = entry(publicService, 'GET', 'PublicPac', {
  path: '/pac/:instance',
  summary:
    "A PAC file sending an instance's Optimize (Type=1) or Optimize and Allow (Type=2) endpoints direct",
  params: InstanceParamsSchema,
  query: PacQuerySchema,
  response: null,
  produces: ['application/x-ns-proxy-autoconfig'],
});

/** The operator imports an endpoint list in the public JSON format as an instance's first version. */
export const ImportEndpointList = entry(adminEndpoints([400, 401, 403]), 'POST', 'ImportEndpointList', {
  path: '/domainlens/ImportEndpointList',
  summary:
    "Import an endpoint list (public JSON format) as an instance's first published version (admin token)",
  body: z.object({ instance: InstanceSchema, endpoints: z.array(z.unknown()).max(20000) }),
  response: z.object({ instance: InstanceSchema, version: z.string(), sets: z.number().int() }),
});
