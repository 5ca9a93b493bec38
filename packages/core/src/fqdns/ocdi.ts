import { nullAsAbsent, z } from '../zod.js';
import { InstanceSchema } from '../domainlens/model.js';
import { queryList } from '../query.js';
import { noteMissing } from '../workflow-checks.js';
import { OcdiWorkflow, ocdiReviewAction } from './ocdi-workflow.js';
import { reviewFields } from '../fragments.js';

/**
 * OCDI associations (spec 2 §3–§6): a group of legacy FQDNs of one instance and service tree
 * tied to their new names under cloud.microsoft, with the transition stage and the GA date.
 */

/** The most legacy FQDNs one association groups (spec 2 §9); past it a wildcard is suggested. */
export const OcdiMaxFqdns = 100;
/** Under this many samples (or -1, not counted yet) a legacy FQDN draws the low-sample warning. */
export const OcdiLowSampleCount = 100;
/** The OCDI parent domain: every OCDI name is xxx.cloud.microsoft or deeper. */
export const OcdiSuffix = 'cloud.microsoft';

/** The transition stages in order (spec 2 §3). */
export const OcdiStageSchema = z.enum([
  'Engaged',
  'Aligned',
  'Planning',
  'Engineering',
  'Preview',
  'GA',
  'Redirect',
  'NA',
]);
export type OcdiStage = z.infer<typeof OcdiStageSchema>;

/**
 * How a stage is shown (S0–S6, GA at S5): the seven stages of the journey in order from S0; NA
 * (not applicable: the name will not move) stands outside the sequence and shows as NA.
 */
export const OcdiStageLabel: Record<OcdiStage, string> = {
  Engaged: 'S0',
  Aligned: 'S1',
  Planning: 'S2',
  Engineering: 'S3',
  Preview: 'S4',
  GA: 'S5',
  Redirect: 'S6',
  NA: 'NA',
};

/** Where an association stands (spec 2 §4); NotStarted is a saved draft, never submitted. */
export const OcdiStateSchema = z.enum(['NotStarted', 'PendingApproval', 'Approved', 'Rejected']);
export type OcdiState = z.infer<typeof OcdiStateSchema>;

/** The connectivity champion's review (spec 2 §3): NA until submitted. */
export const OcdiReviewSchema = z.enum(['Approved', 'Rejected', 'PendingReview', 'NA']);
export type OcdiReview = z.infer<typeof OcdiReviewSchema>;

export const OcdiAssociationSchema = z
  .object({
    id: z.string(),
    instance: InstanceSchema,
    serviceTreeId: z.string(),
    state: OcdiStateSchema,
    review: OcdiReviewSchema,
    /** The legacy FQDNs (Legacy). */
    legacy: z.array(z.object({ fqdnId: z.string(), domainName: z.string() })),
    /** The OCDI names (Ocdi). */
    ocdi: z.array(z.string()),
    transitionStatus: OcdiStageSchema,
    gaDate: z.string(),
    createdBy: z.string(),
    /** Everyone who created or edited it: none of them reviews it. */
    authors: z.array(z.string()),
    createdAt: z.string(),
    updatedAt: z.string(),
    submittedBy: z.string().nullable(),
    submittedAt: z.string().nullable(),
    ...reviewFields,
  })
  .meta({ id: 'OcdiAssociation' });
export type OcdiAssociation = z.infer<typeof OcdiAssociationSchema>;

/** An FQDN's own view of its association (the FQDN's `ocdiAssociations`). */
export const FqdnOcdiAssociationSchema = z.object({
  id: z.string(),
  Legacy: z.string(),
  Ocdi: z.array(z.string()),
  TransitionStatus: OcdiStageSchema,
  GaDate: z.string(),
  state: OcdiStateSchema,
  review: OcdiReviewSchema,
});
export type FqdnOcdiAssociation = z.infer<typeof FqdnOcdiAssociationSchema>;

/** What the panel sends to save an association; empty values reach the rules, which name them. */
export const OcdiInputSchema = z.object({
  fqdnIds: z.array(z.string().uuid()).max(1000),
  /** The OCDI names, comma separated. */
  ocdiDomains: nullAsAbsent(z.string().max(10_000).default('')),
  transitionStatus: nullAsAbsent(z.union([OcdiStageSchema, z.literal('')]).default('')),
  gaDate: nullAsAbsent(
    z
      .string()
      .trim()
      .refine((d) => d === '' || /^\d{4}-\d{2}-\d{2}$/.test(d), 'Use a date as YYYY-MM-DD.')
      .default(''),
  ),
  /** The attestation checkbox: needed to submit. */
  attested: z.boolean().default(false),
  /** Submit for approval (else it is saved as not started). */
  submit: z.boolean().default(false),
});
export type OcdiInput = z.infer<typeof OcdiInputSchema>;

export const UpdateOcdiBodySchema = OcdiInputSchema.extend({ id: z.string().uuid() });
export type UpdateOcdiBody = z.infer<typeof UpdateOcdiBodySchema>;

export const ReviewOcdiBodySchema = z
  .object({
    id: z.string().uuid(),
    decision: z.enum(['Approved', 'Rejected']),
    note: nullAsAbsent(z.string().trim().max(2000).default('')),
    /** The reviewer has checked the wildcard names (needed to approve an association with any). */
    wildcardReviewed: z.boolean().default(false),
  })
  .superRefine((b, ctx) => {
    if (noteMissing(OcdiWorkflow[ocdiReviewAction(b.decision)], b.note))
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'A note is required to reject.' });
  });
export type ReviewOcdiBody = z.infer<typeof ReviewOcdiBodySchema>;

export const OcdiListQuerySchema = z.object({ states: queryList(OcdiStateSchema) });
