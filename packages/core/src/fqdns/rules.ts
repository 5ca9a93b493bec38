import { z } from '../zod.js';
import { InstanceSchema } from '../domainlens/model.js';
import { DomainLensMessages, fqdnField } from '../domainlens/rules.js';
import { ContinuationParamSchema, queryBool, queryList, SearchParamSchema } from '../query.js';
import { noteMissing } from '../workflow-checks.js';
import { nullAsAbsent } from '../zod.js';
import { AssignmentWorkflow } from './assignment-workflow.js';
import {
  AssignmentStatusSchema,
  CustomerFacingStatusSchema,
  DailyTestStatusSchema,
  FqdnScopeSchema,
  type CustomerFacingStatus,
  type FqdnScope,
} from './model.js';

/** Rows of one page of Fqdn/List (spec 2 §9). */
export const FqdnPageSize = 100;
/** The most FQDNs one batch action takes (also what isUpdateAll may reach). */
export const FqdnBatchLimit = 10_000;

/** Only these scopes may be customer facing (spec 2 §5). */
export const CustomerFacingScopes: readonly FqdnScope[] = ['MVP', 'MVPPlus', 'ThirdParty'];

/** Why one FQDN may not take a change: the key of its reason under `fqdns.reasons`. */
export type FqdnRefusal =
  | 'notFound'
  | 'notServiceTreeOwner'
  | 'noServiceTree'
  | 'scopeNotCustomerFacing'
  | 'noteRequired'
  | 'notWorkloadChamp'
  | 'notReceivingChamp'
  | 'notRequester'
  | 'ownRequest'
  | 'notPending'
  | 'alreadyPending'
  | 'sameWorkload'
  | 'unknownWorkload'
  | 'unknownServiceTree';

/**
 * The customer-facing rule (spec 2 §5): a change of the status needs a note, and Yes only for
 * the scopes MVP, MVP+ and Third Party. Null when allowed (the owner check is the server's policy).
 */
export function customerFacingRefusal(
  current: CustomerFacingStatus,
  next: CustomerFacingStatus,
  note: string | undefined,
  scope: FqdnScope,
): FqdnRefusal | null {
  if (next === current) return null;
  if (!note?.trim()) return 'noteRequired';
  if (next === 'Yes' && !CustomerFacingScopes.includes(scope)) return 'scopeNotCustomerFacing';
  return null;
}

/** The filters of Fqdn/List, Fqdn/Count and BatchUpdateFQDN with isUpdateAll. */
export const FqdnFiltersSchema = z.object({
  instances: queryList(InstanceSchema),
  workloads: queryList(z.string().max(100)),
  scopes: queryList(FqdnScopeSchema),
  customerFacing: queryList(CustomerFacingStatusSchema),
  dailyTestStatuses: queryList(DailyTestStatusSchema),
  deprecated: queryBool,
  assignmentStatuses: queryList(AssignmentStatusSchema),
  /** Requests waiting for these workloads (the new workload of a pending request). */
  newWorkloads: queryList(z.string().max(100)),
  serviceTreeIds: queryList(z.string().max(36)),
  search: SearchParamSchema,
});
export type FqdnFilters = z.infer<typeof FqdnFiltersSchema>;

export const FqdnListQuerySchema = FqdnFiltersSchema.extend({ continuation: ContinuationParamSchema });

/** A batch action's selection left empty (spec 2 §5: bulk actions fail when none are selected). */
const SelectFqdns = 'Select at least one FQDN.';
const fqdnIds = z.array(z.string().uuid(), { error: SelectFqdns }).min(1, SelectFqdns).max(FqdnBatchLimit);

/** Spec 2 §5: some actions need exactly one selected item (an FQDN's details, its edit, scanning it now). */
export const ExactlyOneSelectedMessage = 'This action needs exactly one selected item.';

/** Whether a selection of `count` items allows an action that takes exactly one. */
export const isExactlyOneSelected = (count: number) => count === 1;

/**
 * The FQDN id of a call that takes one FQDN: several (a list, or the query parameter repeated)
 * are refused with the rule's message.
 */
export const OneFqdnIdSchema = z
  .string({ error: (issue) => (Array.isArray(issue.input) ? ExactlyOneSelectedMessage : undefined) })
  .uuid();

const note = z.string().trim().max(2000);
/** A batch's note: absent, null and blank all mean none. */
const batchNote = nullAsAbsent(note.default(''));

export const FqdnNameSchema = fqdnField();

export const CreateFqdnBodySchema = z.object({
  domainName: FqdnNameSchema,
  instance: InstanceSchema,
  workload: z.string().trim().min(1).max(100),
  serviceTreeId: z.string().trim().max(36).nullable().optional(),
  scope: FqdnScopeSchema.default('Unset'),
  publishedDomainName: z.string().trim().max(300).nullable().optional(),
});
export type CreateFqdnBody = z.infer<typeof CreateFqdnBodySchema>;

export const UpdateCommonAttributesBodySchema = z.object({
  id: OneFqdnIdSchema,
  isCustomerFacingStatus: CustomerFacingStatusSchema.optional(),
  isCustomerFacingNote: note.optional(),
  isDeprecated: z.boolean().optional(),
  serviceTreeId: z.string().trim().min(1).max(36).optional(),
});
export type UpdateCommonAttributesBody = z.infer<typeof UpdateCommonAttributesBodySchema>;

export const BatchAssignBodySchema = z.object({
  fqdnIds,
  /** The workload the FQDNs should move to. */
  property: z.string().trim().min(1).max(100),
  note: batchNote,
});
export const BatchIdsBodySchema = z.object({ fqdnIds });
export const BatchRejectBodySchema = z.object({ fqdnIds, note: batchNote }).superRefine((b, ctx) => {
  if (noteMissing(AssignmentWorkflow.Reject, b.note))
    ctx.addIssue({ code: 'custom', path: ['note'], message: DomainLensMessages.noteRequired });
});

/** What BatchUpdateFQDN changes: the customer-facing status, deprecation, or the service tree. */
export const BatchUpdateTypeSchema = z.enum(['CustomerFacing', 'Deprecation', 'ServiceTree']);
export type BatchUpdateType = z.infer<typeof BatchUpdateTypeSchema>;

export const BatchUpdateBodySchema = z
  .object({
    isUpdateAll: z.boolean().default(false),
    fqdnIds: z.array(z.string().uuid()).max(FqdnBatchLimit).default([]),
    type: BatchUpdateTypeSchema,
    property: z.string().trim().min(1).max(100),
    note: batchNote,
  })
  .superRefine((b, ctx) => {
    if (!b.isUpdateAll && b.fqdnIds.length === 0)
      ctx.addIssue({ code: 'custom', path: ['fqdnIds'], message: SelectFqdns });
    const allowed: Record<BatchUpdateType, readonly string[] | null> = {
      CustomerFacing: CustomerFacingStatusSchema.options,
      Deprecation: ['true', 'false'],
      ServiceTree: null,
    };
    const values = allowed[b.type];
    if (values && !values.includes(b.property))
      ctx.addIssue({ code: 'custom', path: ['property'], message: `Expected one of ${values.join(', ')}.` });
  });
export type BatchUpdateBody = z.infer<typeof BatchUpdateBodySchema>;
