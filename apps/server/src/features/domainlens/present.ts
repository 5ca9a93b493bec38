import { XMLBuilder } from 'fast-xml-parser';
import {
  translate,
  type ChangeDetail,
  type Instance,
  type PublishedChange,
  type PublishedEndpointSet,
  type Language,
  type DomainLensEndpointSet,
  type DomainLensWorkload,
  type EndpointSetChange,
  type EndpointSetInput,
  type ServiceTreeEntry,
  type ServiceTreeLifecycle,
} from '@netlens/core';
import { toCsv } from '../../plugins/csv.js';
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

export const presentServiceArea = (r: { id: string; display_name: string }) => ({
  id: r.id,
  displayName: r.display_name,
});

export const presentWorkloadChamp = (r: { workload_id: string; email: string; name: string }) => ({
  workloadId: r.workload_id,
  email: r.email,
  name: r.name,
});

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

// The public endpoint-list service's answers (public.ts, public-versions.ts).

/** A public answer's bytes and their media type. */
export interface Answer {
  type: string;
  text: string;
}

/** The answer as JSON, or as CSV written by the one CSV writer. */
export function render(
  format: 'JSON' | 'CSV',
  body: unknown,
  columns: string[],
  rows: () => Record<string, unknown>[],
): Answer {
  if (format === 'CSV') return { type: 'text/csv; charset=utf-8', text: toCsv(columns, rows()) };
  return { type: 'application/json; charset=utf-8', text: JSON.stringify(body) };
}

const SetColumns = [
  'id',
  'serviceArea',
  'serviceAreaDisplayName',
  'urls',
  'ips',
  'tcpPorts',
  'udpPorts',
  'expressRoute',
  'category',
  'required',
  'notes',
];
const ChangeColumns = [
  'id',
  'endpointSetId',
  'disposition',
  'impact',
  'version',
  'previous',
  'current',
  'addEffectiveDate',
  'addIps',
  'addUrls',
  'removeIps',
  'removeUrls',
];

/** The service area every `ServiceAreas` filter keeps (sign-in, the portal, Office Online). */
const CommonArea = 'common';

/** Where a `*` stands for the tenant: the label before a SharePoint or onmicrosoft domain. */
const TenantDomain = /^(sharepoint|onmicrosoft)\./;

/**
 * TenantName fills the tenant's `*`: `*.sharepoint.com`, `*-files.sharepoint.com`,
 * `autodiscover.*.onmicrosoft.com`; other wildcards (`*cdn.onenote.net`, `*.outlook.com`) stay.
 */
export function withTenant(url: string, tenant: string | undefined): string {
  if (!tenant) return url;
  const labels = url.split('.');
  const at = labels.findIndex((l) => l.includes('*'));
  if (at < 0 || !TenantDomain.test(labels.slice(at + 1).join('.'))) return url;
  labels[at] = labels[at]!.replace('*', tenant);
  return labels.join('.');
}

/** What an endpoint list is asked for beside its form. */
export interface ListQuery {
  ServiceAreas?: string | undefined;
  TenantName?: string | undefined;
  NoIPv6?: string | undefined;
}

/**
 * `/endpoints/{instance}`: the published sets of the areas asked for (Common always kept), the
 * tenant's `*` filled, without IPv6 addresses when asked, sets left with neither URL nor
 * address dropped, in the public service's field order.
 */
export function endpointList(
  format: 'JSON' | 'CSV',
  published: PublishedEndpointSet[],
  q: ListQuery,
): Answer {
  const areas = q.ServiceAreas?.split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  const noIpv6 = q.NoIPv6 === 'true';
  const sets = published
    .filter((s) => {
      const area = s.serviceArea.toLowerCase();
      return !areas?.length || area === CommonArea || areas.includes(area);
    })
    .map((s) => {
      const { urls, ips, ...rest } = s;
      const u = urls?.map((x) => withTenant(x, q.TenantName));
      const i = noIpv6 ? ips?.filter((x) => !x.includes(':')) : ips;
      return { ...rest, ...(u?.length ? { urls: u } : {}), ...(i?.length ? { ips: i } : {}) };
    })
    .filter((s) => s.urls || s.ips)
    // Field order as the public service writes it.
    .map((s) => Object.fromEntries(SetColumns.filter((c) => c in s).map((c) => [c, s[c as keyof typeof s]])));
  return render(format, sets, SetColumns, () => sets);
}

/** `/changes/{instance}/{version}`: the change records; the CSV form flattens their nested parts. */
export function changeList(format: 'JSON' | 'CSV', records: PublishedChange[]): Answer {
  return render(format, records, ChangeColumns, () => changeRows(records));
}

function changeRows(records: PublishedChange[]): Record<string, unknown>[] {
  return records.map((r) => ({
    ...r,
    previous: r.previous ? JSON.stringify(r.previous) : '',
    current: r.current ? JSON.stringify(r.current) : '',
    addEffectiveDate: r.add?.effectiveDate,
    addIps: r.add?.ips,
    addUrls: r.add?.urls,
    removeIps: r.remove?.ips,
    removeUrls: r.remove?.urls,
  }));
}

/** An instance's latest version, with every version when asked. */
export type VersionRow = {
  instance: Instance;
  latest: string;
  versions?: string[];
};

/**
 * `/version[/{instance}]` as JSON or CSV (one row per instance, the versions one comma-joined
 * cell): one instance is answered as one object, every instance as an array.
 */
export function versionList(
  format: 'JSON' | 'CSV',
  rows: VersionRow[],
  single: boolean,
  all: boolean,
): Answer {
  const columns = all ? ['instance', 'latest', 'versions'] : ['instance', 'latest'];
  return render(format, single ? rows[0] : rows, columns, () => rows);
}

/** A published version of an instance, with when it was published. */
export interface Published {
  instance: string;
  version: string;
  publishedAt: string;
}

const xml = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@', processEntities: true });

/**
 * `Format=RSS`: an RSS 2.0 feed of `history` with one item per published version, the latest
 * first, each linking to its `/changes/{instance}/{version}` record under `service` (the
 * service's URL as the caller reached it); every text escaped.
 */
export function rssFeed(service: string, history: Published[], clientRequestId: string): Answer {
  const query = `?ClientRequestId=${encodeURIComponent(clientRequestId)}`;
  const item = (p: Published) => {
    const link = `${service}/changes/${p.instance}/${p.version}${query}`;
    return {
      title: `${p.instance} ${p.version}`,
      link,
      description: `Version ${p.version} of the ${p.instance} endpoint list.`,
      pubDate: new Date(p.publishedAt).toUTCString(),
      guid: { '@isPermaLink': 'false', '#text': `${p.instance}/${p.version}` },
    };
  };
  const body = xml.build({
    rss: {
      '@version': '2.0',
      channel: {
        title: 'Endpoint list versions',
        link: `${service}/version${query}`,
        description: 'Each published version of the endpoint list, with a link to its change records.',
        ...(history[0] ? { lastBuildDate: new Date(history[0].publishedAt).toUTCString() } : {}),
        item: history.map(item),
      },
    },
  }) as string;
  return {
    type: 'application/rss+xml; charset=utf-8',
    text: `<?xml version="1.0" encoding="UTF-8"?>${body}`,
  };
}
