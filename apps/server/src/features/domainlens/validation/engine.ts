import { localized, type ValidationTestId, type ValidationTestResult } from '@netlens/core';
import { validationContext, type ValidationDeps, type ValidationTest } from './context.js';
import { englishText } from './helpers.js';
import type { ChangeValidationInput } from './input.js';
import { bulkRemoval } from './tests/bulk-removal.js';
import { categoryPromotion } from './tests/category-promotion.js';
import { dnsResolution } from './tests/dns-resolution.js';
import { duplicateEndpoint } from './tests/duplicate-endpoint.js';
import { effectiveDate } from './tests/effective-date.js';
import { expressRouteResolution } from './tests/express-route-resolution.js';
import { ipInMultipleServiceAreas } from './tests/ip-in-multiple-service-areas.js';
import { ipamTags } from './tests/ipam-tags.js';
import { linkedMemberSet } from './tests/linked-member-set.js';
import { microsoftOwnership } from './tests/microsoft-ownership.js';
import { minimiseIpUse } from './tests/minimise-ip-use.js';
import { optimizeDetails } from './tests/optimize-details.js';
import { portDash } from './tests/port-dash.js';
import { removalStillInDns } from './tests/removal-still-in-dns.js';
import { serviceTreeEntry } from './tests/service-tree-entry.js';
import { wildcardExemplar } from './tests/wildcard-exemplar.js';
import { workloadOverlap } from './tests/workload-overlap.js';

/**
 * Severities of failing tests. The spec (2 §4, §5) names the tests and the three severities but
 * gives each test's severity only for bulk removal ("needs escalation": Blocking until the change
 * council bypasses it) and the effective date ("should be", so a Warning); the others are this
 * product's choice, listed with their reasons in docs/THRESHOLDS.md: Blocking where publishing
 * would give customers a wrong or ambiguous list, Warning where a reviewer should look but the
 * list stays right, and Warning (never Blocking) where a lookup could not be made.
 */

/** The tests, one a test id, in the spec's order. */
const TESTS: Record<ValidationTestId, ValidationTest> = {
  BulkRemoval: bulkRemoval,
  LinkedMemberSet: linkedMemberSet,
  DnsResolution: dnsResolution,
  EffectiveDate: effectiveDate,
  DuplicateEndpoint: duplicateEndpoint,
  WildcardExemplar: wildcardExemplar,
  OptimizeDetails: optimizeDetails,
  CategoryPromotion: categoryPromotion,
  IpamTags: ipamTags,
  MicrosoftOwnership: microsoftOwnership,
  MinimiseIpUse: minimiseIpUse,
  IpInMultipleServiceAreas: ipInMultipleServiceAreas,
  ExpressRouteResolution: expressRouteResolution,
  WorkloadOverlap: workloadOverlap,
  PortDash: portDash,
  RemovalStillInDns: removalStillInDns,
  ServiceTreeEntry: serviceTreeEntry,
};

/**
 * Runs every validation test of a change request on what the caller gathered (no database
 * access here), DNS through `deps.resolver` with each query bounded by `deps.timeoutMs`: one
 * result a test, in the spec's order. A test that throws is reported as a Warning saying so.
 */
export async function runChangeValidation(
  input: ChangeValidationInput,
  deps: ValidationDeps,
): Promise<ValidationTestResult[]> {
  const ctx = validationContext(input, deps);
  return Promise.all(
    (Object.keys(TESTS) as ValidationTestId[]).map(async (test) => {
      try {
        return await TESTS[test](ctx);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const notRun = localized('domainlens.reasons.notRun', { error: message });
        return { test, severity: 'Warning', reason: englishText(notRun), message: notRun };
      }
    }),
  );
}
