import {
  translate,
  type AssignmentStatus,
  type BatchAnswer,
  type Fqdn,
  type FqdnOcdiAssociation,
  type FqdnTestResult,
  type Language,
} from '@netlens/core';
import type { BatchResult } from './batch.js';
import type { FqdnRow } from './repo.js';

/**
 * One stored FQDN as the API answers it; endpoint sets come from Domain Lens's sets (by
 * instance|name), OCDI associations from their tables (by FQDN id).
 */
export function presentFqdn(
  r: FqdnRow,
  sets: Map<string, string[]>,
  ocdi: Map<string, FqdnOcdiAssociation[]>,
): Fqdn {
  return {
    id: r.id,
    domainName: r.domain_name,
    instance: r.instance as Fqdn['instance'],
    workload: r.workload,
    isWildcard: r.is_wildcard === 1,
    lastUpdateDatetime: r.last_update_datetime,
    isCustomerFacingStatus: r.is_customer_facing_status as Fqdn['isCustomerFacingStatus'],
    isCustomerFacingNote: r.is_customer_facing_note,
    isDeprecated: r.is_deprecated === 1,
    publishedDomainName: r.published_domain_name,
    serviceTreeId: r.service_tree_id,
    endpointSetInternalIds: sets.get(`${r.instance}|${r.domain_name}`) ?? [],
    dailyTestStatus: r.daily_test_status as Fqdn['dailyTestStatus'],
    assignmentInfo: {
      assignmentStatus: r.assignment_status as AssignmentStatus,
      newWorkload: r.assignment_new_workload,
      requestedBy: r.assignment_requested_by,
      requestedDate: r.assignment_requested_date,
      requestedNote: r.assignment_requested_note,
      reviewedBy: r.assignment_reviewed_by,
      reviewedDate: r.assignment_reviewed_date,
      reviewedNote: r.assignment_reviewed_note,
    },
    discoveryInfo: r.discovery_info ? (JSON.parse(r.discovery_info) as Record<string, string>) : null,
    scannerInfo: {
      latestDetectedDatetime: r.scanner_latest_detected_datetime,
      sampleCount: r.scanner_sample_count,
      component: r.scanner_component,
      subcomponent: r.scanner_subcomponent,
      scope: r.scope as Fqdn['scannerInfo']['scope'],
    },
    ocdiAssociations: ocdi.get(r.id) ?? [],
    addedBy: r.added_by,
  };
}

export const presentTestResults = (r: FqdnRow) => JSON.parse(r.test_results) as FqdnTestResult[];

/** The keyset cursor as an opaque token and back (null when it is not one of ours). */
export const encodeCursor = (r: { domain_name: string; id: string }) =>
  Buffer.from(JSON.stringify([r.domain_name, r.id])).toString('base64url');

export function decodeCursor(token: string): { name: string; id: string } | null {
  try {
    const v: unknown = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
    if (Array.isArray(v) && v.length === 2 && typeof v[0] === 'string' && typeof v[1] === 'string')
      return { name: v[0], id: v[1] };
  } catch {
    // not JSON
  }
  return null;
}

/** How many failed FQDNs the partial-failure message names (the answer lists them all). */
const NamedFailures = 10;

/** A batch's answer: the success text, or the all-failed or partly-failed text naming the failures. */
export function batchAnswer(lang: Language, r: BatchResult): BatchAnswer {
  const failed = r.failed.map((x) => ({
    ...x,
    reason: translate(lang, `fqdns.reasons.${x.reasonKey}`),
    reasonKey: `fqdns.reasons.${x.reasonKey}`,
  }));
  const outcome = failed.length === 0 ? 'Succeeded' : r.updated.length === 0 ? 'Failed' : 'PartiallyFailed';
  const messageKey =
    outcome === 'Succeeded'
      ? r.successKey
      : outcome === 'Failed'
        ? 'fqdns.batch.allFailed'
        : 'fqdns.batch.partlyFailed';
  const named = failed.slice(0, NamedFailures).map((x) => `${x.domainName} (${x.reason})`);
  if (failed.length > NamedFailures) named.push('…');
  const message = translate(lang, messageKey, { failures: named.join(', ') });
  return { outcome, message, messageKey, updated: r.updated, failed };
}
