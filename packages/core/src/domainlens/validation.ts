import { z } from '../zod.js';
import { LocalizedMessageSchema } from '../message.js';

/**
 * The validation tests every submitted endpoint-set change request runs (spec 2 §5, "Validation
 * tests (change requests)"), one id a test, in the order the spec lists them.
 */
export const VALIDATION_TEST_IDS = [
  'BulkRemoval',
  'LinkedMemberSet',
  'DnsResolution',
  'EffectiveDate',
  'DuplicateEndpoint',
  'WildcardExemplar',
  'OptimizeDetails',
  'CategoryPromotion',
  'IpamTags',
  'MicrosoftOwnership',
  'MinimiseIpUse',
  'IpInMultipleServiceAreas',
  'ExpressRouteResolution',
  'WorkloadOverlap',
  'PortDash',
  'RemovalStillInDns',
  'ServiceTreeEntry',
] as const;
export const ValidationTestIdSchema = z.enum(VALIDATION_TEST_IDS);
export type ValidationTestId = z.infer<typeof ValidationTestIdSchema>;

/** A test's verdict (spec 2 §4: "Test severity: Warning, Blocking, Pass"). */
export const ValidationSeveritySchema = z.enum(['Pass', 'Warning', 'Blocking']);
export type ValidationSeverity = z.infer<typeof ValidationSeveritySchema>;

/** One test's result: its verdict and a sentence naming what is wrong (or that all is well). */
export const ValidationTestResultSchema = z.object({
  test: ValidationTestIdSchema,
  severity: ValidationSeveritySchema,
  /** A sentence a person understands, naming the offending FQDNs, subnets or ports (in English). */
  reason: z.string().min(1),
  /**
   * The same sentence as a key of the string tables with its values, which pages show in their
   * own language (absent from results stored before it was kept: pages then show the reason).
   */
  message: LocalizedMessageSchema.optional(),
  /** The complete lists behind the reason (the reason may shorten a long list), by label. */
  details: z.record(z.string(), z.array(z.string())).optional(),
});
export type ValidationTestResult = z.infer<typeof ValidationTestResultSchema>;

/**
 * The validation result of a change (spec 2 §4): all succeeded; failed blocking, which becomes
 * bypassed when bypass was granted; failed not blocking. (A change's stored outcome adds
 * `NotRun`, see model.ts.)
 */
export const ValidationRunOutcomeSchema = z.enum([
  'AllSucceeded',
  'FailedBlocking',
  'Bypassed',
  'FailedNotBlocking',
]);
export type ValidationRunOutcome = z.infer<typeof ValidationRunOutcomeSchema>;

/** The stored results of one validation run. */
export const ChangeValidationReportSchema = z.object({
  outcome: ValidationRunOutcomeSchema,
  results: z.array(ValidationTestResultSchema),
  ranAt: z.iso.datetime(),
});
export type ChangeValidationReport = z.infer<typeof ChangeValidationReportSchema>;

/**
 * The change's outcome from its tests' results: any Blocking result fails the change blocking
 * (Bypassed when the change council granted a bypass); else any Warning fails it not blocking;
 * else all succeeded. A bypass changes nothing when nothing blocks.
 */
export function validationOutcome(
  results: readonly Pick<ValidationTestResult, 'severity'>[],
  bypassed: boolean,
): ValidationRunOutcome {
  if (results.some((r) => r.severity === 'Blocking')) return bypassed ? 'Bypassed' : 'FailedBlocking';
  if (results.some((r) => r.severity === 'Warning')) return 'FailedNotBlocking';
  return 'AllSucceeded';
}

/**
 * Bulk removal: removing more than this many endpoints (FQDNs and IP subnets) from a workload
 * in one change needs escalation (spec 2 §5 and §9: "more than 100 endpoints").
 */
export const BULK_REMOVAL_THRESHOLD = 100;

/**
 * An addition's effective date should be at least this many days after publishing (spec 2 §5
 * and §9; the published list announces additions 30 days ahead).
 */
export const ADDITION_EFFECTIVE_DAYS = 30;
