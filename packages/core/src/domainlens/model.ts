import { z } from '../zod.js';
import { ValidationRunOutcomeSchema, ValidationTestResultSchema } from './validation.js';
import { textAnswer } from '../fragments.js';
import { championFields } from '../identity/access-fields.js';

/** Domain Lens, the endpoint manager (spec 2 §3, §4): what the API answers. */
export const InstanceSchema = z.enum(['Worldwide', 'France', 'USGovGCCHigh', 'USGovDoD', 'China', 'Germany']);
export type Instance = z.infer<typeof InstanceSchema>;
export const Instances = InstanceSchema.options;

export const GovernanceCategorySchema = z.enum(['Default', 'Allow', 'Optimize']);
export type GovernanceCategory = z.infer<typeof GovernanceCategorySchema>;

export const WorkloadTypeSchema = z.enum(['Internal', 'External']);
export type WorkloadType = z.infer<typeof WorkloadTypeSchema>;

export const ChangeStatusSchema = z.enum([
  'Draft',
  'PendingReview',
  'StagedForPublishing',
  'Published',
  'Initialized',
  'Deleted',
]);
export type ChangeStatus = z.infer<typeof ChangeStatusSchema>;
/** The statuses a change list shows unless asked otherwise (spec 2 §9). */
export const DefaultChangeStatuses: ChangeStatus[] = ['Draft', 'PendingReview'];
/** The statuses of a change still in the workflow: at most one such change per endpoint set. */
export const OpenChangeStatuses: ChangeStatus[] = ['Draft', 'PendingReview', 'StagedForPublishing'];

/**
 * The outcome of the per-change validation tests (spec 2 §4). `NotRun` until the tests have
 * written their results; `Bypassed` is a blocking failure the change council bypassed.
 */
export const ValidationOutcomeSchema = z.enum(['NotRun', ...ValidationRunOutcomeSchema.options]);
export type ValidationOutcome = z.infer<typeof ValidationOutcomeSchema>;

/** Endpoint set display status (spec 2 §4). */
export const EndpointSetStatusSchema = z.enum(['ChangesPending', 'Deleted', 'Published', 'New']);

/**
 * The service-tree entry one IP subnet of a set belongs to (spec 2 §3, service tree assignment):
 * the subnet as its address and prefix length, and whether the assignment comes from the set's
 * member set. Domain Lens's own: the public endpoint list has no such field.
 */
export const SubnetServiceTreeSchema = z
  .object({
    serviceTreeId: z.string(),
    isFromMemberSet: z.boolean(),
    ipAddressRaw: z.string(),
    subnetMask: z.number().int(),
  })
  .meta({ id: 'DomainLensSubnetServiceTree' });
export type SubnetServiceTree = z.infer<typeof SubnetServiceTreeSchema>;

/** An endpoint set's own fields, as stored and as a change's snapshot holds them. */
export const EndpointSetFieldsSchema = z.object({
  instance: InstanceSchema,
  governanceCategory: GovernanceCategorySchema,
  isExpressRoute: z.boolean(),
  workloadName: z.string(),
  isRequired: z.boolean(),
  optionalFunctionality: z.string(),
  tcpPorts: z.string(),
  udpPorts: z.string(),
  isDeleted: z.boolean(),
  isHidden: z.boolean(),
  isMemberSet: z.boolean(),
  memberEndpointSetInternalId: z.string().nullable(),
  fqdns: z.array(z.string()),
  cidrs: z.array(z.string()),
  /** The service-tree entry of each IP subnet that has its own. */
  subnetServiceTrees: z.array(SubnetServiceTreeSchema),
  publicDescription: z.string(),
  internalDescription: z.string(),
});

export const DomainLensEndpointSetSchema = EndpointSetFieldsSchema.extend({
  internalId: z.string(),
  publicId: z.number().int().nullable(),
  publishedVersion: z.string().nullable(),
  status: EndpointSetStatusSchema,
}).meta({ id: 'DomainLensEndpointSet' });
export type DomainLensEndpointSet = z.infer<typeof DomainLensEndpointSetSchema>;

/** One endpoint set as ReadEndpointSet answers it: with the service-tree ids its published changes left. */
export const DomainLensEndpointSetDetailSchema = DomainLensEndpointSetSchema.extend({
  serviceTreeIds: z.array(z.string()),
}).meta({ id: 'DomainLensEndpointSetDetail' });
export type DomainLensEndpointSetDetail = z.infer<typeof DomainLensEndpointSetDetailSchema>;

/** The attributes a change record compares (previous and current). */
export const SetAttributesSchema = z.object({
  expressRoute: z.boolean(),
  serviceArea: z.string(),
  category: GovernanceCategorySchema,
  required: z.boolean(),
  tcpPorts: z.string(),
  udpPorts: z.string(),
  notes: z.string(),
});
export type SetAttributes = z.infer<typeof SetAttributesSchema>;

export const DispositionSchema = z.enum(['change', 'add', 'remove']);
export const ImpactSchema = z.enum([
  'AddedIp',
  'AddedUrl',
  'AddedIpAndUrl',
  'AddedSubstituteUrl',
  'RemovedIpOrUrl',
  'ChangedIsExpressRoute',
  'MovedIpOrUrl',
  'RemovedDuplicateIpOrUrl',
  'OtherNonPriorityChanges',
]);

export const ChangeDetailSchema = z.object({
  fqdnAdditions: z.array(z.string()),
  fqdnRemovals: z.array(z.string()),
  cidrAdditions: z.array(z.string()),
  cidrRemovals: z.array(z.string()),
  serviceTreeIdAdditions: z.array(z.string()),
  serviceTreeIdRemovals: z.array(z.string()),
  /** Subnet service-tree assignments the change adds (new or changed) and removes (or replaces). */
  subnetServiceTreeAdditions: z.array(SubnetServiceTreeSchema),
  subnetServiceTreeRemovals: z.array(SubnetServiceTreeSchema),
  previousAttributes: SetAttributesSchema.nullable(),
  currentAttributes: SetAttributesSchema.nullable(),
  addEffectiveDate: z.string().nullable(),
  removeEffectiveDate: z.string().nullable(),
  lastUpdatedDatetime: z.string(),
  submittedDate: z.string().nullable(),
  authors: z.array(z.string()),
  changeReason: z.string(),
  disposition: DispositionSchema.nullable(),
  impact: ImpactSchema.nullable(),
  internalChange: z.boolean(),
  /** The concrete FQDN named for each added wildcard (wildcard → exemplar). */
  wildcardExemplars: z.record(z.string(), z.string()),
});
export type ChangeDetail = z.infer<typeof ChangeDetailSchema>;

export const ChangeLogEntrySchema = z.object({
  actor: z.string(),
  at: z.string(),
  action: z.string(),
  note: z.string().nullable(),
});

/** An approval a change waits for: whether it is given, by whom, and their note. */
const approval = <const K extends string>(by: K) =>
  ({
    [`is${by.charAt(0).toUpperCase()}${by.slice(1)}Approved`]: z.boolean(),
    [`${by}ApprovedBy`]: z.string().nullable(),
    [`${by}ApprovalNote`]: z.string().nullable(),
  }) as { [P in `is${Capitalize<K>}Approved`]: z.ZodBoolean } & {
    [P in `${K}ApprovedBy` | `${K}ApprovalNote`]: z.ZodNullable<z.ZodString>;
  };

export const EndpointSetChangeSchema = z
  .object({
    id: z.string(),
    endpointSetInternalId: z.string(),
    instance: InstanceSchema,
    /** The workload the change leaves the set in. */
    workload: z.string(),
    /** The set's workload before the change (null for a new set); a move when it differs. */
    previousWorkload: z.string().nullable(),
    status: ChangeStatusSchema,
    /** The endpoint set as this change proposes it. */
    endpointSetSnapshot: EndpointSetFieldsSchema,
    fqdnListSnapshot: z.array(z.string()),
    publishedChangeId: z.number().int().nullable(),
    publishedVersion: z.string().nullable(),
    publishedDate: z.string().nullable(),
    ...approval('workloadChamp'),
    /** A move: the approval of a champion of the workload the set leaves. */
    ...approval('previousWorkloadChamp'),
    /** The council must approve: the policy's reasons (`councilReasons`) or the author's request. */
    isRequireChangeCouncilApproval: z.boolean(),
    ...approval('changeCouncil'),
    isBlocked: z.boolean(),
    blockedBy: z.string().nullable(),
    blockedNote: z.string().nullable(),
    unblockedBy: z.string().nullable(),
    unblockedNote: z.string().nullable(),
    isBypassedValidation: z.boolean(),
    bypassedValidationBy: z.string().nullable(),
    bypassedValidationNote: z.string().nullable(),
    changeDetail: ChangeDetailSchema,
    /** Results of the per-change validation tests; empty until they have run. */
    validationTestResults: z.array(ValidationTestResultSchema),
    validationOutcome: ValidationOutcomeSchema,
    isReadyToBePublished: z.boolean(),
    /** Optimistic concurrency: send it back with the next edit or action. */
    version: z.number().int(),
    log: z.array(ChangeLogEntrySchema),
  })
  .meta({ id: 'DomainLensEndpointSetChange' });
export type EndpointSetChange = z.infer<typeof EndpointSetChangeSchema>;

/** What every workflow action answers: the success text and the change as it now is. */
export const ChangeActionAnswerSchema = textAnswer({ change: EndpointSetChangeSchema });

export const DomainLensWorkloadSchema = z
  .object({
    id: z.string(),
    workloadChampName: z.string(),
    workloadChampSecurityGroup: z.string(),
    workloadChampEmail: z.string(),
    serviceArea: z.string(),
    serviceAreaDisplayName: z.string(),
    propertyGroups: z.array(z.string()),
    workloadType: WorkloadTypeSchema,
  })
  .meta({ id: 'DomainLensWorkload' });
export type DomainLensWorkload = z.infer<typeof DomainLensWorkloadSchema>;

export const ServiceAreaSchema = z.object({ id: z.string(), displayName: z.string() });
export const WorkloadChampSchema = z.object({ workloadId: z.string(), email: z.string(), name: z.string() });

/** Where a service-tree entry is in its life: a retired service's FQDNs fail the scanner's test. */
export const ServiceTreeLifecycleSchema = z.enum([
  'Development',
  'Preview',
  'Production',
  'Deprecated',
  'Retired',
]);
export type ServiceTreeLifecycle = z.infer<typeof ServiceTreeLifecycleSchema>;

export const ServiceTreeEntrySchema = z
  .object({
    id: z.string().uuid(),
    name: z.string().trim().min(1).max(300),
    devOwner: z.string().max(320),
    pmOwner: z.string().max(320),
    /** Production when the registry does not say. */
    lifecycle: ServiceTreeLifecycleSchema.default('Production'),
  })
  .meta({ id: 'DomainLensServiceTreeEntry' });
export type ServiceTreeEntry = z.infer<typeof ServiceTreeEntrySchema>;

export const DomainLensAccessSchema = z.object({
  hasAccessToDomainLens: z.boolean(),
  ...championFields,
  internalWorkloads: z.array(z.string()),
  externalWorkloads: z.array(z.string()),
  /** The name changes record the caller by (authors, approvers). */
  actor: z.string(),
  /** The workloads the caller champions. */
  championedWorkloads: z.array(z.string()),
});
