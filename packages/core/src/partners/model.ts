import { z } from '../zod.js';
import { ReviewStatusSchema } from '../fragments.js';
import { portalAccessFields } from '../identity/access-fields.js';

/** A provider's standing in the programme (spec 2 §3), changed by staff. */
export const PartnerStatusSchema = z.enum(['AwaitingEndorsement', 'Approved', 'Named', 'Demo', 'Preview']);
export type PartnerStatus = z.infer<typeof PartnerStatusSchema>;

/** Kinds of network solution (spec 2 §3). */
export const SolutionTypeSchema = z.enum([
  'isp',
  'satellite',
  'corporate',
  'cloudproxy',
  'university',
  'sdwan',
  'sslbi',
  'vpn',
]);
export type SolutionType = z.infer<typeof SolutionTypeSchema>;

export const VisibilitySchema = z.enum(['Public', 'Private']);
export type Visibility = z.infer<typeof VisibilitySchema>;

/** The attributes a report is attributed to a solution by. */
export const SolutionAttributeSchema = z.enum(['ASN', 'IPSubnet', 'VPN', 'SSLCertificate']);
export type SolutionAttribute = z.infer<typeof SolutionAttributeSchema>;

export const ChangeActionSchema = z.enum(['Create', 'Update', 'Delete']);
export type PartnerChangeAction = z.infer<typeof ChangeActionSchema>;

/** A change request to a public solution: reviewed by staff. */
export const ChangeRequestStatusSchema = ReviewStatusSchema;
export type ChangeRequestStatus = z.infer<typeof ChangeRequestStatusSchema>;

/** GET PartnerProfile: the caller's provider. */
export const PartnerProfileSchema = z
  .object({
    partnerInternalId: z.string(),
    name: z.string(),
    url: z.string(),
    status: PartnerStatusSchema,
    registeredBy: z.string(),
    registeredEmail: z.string(),
    registeredAt: z.string(),
  })
  .meta({ id: 'PartnerProfile' });
export type PartnerProfile = z.infer<typeof PartnerProfileSchema>;

/** GET PnppAccess: what the caller may do in the provider portal. */
export const PnppAccessSchema = z
  .object({
    ...portalAccessFields,
    partnerRegistered: z.boolean(),
    partnerInternalId: z.string().nullable(),
    status: PartnerStatusSchema.nullable(),
  })
  .meta({ id: 'PnppAccess' });
export type PnppAccess = z.infer<typeof PnppAccessSchema>;

/** One evidence record of a solution's attribute value (spec 2 §3, provider evidence record). */
export const EvidenceRecordSchema = z
  .object({
    value: z.string(),
    dateAdded: z.string(),
    dateLastVerified: z.string(),
    addedByMethod: z.string(),
    addedByUser: z.string(),
    approvedBy: z.string().nullable(),
    approvedDate: z.string().nullable(),
  })
  .meta({ id: 'EvidenceRecord' });
export type EvidenceRecord = z.infer<typeof EvidenceRecordSchema>;

export const SolutionEvidenceSchema = z.object({
  asns: z.array(EvidenceRecordSchema),
  ips: z.array(EvidenceRecordSchema),
  vpns: z.array(EvidenceRecordSchema),
  sslCertificates: z.array(EvidenceRecordSchema),
});
export type SolutionEvidence = z.infer<typeof SolutionEvidenceSchema>;

/** A network solution as the portal shows it. */
export const PartnerSolutionSchema = z
  .object({
    id: z.string(),
    partnerInternalId: z.string(),
    partnerName: z.string(),
    name: z.string(),
    type: SolutionTypeSchema,
    asns: z.array(z.number().int()),
    subnets: z.array(z.string()),
    vpnInterfaceDescriptions: z.array(z.string()),
    sslOwnerNames: z.array(z.string()),
    visibility: VisibilitySchema,
    isContributed: z.boolean(),
    /** Whether an open change request (PendingReview) exists for it. */
    hasPendingChange: z.boolean(),
    evidence: SolutionEvidenceSchema,
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'PartnerSolution' });
export type PartnerSolution = z.infer<typeof PartnerSolutionSchema>;

/** A public solution as every provider sees it: no evidence, no provider-internal state. */
export const OfficialSolutionSchema = PartnerSolutionSchema.pick({
  id: true,
  partnerName: true,
  name: true,
  type: true,
  asns: true,
  subnets: true,
}).meta({ id: 'OfficialSolution' });
export type OfficialSolution = z.infer<typeof OfficialSolutionSchema>;

/** A partner as staff list it. */
export const PartnerSummarySchema = PartnerProfileSchema.extend({ solutionCount: z.number().int() }).meta({
  id: 'PartnerSummary',
});
export type PartnerSummary = z.infer<typeof PartnerSummarySchema>;

/** The verification mail an operator reads from the outbox when no SMTP server is configured. */
export const OutboxMailSchema = z
  .object({ id: z.string(), to: z.string(), subject: z.string(), text: z.string(), createdAt: z.string() })
  .meta({ id: 'OutboxMail' });
export type OutboxMail = z.infer<typeof OutboxMailSchema>;
