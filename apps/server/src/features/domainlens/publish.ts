import {
  AppError,
  earliestAdditionDate,
  type ChangeCaller,
  nextVersion,
  type ChangeDetail,
  type EndpointSetInput,
  type PublishedChange,
  type PublishedEndpointSet,
} from '@netlens/core';
import type { Db } from '../../db/index.js';
import * as policy from './policy.js';
import { presentChange, setInputOf, snapshotOf } from './present.js';
import * as repo from './repo.js';
import { inTransaction } from '../../db/transaction.js';

/** Service area of a workload, as the public list names it. */
export interface Area {
  serviceArea: string;
  serviceAreaDisplayName: string;
}

/** An endpoint set as the public list shows it; null when it is not listed (deleted or hidden). */
export function publicSet(id: number, set: EndpointSetInput, area: Area): PublishedEndpointSet | null {
  if (set.isDeleted || set.isHidden) return null;
  return {
    id,
    serviceArea: area.serviceArea,
    serviceAreaDisplayName: area.serviceAreaDisplayName,
    ...(set.fqdns.length ? { urls: [...set.fqdns] } : {}),
    ...(set.cidrs.length ? { ips: [...set.cidrs] } : {}),
    ...(set.tcpPorts ? { tcpPorts: set.tcpPorts } : {}),
    ...(set.udpPorts ? { udpPorts: set.udpPorts } : {}),
    expressRoute: set.isExpressRoute,
    category: set.governanceCategory,
    required: set.isRequired,
    ...(!set.isRequired && set.optionalFunctionality ? { notes: set.optionalFunctionality } : {}),
  };
}

const minus = (a: readonly string[] = [], b: readonly string[] = []) => {
  const other = new Set(b);
  return a.filter((x) => !other.has(x));
};

const AttributeNames = [
  'expressRoute',
  'serviceArea',
  'category',
  'required',
  'tcpPorts',
  'udpPorts',
  'notes',
] as const;
const attribute = (s: PublishedEndpointSet, k: (typeof AttributeNames)[number]) => s[k] ?? '';

/**
 * The change record of one endpoint set between two published lists, with disposition and
 * impact computed from the difference; null when nothing public changed.
 */
export function changeRecord(
  prev: PublishedEndpointSet | null,
  next: PublishedEndpointSet | null,
  ids: { id: number; version: string; effectiveDate: string },
): PublishedChange | null {
  if (!prev && !next) return null;
  const base = { id: ids.id, endpointSetId: (next ?? prev)!.id, version: ids.version };
  const added = { urls: minus(next?.urls, prev?.urls), ips: minus(next?.ips, prev?.ips) };
  const removed = { urls: minus(prev?.urls, next?.urls), ips: minus(prev?.ips, next?.ips) };
  const nonEmpty = (l: { urls: string[]; ips: string[] }) => ({
    ...(l.ips.length ? { ips: l.ips } : {}),
    ...(l.urls.length ? { urls: l.urls } : {}),
  });
  const add =
    added.urls.length || added.ips.length
      ? { add: { effectiveDate: ids.effectiveDate, ...nonEmpty(added) } }
      : {};
  const remove = removed.urls.length || removed.ips.length ? { remove: nonEmpty(removed) } : {};
  const addImpact =
    added.ips.length && added.urls.length ? 'AddedIpAndUrl' : added.ips.length ? 'AddedIp' : 'AddedUrl';
  if (!prev) return { ...base, disposition: 'add', impact: addImpact, ...add };
  if (!next) return { ...base, disposition: 'remove', impact: 'RemovedIpOrUrl', ...remove };
  const changed = AttributeNames.filter((k) => attribute(prev, k) !== attribute(next, k));
  const previous = Object.fromEntries(changed.map((k) => [k, attribute(prev, k)]));
  const current = Object.fromEntries(changed.map((k) => [k, attribute(next, k)]));
  const impact =
    added.urls.length || added.ips.length
      ? addImpact
      : removed.urls.length || removed.ips.length
        ? 'RemovedIpOrUrl'
        : changed.includes('expressRoute')
          ? 'ChangedIsExpressRoute'
          : changed.length
            ? 'OtherNonPriorityChanges'
            : null;
  if (!impact) return null;
  return {
    ...base,
    disposition: 'change',
    impact,
    ...(changed.length ? { previous, current } : {}),
    ...add,
    ...remove,
  };
}

/**
 * Publishes an instance's staged changes in one transaction: applies them to the endpoint sets,
 * stores the next version's whole list and its change records, and marks the changes published.
 */
export async function publish(db: Db, caller: ChangeCaller, instance: string, note: string) {
  policy.assertCanPublish(caller);
  const actor = caller.actor;
  const at = new Date();
  const iso = at.toISOString();
  const day = iso.slice(0, 10).replaceAll('-', '');
  return inTransaction(db, async (tx) => {
    // Each staged change is checked again against the table (its approvals are all in).
    const staged = (await repo.stagedChanges(tx, instance)).filter((c) =>
      policy.canPublish(caller, presentChange(c, [])),
    );
    if (staged.length === 0) throw new AppError('DOMAINLENS_NOTHING_STAGED', { params: { instance } });
    const latest = await repo.latestPublicationVersion(tx, instance);
    const version = nextVersion(latest, day);
    const areas = await areasOf(tx);
    // A set new upstream is published under the upstream's id; the others take the next free ones.
    let publicId = Math.max(await repo.maxPublicId(tx), await repo.maxProposedPublicId(tx));
    let recordId = await repo.maxPublishedChangeId(tx);
    const records: PublishedChange[] = [];
    for (const change of staged) {
      const snapshot = snapshotOf(change.endpoint_set_snapshot);
      const before = await repo.findSet(tx, change.endpoint_set_internal_id);
      const id = before?.public_id ?? change.proposed_public_id ?? ++publicId;
      const detail = JSON.parse(change.change_detail) as ChangeDetail;
      const effectiveDate = detail.addEffectiveDate ?? earliestAdditionDate(at);
      const prev = before ? publicSet(id, setInputOf(before), areaOf(areas, before.workload)) : null;
      const next = publicSet(id, snapshot, areaOf(areas, snapshot.workloadName));
      const record = changeRecord(prev, next, {
        id: recordId + 1,
        version,
        effectiveDate: effectiveDate.replaceAll('-', ''),
      });
      if (record) {
        recordId += 1;
        records.push(record);
      }
      await repo.saveSet(tx, {
        internal_id: change.endpoint_set_internal_id,
        instance,
        public_id: id,
        governance_category: snapshot.governanceCategory,
        is_express_route: snapshot.isExpressRoute ? 1 : 0,
        workload: snapshot.workloadName,
        is_required: snapshot.isRequired ? 1 : 0,
        optional_functionality: snapshot.optionalFunctionality,
        tcp_ports: snapshot.tcpPorts,
        udp_ports: snapshot.udpPorts,
        published_version: version,
        is_deleted: snapshot.isDeleted ? 1 : 0,
        is_hidden: snapshot.isHidden ? 1 : 0,
        is_member_set: snapshot.isMemberSet ? 1 : 0,
        member_endpoint_set_internal_id: snapshot.memberEndpointSetInternalId,
        fqdns: JSON.stringify(snapshot.fqdns),
        cidrs: JSON.stringify(snapshot.cidrs),
        subnet_service_trees: JSON.stringify(snapshot.subnetServiceTrees),
        public_description: snapshot.publicDescription,
        internal_description: snapshot.internalDescription,
        updated_at: iso,
      });
      const published = await repo.updateChangeAt(tx, change.id, change.version, {
        status: 'Published',
        published_version: version,
        published_date: iso,
        published_change_id: record?.id ?? null,
        is_ready_to_be_published: 0,
        change_detail: JSON.stringify({
          ...detail,
          addEffectiveDate: record?.add ? effectiveDate : detail.addEffectiveDate,
          disposition: record?.disposition ?? null,
          impact: record?.impact ?? null,
        }),
        updated_at: iso,
      });
      if (!published)
        throw new AppError('DOMAINLENS_VERSION_CONFLICT', {
          params: { given: change.version, current: change.version + 1 },
        });
      await repo.addLog(tx, { changeId: change.id, actor, at: iso, action: 'Publish', note: note || null });
    }
    const list = await publishedList(tx, instance, areas);
    const stored = await repo.insertPublication(tx, {
      instance,
      version,
      published_at: iso,
      published_by: actor,
      endpoints: JSON.stringify(list),
      changes: JSON.stringify(records),
    });
    // Another publication of the instance took this version first: undo everything.
    if (!stored) throw new AppError('DOMAINLENS_PUBLISH_CONFLICT', { params: { instance } });
    return { version, changeIds: staged.map((c) => c.id) };
  });
}

async function areasOf(db: Db): Promise<Map<string, Area>> {
  const workloads = await repo.listWorkloads(db);
  return new Map(
    workloads.map((w) => [
      w.id,
      { serviceArea: w.service_area, serviceAreaDisplayName: w.service_area_display_name },
    ]),
  );
}

const areaOf = (areas: Map<string, Area>, workload: string): Area =>
  areas.get(workload) ?? { serviceArea: workload, serviceAreaDisplayName: workload };

/** The whole public list of an instance from its endpoint sets, by public id. */
async function publishedList(db: Db, instance: string, areas: Map<string, Area>) {
  const rows = await repo.listSets(db, { instances: [instance] });
  return rows
    .filter((r) => r.public_id !== null)
    .map((r) => publicSet(r.public_id!, setInputOf(r), areaOf(areas, r.workload)))
    .filter((s): s is PublishedEndpointSet => s !== null)
    .sort((a, b) => a.id - b.id);
}
