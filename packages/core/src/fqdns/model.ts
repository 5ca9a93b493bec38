import { z } from '../zod.js';
import { LocalizedMessageSchema } from '../message.js';
import { InstanceSchema } from '../domainlens/model.js';
import { FqdnOcdiAssociationSchema } from './ocdi.js';
import { ReviewStatusSchema } from '../fragments.js';
import { championFields } from '../identity/access-fields.js';

/** The FQDN inventory of Domain Lens (spec 2 §3, §4): what the API answers. */
export const FqdnScopeSchema = z.enum(['MVP', 'MVPPlus', 'ThirdParty', 'Exclude', 'Unset']);
export type FqdnScope = z.infer<typeof FqdnScopeSchema>;

export const CustomerFacingStatusSchema = z.enum(['Unset', 'Yes', 'No']);
export type CustomerFacingStatus = z.infer<typeof CustomerFacingStatusSchema>;

/** The scanner's daily verdict (spelling as the original service sends it). */
export const DailyTestStatusSchema = z.enum(['UnTested', 'Successed', 'Failed']);
export type DailyTestStatus = z.infer<typeof DailyTestStatusSchema>;

/**
 * A workload assignment request (spec 2 §4): PendingReview until the receiving workload's
 * champion accepts (Approved) or rejects it (Rejected), or the requester cancels it (Cancelled);
 * ConnectivityChampUpdate when a connectivity champion moved the FQDN directly. `None`: never requested.
 */
export const AssignmentStatusSchema = z.enum([
  'None',
  ...ReviewStatusSchema.options,
  'ConnectivityChampUpdate',
]);
export type AssignmentStatus = z.infer<typeof AssignmentStatusSchema>;

export const AssignmentInfoSchema = z.object({
  assignmentStatus: AssignmentStatusSchema,
  newWorkload: z.string().nullable(),
  requestedBy: z.string().nullable(),
  requestedDate: z.string().nullable(),
  requestedNote: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  reviewedDate: z.string().nullable(),
  reviewedNote: z.string().nullable(),
});
export type AssignmentInfo = z.infer<typeof AssignmentInfoSchema>;

/** What the inventory's workflows know of the caller: the e-mail, the champion roles and championed workloads. */
export const FqdnRolesSchema = z
  .object({
    email: z.string(),
    ...championFields,
    championedWorkloads: z.array(z.string()),
  })
  .meta({ id: 'FqdnRoles' });
export type FqdnRoles = z.infer<typeof FqdnRolesSchema>;

export const ScannerInfoSchema = z.object({
  latestDetectedDatetime: z.string().nullable(),
  /** -1 until the scanner has counted samples. */
  sampleCount: z.number().int(),
  component: z.string().nullable(),
  subcomponent: z.string().nullable(),
  scope: FqdnScopeSchema,
});
export type ScannerInfo = z.infer<typeof ScannerInfoSchema>;

/** Where the FQDN was found and how (free form, as the importer or the scanner gives it). */
export const DiscoveryInfoSchema = z.record(z.string(), z.string()).nullable();

/** One scanner test of one FQDN, as the scanner stores it. */
export const FqdnTestResultSchema = z.object({
  testName: z.string(),
  status: z.enum(['Pass', 'Warning', 'Failed']),
  message: z.string(),
  /** The message as a key of the string tables with its values (absent from older scans). */
  localized: LocalizedMessageSchema.optional(),
  testedAt: z.string(),
});
export type FqdnTestResult = z.infer<typeof FqdnTestResultSchema>;

export const FqdnSchema = z
  .object({
    id: z.string(),
    domainName: z.string(),
    instance: InstanceSchema,
    workload: z.string(),
    isWildcard: z.boolean(),
    lastUpdateDatetime: z.string(),
    isCustomerFacingStatus: CustomerFacingStatusSchema,
    isCustomerFacingNote: z.string(),
    isDeprecated: z.boolean(),
    publishedDomainName: z.string().nullable(),
    serviceTreeId: z.string().nullable(),
    /** The endpoint sets (of the same instance, not deleted) whose FQDN list holds this name. */
    endpointSetInternalIds: z.array(z.string()),
    dailyTestStatus: DailyTestStatusSchema,
    assignmentInfo: AssignmentInfoSchema,
    discoveryInfo: DiscoveryInfoSchema,
    scannerInfo: ScannerInfoSchema,
    /** The OCDI association holding this FQDN (at most one). */
    ocdiAssociations: z.array(FqdnOcdiAssociationSchema),
    addedBy: z.string(),
  })
  .meta({ id: 'Fqdn' });
export type Fqdn = z.infer<typeof FqdnSchema>;

/** One FQDN a batch action left alone, and why. */
export const BatchFailureSchema = z.object({
  id: z.string(),
  domainName: z.string(),
  reason: z.string(),
  reasonKey: z.string(),
});
export type BatchFailure = z.infer<typeof BatchFailureSchema>;

/** A batch action's answer: every FQDN changed or named with its reason, never half of one. */
export const BatchAnswerSchema = z.object({
  outcome: z.enum(['Succeeded', 'PartiallyFailed', 'Failed']),
  message: z.string(),
  messageKey: z.string(),
  updated: z.array(z.string()),
  failed: z.array(BatchFailureSchema),
});
export type BatchAnswer = z.infer<typeof BatchAnswerSchema>;
