import type {
  EndpointSetChange,
  EndpointSetInput,
  ValidationOutcome,
  ValidationTestResult,
} from '@netlens/core';
import { subnetOfAssignment, validationOutcome } from '@netlens/core';
import type { Db } from '../../db/index.js';
import { allIpRanges, type StoredIpRange } from './ip-range-repo.js';
import { setInputOf } from './present.js';
import * as repo from './repo.js';
import type { DomainLensSettings } from './settings.js';
import { serviceTreeIdsAfter } from './service-tree-ids.js';
import { createDnsResolver, type DnsResolver } from './validation/dns.js';
import { runChangeValidation } from './validation/engine.js';
import type * as v from './validation/input.js';

/**
 * The per-change validation tests (spec 2 §5), run when a change is submitted. Their results are
 * stored on the change (`validation_test_results`, `validation_outcome`); without a validator
 * they stay empty and the outcome `NotRun`, which does not hold a change back.
 */
export interface ChangeValidation {
  results: ValidationTestResult[];
  outcome: ValidationOutcome;
}
export type ChangeValidator = (change: EndpointSetChange) => Promise<ChangeValidation>;

/** A set in the validation engine's terms. */
function engineSet(id: string, set: EndpointSetInput, serviceArea: string): v.EndpointSetInput {
  return {
    id,
    instance: set.instance,
    workload: set.workloadName,
    serviceArea,
    governanceCategory: set.governanceCategory,
    isExpressRoute: set.isExpressRoute,
    required: set.isRequired,
    notes: set.isRequired ? null : set.optionalFunctionality || null,
    tcpPorts: set.tcpPorts,
    udpPorts: set.udpPorts,
    fqdns: set.fqdns,
    cidrs: set.cidrs,
    memberSetId: set.memberEndpointSetInternalId,
    isDeleted: set.isDeleted,
  };
}

/** The linked member set's status as the tests read it: published wins over its latest change. */
function memberStatus(m: repo.ValidationData['memberSet']): v.ChangeStatus | null {
  if (!m) return null;
  if (m.published) return 'Published';
  return (m.latestChangeStatus as v.ChangeStatus | null) ?? null;
}

const dateOf = (day: string | null) => {
  if (!day) return null;
  const d = new Date(day);
  return Number.isNaN(d.getTime()) ? null : d;
};

/**
 * The validation tests' input for a change and what the database holds. Service-tree ids are
 * kept per set (a change adds and removes them), so each FQDN and subnet of the set carries the
 * set's id (the first one the registry knows when it has several), and a subnet with its own
 * assignment that one instead. The bulk-removal escalation
 * and the wildcards' exemplars are the change's own; `ipRanges` are the imported IP-range
 * registries. The service-tree registry has no retired entries, so every entry is active.
 */
export function validationInputOf(
  change: EndpointSetChange,
  data: repo.ValidationData,
  ipRanges: StoredIpRange[] = [],
): v.ChangeValidationInput {
  const areaOf = (workload: string) => data.serviceAreas.get(workload) ?? workload;
  const snapshot = change.endpointSetSnapshot;
  const detail = change.changeDetail;
  const setIds = serviceTreeIdsAfter([...data.publishedDetails, JSON.stringify(detail)]);
  const known = new Set(data.serviceTree.map((e) => e.id.toLowerCase()));
  const setTreeId = setIds.find((id) => known.has(id)) ?? setIds[0] ?? null;
  const madeByChange = new Set(detail.subnetServiceTreeAdditions.map(subnetOfAssignment));
  const dated = (values: string[], day: string | null) =>
    values.map((value) => ({ value, effectiveDate: dateOf(day) }));
  return {
    proposed: engineSet(change.endpointSetInternalId, snapshot, areaOf(snapshot.workloadName)),
    published: data.published
      ? engineSet(data.published.internal_id, setInputOf(data.published), areaOf(data.published.workload))
      : null,
    change: {
      addedFqdns: dated(detail.fqdnAdditions, detail.addEffectiveDate),
      removedFqdns: dated(detail.fqdnRemovals, detail.removeEffectiveDate),
      addedCidrs: dated(detail.cidrAdditions, detail.addEffectiveDate),
      removedCidrs: dated(detail.cidrRemovals, detail.removeEffectiveDate),
      addedServiceTreeIds: detail.serviceTreeIdAdditions,
      removedServiceTreeIds: detail.serviceTreeIdRemovals,
      expectedPublishDate: null,
      wildcardExemplars: detail.wildcardExemplars,
    },
    otherPublishedSets: data.otherPublishedSets.map((r) =>
      engineSet(r.internal_id, setInputOf(r), areaOf(r.workload)),
    ),
    memberSetStatus: memberStatus(data.memberSet),
    serviceTree: {
      entries: data.serviceTree.map((e) => ({ id: e.id, name: e.name, isActive: true })),
      assignments: [
        ...[...snapshot.fqdns, ...snapshot.cidrs].map((endpoint) => ({ endpoint, serviceTreeId: setTreeId })),
        // A subnet's own assignment replaces the set's id for that subnet.
        ...snapshot.subnetServiceTrees.map((a) => ({
          endpoint: subnetOfAssignment(a),
          serviceTreeId: a.serviceTreeId,
          isFromMemberSet: a.isFromMemberSet,
          assignedByChange: madeByChange.has(subnetOfAssignment(a)),
        })),
      ],
    },
    ipRanges,
  };
}

/** The validator run at Submit: the change's data from the database, DNS through `deps.resolver`. */
export function changeValidator(
  db: Db,
  deps: { resolver: DnsResolver; timeoutMs: number; now?: () => Date },
): ChangeValidator {
  return async (change) => {
    const [data, ipRanges] = await Promise.all([
      repo.loadValidationData(db, {
        setId: change.endpointSetInternalId,
        instance: change.instance,
        memberSetId: change.endpointSetSnapshot.memberEndpointSetInternalId,
      }),
      allIpRanges(db),
    ]);
    const results = await runChangeValidation(validationInputOf(change, data, ipRanges), {
      resolver: deps.resolver,
      timeoutMs: deps.timeoutMs,
      now: deps.now?.() ?? new Date(),
    });
    return { results, outcome: validationOutcome(results, false) };
  };
}

/** The validator of the configured resolvers (the system's when none are configured). */
export function configuredValidator(db: Db, settings: DomainLensSettings): ChangeValidator {
  const timeoutMs = settings.dnsTimeoutMs;
  return changeValidator(db, {
    resolver: createDnsResolver({ servers: settings.dnsServers, timeoutMs }),
    timeoutMs,
  });
}
