import {
  translate,
  type ChangeDetail,
  type Language,
  type DomainLensEndpointSet,
  type DomainLensWorkload,
  type EndpointSetChange,
  type EndpointSetInput,
  type ServiceTreeEntry,
  type ServiceTreeLifecycle,
} from '@netlens/core';
import type { ChangeRow, ServiceTreeRow, SetRow, WorkloadRow, logsOf } from './repo.js';

/** Rows of the dl_* tables → the API's shapes. */
type LogRow = Awaited<ReturnType<typeof logsOf>>[number];

export function presentServiceTreeEntry(r: ServiceTreeRow): ServiceTreeEntry {
  return {
    id: r.id,
    name: r.name,
    devOwner: r.dev_owner,
    pmOwner: r.pm_owner,
    lifecycle: r.lifecycle as ServiceTreeLifecycle,
  };
}

export function presentWorkload(r: WorkloadRow): DomainLensWorkload {
  return {
    id: r.id,
    workloadChampName: r.workload_champ_name,
    workloadChampSecurityGroup: r.workload_champ_security_group,
    workloadChampEmail: r.workload_champ_email,
    serviceArea: r.service_area,
    serviceAreaDisplayName: r.service_area_display_name,
    propertyGroups: JSON.parse(r.property_groups) as string[],
    workloadType: r.workload_type as DomainLensWorkload['workloadType'],
  };
}

export function setInputOf(r: SetRow): EndpointSetInput {
  return {
    instance: r.instance as EndpointSetInput['instance'],
    governanceCategory: r.governance_category as EndpointSetInput['governanceCategory'],
    isExpressRoute: r.is_express_route === 1,
    workloadName: r.workload,
    isRequired: r.is_required === 1,
    optionalFunctionality: r.optional_functionality,
    tcpPorts: r.tcp_ports,
    udpPorts: r.udp_ports,
    isDeleted: r.is_deleted === 1,
    isHidden: r.is_hidden === 1,
    isMemberSet: r.is_member_set === 1,
    memberEndpointSetInternalId: r.member_endpoint_set_internal_id,
    fqdns: JSON.parse(r.fqdns) as string[],
    cidrs: JSON.parse(r.cidrs) as string[],
    subnetServiceTrees: JSON.parse(r.subnet_service_trees) as EndpointSetInput['subnetServiceTrees'],
    publicDescription: r.public_description,
    internalDescription: r.internal_description,
  };
}

export function presentSet(r: SetRow, changesPending: boolean): DomainLensEndpointSet {
  return {
    internalId: r.internal_id,
    publicId: r.public_id,
    publishedVersion: r.published_version,
    status: changesPending ? 'ChangesPending' : r.is_deleted ? 'Deleted' : 'Published',
    ...setInputOf(r),
  };
}

/** A set never published: its open change's proposed snapshot, with changes pending. */
export function presentNewSet(internalId: string, snapshot: EndpointSetInput): DomainLensEndpointSet {
  return { internalId, publicId: null, publishedVersion: null, status: 'ChangesPending', ...snapshot };
}

/** A change's proposed set as stored (a snapshot saved before subnets carried a service tree has none). */
export function snapshotOf(json: string): EndpointSetInput {
  return { subnetServiceTrees: [], ...(JSON.parse(json) as Partial<EndpointSetInput>) } as EndpointSetInput;
}

/** The inputs of a change kept in their own columns rather than in its change_detail JSON. */
export type StoredChangeDetail = Omit<ChangeDetail, 'wildcardExemplars'>;

/** A change detail as its change_detail column stores it (without the column inputs). */
export function storedDetail(d: ChangeDetail | StoredChangeDetail): string {
  const { wildcardExemplars: _w, ...rest } = d as ChangeDetail;
  return JSON.stringify(rest);
}

/** A change with its own log entries, oldest first. */
export function presentChange(r: ChangeRow, logs: readonly LogRow[]): EndpointSetChange {
  return {
    id: r.id,
    endpointSetInternalId: r.endpoint_set_internal_id,
    instance: r.instance as EndpointSetChange['instance'],
    workload: r.workload,
    previousWorkload: r.previous_workload,
    status: r.status as EndpointSetChange['status'],
    endpointSetSnapshot: snapshotOf(r.endpoint_set_snapshot),
    fqdnListSnapshot: JSON.parse(r.fqdn_list_snapshot) as string[],
    publishedChangeId: r.published_change_id,
    publishedVersion: r.published_version,
    publishedDate: r.published_date,
    isWorkloadChampApproved: r.is_workload_champ_approved === 1,
    workloadChampApprovedBy: r.workload_champ_approved_by,
    workloadChampApprovalNote: r.workload_champ_approval_note,
    isPreviousWorkloadChampApproved: r.is_previous_workload_champ_approved === 1,
    previousWorkloadChampApprovedBy: r.previous_workload_champ_approved_by,
    previousWorkloadChampApprovalNote: r.previous_workload_champ_approval_note,
    isRequireChangeCouncilApproval: r.is_require_change_council_approval === 1,
    isChangeCouncilApproved: r.is_change_council_approved === 1,
    changeCouncilApprovedBy: r.change_council_approved_by,
    changeCouncilApprovalNote: r.change_council_approval_note,
    isBlocked: r.is_blocked === 1,
    blockedBy: r.blocked_by,
    blockedNote: r.blocked_note,
    unblockedBy: r.unblocked_by,
    unblockedNote: r.unblocked_note,
    isBypassedValidation: r.is_bypassed_validation === 1,
    bypassedValidationBy: r.bypassed_validation_by,
    bypassedValidationNote: r.bypassed_validation_note,
    changeDetail: {
      // Details saved before subnets carried their own service tree have no such lists.
      ...{ subnetServiceTreeAdditions: [], subnetServiceTreeRemovals: [] },
      ...(JSON.parse(r.change_detail) as StoredChangeDetail),
      wildcardExemplars: JSON.parse(r.wildcard_exemplars) as Record<string, string>,
    },
    validationTestResults: JSON.parse(
      r.validation_test_results,
    ) as EndpointSetChange['validationTestResults'],
    validationOutcome: r.validation_outcome as EndpointSetChange['validationOutcome'],
    isReadyToBePublished: r.is_ready_to_be_published === 1,
    version: r.version,
    log: logs.map((l) => ({ actor: l.actor, at: l.at, action: l.action, note: l.note })),
  };
}

/** Free-text search of changes (spec 2 §5). */
export function changeMatches(c: EndpointSetChange, publicId: number | null, text: string): boolean {
  const t = text.toLowerCase();
  const hay = [
    c.endpointSetSnapshot.publicDescription,
    publicId === null ? '' : String(publicId),
    c.instance,
    c.workload,
    c.blockedNote ?? '',
    c.changeDetail.changeReason,
    ...c.changeDetail.authors,
  ];
  return hay.some((h) => h.toLowerCase().includes(t));
}

/**
 * Free-text search of endpoint sets (spec 2 §5). The status and category match as the list shows
 * them in the caller's language ('Changes pending', 「変更保留中」) and by their internal names.
 */
export function setMatches(s: DomainLensEndpointSet, text: string, lang: Language): boolean {
  const t = text.toLowerCase();
  const hay = [
    s.publicDescription,
    s.instance,
    s.governanceCategory,
    translate(lang, `domainlens.category.${s.governanceCategory}`),
    s.workloadName,
    s.status,
    translate(lang, `domainlens.status.${s.status}`),
    ...s.fqdns,
    ...s.cidrs,
  ];
  return hay.some((h) => h.toLowerCase().includes(t));
}
