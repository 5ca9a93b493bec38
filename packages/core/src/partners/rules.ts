import { nullAsAbsent, z } from '../zod.js';
import { validCidr } from '../domainlens/rules.js';
import { isReservedAsn, subnetTooBroad } from './claims.js';
import {
  ChangeActionSchema,
  ChangeRequestStatusSchema,
  SolutionTypeSchema,
  VisibilitySchema,
} from './model.js';
import { noteMissing } from '../workflow-checks.js';
import { ChangeRequestActionOf, ChangeRequestWorkflow } from './workflow.js';
import { reviewFields } from '../fragments.js';

/** Message keys of the registration rules (spec 2 §5, §8). */
export const PartnerMessages = {
  companyUrl: 'partners.errors.companyUrl',
  email: 'partners.errors.email',
  sameDomain: 'partners.errors.sameDomain',
  orgDomain: 'partners.errors.orgDomain',
  terms: 'partners.errors.terms',
} as const;

/** How long a verification code stays valid, and how many wrong codes it takes. */
export const VerificationCodeMinutes = 15;
export const VerificationTries = 5;
/** Verification codes sent per hour to one user, and from one client address. */
export const VerificationSendsPerHour = 5;
/**
 * Wrong codes one registration may take within a day (`VerificationWindowHours` from its first
 * wrong code), across resends: each new code has its own `VerificationTries` within this bound.
 * Then it is locked until that day has passed.
 */
export const VerificationWrongCodesPerDay = 10;
export const VerificationWindowHours = 24;

/** The end of a registration's lock, or null while it may still take codes. */
export function registrationLockedUntil(
  r: { wrongCodes: number; wrongSince: string | null },
  now: Date,
): Date | null {
  if (r.wrongCodes < VerificationWrongCodesPerDay || !r.wrongSince) return null;
  const until = new Date(Date.parse(r.wrongSince) + VerificationWindowHours * 3_600_000);
  return until > now ? until : null;
}

/** POST PartnerRegister/email. */
export const RegisterEmailBodySchema = z.object({
  companyName: z.string().trim().min(1).max(200),
  // Left out, null or empty, these reach `registrationIssue`, which answers the spec's messages.
  companyUrl: nullAsAbsent(z.string().trim().max(500).default('')),
  emailAddress: nullAsAbsent(z.string().trim().max(320).default('')),
  /** The programme's terms, accepted before anything is sent. */
  termsAccepted: nullAsAbsent(z.boolean().default(false)),
});
export type RegisterEmailBody = z.infer<typeof RegisterEmailBodySchema>;

/** POST PartnerRegister/code. */
export const RegisterCodeBodySchema = z.object({ code: z.string().trim().min(1).max(20) });

/** The host name of a company URL (`contoso.com`, `https://www.contoso.com/about`), or null. */
export function companyDomain(url: string): string | null {
  const text = /^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `https://${url}`;
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  if (parsed.username || parsed.password) return null;
  const host = parsed.hostname.toLowerCase();
  const labels = host.split('.');
  const label = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
  if (labels.length < 2 || !labels.every((l) => label.test(l)) || /^\d+$/.test(labels.at(-1)!)) return null;
  return host.replace(/^www\./, '');
}

/** The domain of an e-mail address, or null when it is not one. */
export function emailDomain(email: string): string | null {
  const m = /^[^\s@"<>(),;:\\[\]]+@([^\s@]+)$/.exec(email.trim());
  if (!m) return null;
  return companyDomain(m[1]!) === m[1]!.toLowerCase().replace(/^www\./, '') ? m[1]!.toLowerCase() : null;
}

/** Whether `domain` is `parent` or one of its subdomains. */
export const inDomain = (domain: string, parent: string): boolean =>
  domain === parent || domain.endsWith(`.${parent}`);

/** The first broken registration rule (field and message key), in the order the form shows them. */
export function registrationIssue(
  body: Pick<RegisterEmailBody, 'companyUrl' | 'emailAddress' | 'termsAccepted'>,
): { field: string; messageKey: string } | null {
  if (!body.termsAccepted) return { field: 'termsAccepted', messageKey: PartnerMessages.terms };
  const company = companyDomain(body.companyUrl);
  if (!company) return { field: 'companyUrl', messageKey: PartnerMessages.companyUrl };
  const mail = emailDomain(body.emailAddress);
  if (!mail) return { field: 'emailAddress', messageKey: PartnerMessages.email };
  if (!inDomain(mail, company)) return { field: 'emailAddress', messageKey: PartnerMessages.sameDomain };
  return null;
}

/**
 * A verification address outside the signed-in user's organisation: it must be in one of the
 * organisation's domains (as the directory knows them) or in the user's own e-mail domain, so a
 * code never goes to another organisation's people.
 */
export function organisationDomainIssue(
  emailAddress: string,
  organisation: { domains: readonly string[]; userEmail: string },
): { field: string; messageKey: string } | null {
  const mail = emailDomain(emailAddress);
  const own = [...organisation.domains.map((d) => companyDomain(d)), emailDomain(organisation.userEmail)];
  if (mail && own.some((d) => d !== null && inDomain(mail, d))) return null;
  return { field: 'emailAddress', messageKey: PartnerMessages.orgDomain };
}

/**
 * An AS number as a solution's entry: a number, as every answer writes it; a string (`3320`,
 * `AS3320`) is still taken, as typed and as files and requests saved before carry it.
 */
export const AsnEntrySchema = z.union([z.number().int(), z.string().trim().max(50)]);

/** What a provider enters for a solution; the lists as typed, checked by `solutionIssues`. */
export const SolutionInputSchema = z.object({
  name: z.string().trim().min(1).max(200),
  type: SolutionTypeSchema,
  asns: z.array(AsnEntrySchema).max(200).default([]),
  subnets: z.array(z.string().trim().max(60)).max(1000).default([]),
  vpnInterfaceDescriptions: z.array(z.string().trim().min(1).max(300)).max(100).default([]),
  sslOwnerNames: z.array(z.string().trim().min(1).max(300)).max(100).default([]),
});
export type SolutionInput = z.output<typeof SolutionInputSchema>;

/** PUT PartnerInputSolution: a new solution (no id) or one of the provider's own. */
export const PutSolutionBodySchema = SolutionInputSchema.extend({
  id: z.uuid().optional(),
  /** Contribute the solution to the service operator (true) or cancel the contribution (false). */
  isContributed: z.boolean().default(false),
});
export type PutSolutionBody = z.output<typeof PutSolutionBodySchema>;

/** The number of an ASN as given (`3320`, `"3320"` or `"AS3320"`), or null; reserved numbers are checked apart. */
export function parseAsn(entry: string | number): number | null {
  if (typeof entry === 'number')
    return Number.isSafeInteger(entry) && entry >= 0 && entry <= 4294967295 ? entry : null;
  const m = /^(?:AS)?(\d{1,10})$/i.exec(entry.trim());
  if (!m) return null;
  const n = Number(m[1]);
  return n <= 4294967295 ? n : null;
}

/** A subnet written the one way duplicates are compared in. */
export const normaliseSubnet = (cidr: string) => cidr.trim().toLowerCase();

/** One wrong entry of a solution's lists: where, what, why, and what its message names besides. */
export interface SolutionIssue {
  path: string;
  value: string;
  reason: 'notAsn' | 'reservedAsn' | 'notCidr' | 'tooBroad' | 'duplicate' | 'takenOwn' | 'takenPublic';
  params?: Record<string, string | number>;
}

/**
 * The entries of a solution that are not ASNs or are reserved ones, not CIDR subnets or broader
 * than their family's bound, or repeated within the solution.
 */
export function solutionIssues(input: Pick<SolutionInput, 'asns' | 'subnets'>): SolutionIssue[] {
  const issues: SolutionIssue[] = [];
  const check = (
    field: 'asns' | 'subnets',
    issue: (v: string) => Omit<SolutionIssue, 'path' | 'value'> | string,
  ) => {
    const seen = new Set<string>();
    input[field].map(String).forEach((value, i) => {
      const found = issue(value);
      if (typeof found !== 'string') issues.push({ path: `${field}[${i}]`, value, ...found });
      else if (seen.has(found)) issues.push({ path: `${field}[${i}]`, value, reason: 'duplicate' });
      else seen.add(found);
    });
  };
  check('asns', (v) => {
    const asn = parseAsn(v);
    if (asn === null) return { reason: 'notAsn' };
    return isReservedAsn(asn) ? { reason: 'reservedAsn' } : String(asn);
  });
  check('subnets', (v) => {
    if (!validCidr(v.trim())) return { reason: 'notCidr' };
    const broad = subnetTooBroad(v.trim());
    return broad ? { reason: 'tooBroad', params: broad } : normaliseSubnet(v);
  });
  return issues;
}

/** PartnerChangeSolutionRequest/Create: a change to a public solution, for staff review. */
export const CreateChangeRequestBodySchema = z.object({
  action: ChangeActionSchema,
  /** The public solution changed (Update, Delete), or the private one to publish (Create). */
  solutionId: z.uuid().optional(),
  solution: SolutionInputSchema.optional(),
  note: z.string().trim().max(1000).default(''),
});
export type CreateChangeRequestBody = z.output<typeof CreateChangeRequestBodySchema>;

/** PartnerChangeSolutionRequest/Update: the provider cancels; staff approve or reject. */
export const UpdateChangeRequestBodySchema = z
  .object({
    id: z.uuid(),
    status: ChangeRequestStatusSchema.exclude(['PendingReview']),
    note: nullAsAbsent(z.string().trim().max(1000).default('')),
  })
  .superRefine((b, ctx) => {
    if (noteMissing(ChangeRequestWorkflow[ChangeRequestActionOf[b.status]], b.note))
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'A note is required to reject.' });
  });
export type UpdateChangeRequestBody = z.output<typeof UpdateChangeRequestBodySchema>;

export const ChangeRequestSchema = z
  .object({
    id: z.string(),
    partnerInternalId: z.string(),
    solutionId: z.string().nullable(),
    action: ChangeActionSchema,
    status: ChangeRequestStatusSchema,
    /** The solution as asked for, its AS numbers as numbers (as a solution's). */
    solution: SolutionInputSchema.extend({
      asns: z.array(z.number().int()),
      visibility: VisibilitySchema,
    }).nullable(),
    note: z.string(),
    createdBy: z.string(),
    createdAt: z.string(),
    ...reviewFields,
  })
  .meta({ id: 'PartnerChangeRequest' });
export type PartnerChangeRequest = z.infer<typeof ChangeRequestSchema>;
