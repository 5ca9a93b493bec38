import { randomUUID } from 'node:crypto';
import {
  OpenChangeStatuses,
  subnetOfAssignment,
  type EndpointSetInput,
  type Instance,
  type PublishedEndpointSet,
} from '@netlens/core';
import type { Db } from '../../db/index.js';
import { assignmentsMinus, attributesOf } from './drafts.js';
import { listedAttributes } from './import.js';
import { setInputOf, type StoredChangeDetail } from './present.js';
import { publicSet } from './publish.js';
import * as repo from './repo.js';
import type { UpstreamChangeRecord } from './upstream-client.js';

/** The actor of what following the upstream does. */
export const UpstreamActor = 'upstream';

/** A set of the upstream's list left alone, and why. */
export interface Skipped {
  id: number;
  reason: string;
}

const minus = (a: readonly string[], b: readonly string[]) => {
  const other = new Set(b);
  return a.filter((x) => !other.has(x));
};

/** A public set compared without order and without the display name (a workload's, not a set's). */
function canonical(s: PublishedEndpointSet): string {
  const { serviceAreaDisplayName: _d, urls, ips, ...rest } = s;
  const sorted = Object.fromEntries(Object.entries(rest).sort(([a], [b]) => a.localeCompare(b)));
  return JSON.stringify({ ...sorted, urls: [...(urls ?? [])].sort(), ips: [...(ips ?? [])].sort() });
}

/** `YYYYMMDD` of a change record as a change's `YYYY-MM-DD`; null when it is not one. */
const effectiveDate = (d: string | undefined) =>
  d && /^\d{8}$/.test(d) ? `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6)}` : null;

interface Context {
  tx: Db;
  instance: Instance;
  reason: string;
  at: string;
  areaOf: (workload: string) => string;
}

/** A change proposing `next` for the set (`row` null: a new one), submitted and awaiting review. */
async function proposeChange(
  c: Context,
  row: repo.SetRow | null,
  next: EndpointSetInput,
  record: UpstreamChangeRecord | undefined,
  publicId: number,
) {
  const prev = row ? setInputOf(row) : null;
  const detail: StoredChangeDetail = {
    fqdnAdditions: minus(next.fqdns, prev?.fqdns ?? []),
    fqdnRemovals: minus(prev?.fqdns ?? [], next.fqdns),
    cidrAdditions: minus(next.cidrs, prev?.cidrs ?? []),
    cidrRemovals: minus(prev?.cidrs ?? [], next.cidrs),
    serviceTreeIdAdditions: [],
    serviceTreeIdRemovals: [],
    subnetServiceTreeAdditions: assignmentsMinus(next.subnetServiceTrees, prev?.subnetServiceTrees ?? []),
    subnetServiceTreeRemovals: assignmentsMinus(prev?.subnetServiceTrees ?? [], next.subnetServiceTrees),
    previousAttributes: prev ? attributesOf(prev, c.areaOf(prev.workloadName)) : null,
    currentAttributes: attributesOf(next, c.areaOf(next.workloadName)),
    addEffectiveDate: effectiveDate(record?.add?.effectiveDate),
    removeEffectiveDate: null,
    lastUpdatedDatetime: c.at,
    submittedDate: c.at,
    authors: [UpstreamActor],
    changeReason: c.reason,
    disposition: record?.disposition ?? null,
    impact: record?.impact ?? null,
    internalChange: false,
  };
  const id = randomUUID();
  await repo.insertChange(c.tx, {
    id,
    endpoint_set_internal_id: row?.internal_id ?? randomUUID(),
    status: 'PendingReview',
    published_change_id: null,
    ...repo.UnreviewedChange,
    instance: c.instance,
    workload: next.workloadName,
    previous_workload: row?.workload ?? null,
    endpoint_set_snapshot: JSON.stringify(next),
    fqdn_list_snapshot: JSON.stringify(next.fqdns),
    change_detail: JSON.stringify(detail),
    // What an upstream publishes goes through the council here as well.
    is_require_change_council_approval: 1,
    wildcard_exemplars: '{}',
    proposed_public_id: row ? null : publicId,
    created_by: UpstreamActor,
    created_at: c.at,
    updated_at: c.at,
  });
  for (const action of ['CreateDraft', 'Submit'])
    await repo.addLog(c.tx, { changeId: id, actor: UpstreamActor, at: c.at, action, note: c.reason });
}

/**
 * Stages, inside `tx`, a change for each set of the upstream's list that differs from ours (by
 * public id), for each new one and for each one the upstream removed; the operator's own sets
 * (ids the upstream never listed) stay untouched, and a set with an open change is skipped.
 */
export async function stageUpstreamDifferences(
  tx: Db,
  instance: Instance,
  list: PublishedEndpointSet[],
  records: UpstreamChangeRecord[],
  upstream: { version: string; previousIds: number[]; followed: boolean },
): Promise<{ staged: number; skipped: Skipped[]; upstreamIds: number[] }> {
  const at = new Date().toISOString();
  const workloads = await repo.listWorkloads(tx);
  const areas = new Map(workloads.map((w) => [w.id, w]));
  const byArea = new Map(workloads.map((w) => [w.service_area, w.id]));
  const areaOf = (w: string) => areas.get(w)?.service_area ?? w;
  const c: Context = {
    tx,
    instance,
    at,
    areaOf,
    reason: `Follows ${instance} upstream version ${upstream.version}`,
  };
  const rows = new Map(
    (await repo.listSets(tx, { instances: [instance] }))
      .filter((r) => r.public_id !== null && r.is_deleted === 0)
      .map((r) => [r.public_id!, r]),
  );
  const open = await repo.setsWithOpenChanges(tx, OpenChangeStatuses);
  const proposed = await repo.proposedPublicIds(tx, instance, OpenChangeStatuses);
  const recordOf = new Map<number, UpstreamChangeRecord>();
  for (const r of [...records].sort((a, b) => a.version.localeCompare(b.version) || a.id - b.id))
    recordOf.set(r.endpointSetId, r);
  const skipped: Skipped[] = [];
  let staged = 0;
  // Once followed, only the ids of the upstream's earlier list are the upstream's sets here.
  const known = upstream.followed ? new Set(upstream.previousIds) : null;
  const ours = new Set<number>();
  const busy = (id: number, row: repo.SetRow | undefined) => {
    const reason = row
      ? open.has(row.internal_id) && 'it has an open change here'
      : proposed.has(id) && 'a change adding it is open here';
    if (reason) skipped.push({ id, reason });
    return !!reason;
  };

  for (const s of list) {
    const row = rows.get(s.id);
    const area = { serviceArea: s.serviceArea, serviceAreaDisplayName: s.serviceAreaDisplayName };
    if (row && canonical(publicSet(s.id, { ...setInputOf(row), isHidden: false }, area)!) === canonical(s)) {
      const ours = areaOf(row.workload);
      if (ours === s.serviceArea) continue;
    }
    if (row && known && !known.has(s.id)) {
      skipped.push({ id: s.id, reason: 'the id is one of ours here, not one the upstream listed before' });
      ours.add(s.id);
      continue;
    }
    if (busy(s.id, row)) continue;
    const workload = row && areaOf(row.workload) === s.serviceArea ? row.workload : byArea.get(s.serviceArea);
    if (!workload) {
      skipped.push({ id: s.id, reason: `no workload has the service area ${s.serviceArea}` });
      continue;
    }
    const base: EndpointSetInput = row
      ? setInputOf(row)
      : {
          instance,
          governanceCategory: s.category,
          isExpressRoute: false,
          workloadName: workload,
          isRequired: false,
          optionalFunctionality: '',
          tcpPorts: '',
          udpPorts: '',
          isDeleted: false,
          isHidden: false,
          isMemberSet: false,
          memberEndpointSetInternalId: null,
          fqdns: [],
          cidrs: [],
          subnetServiceTrees: [],
          publicDescription: '',
          internalDescription: '',
        };
    const listedNow = listedAttributes(s);
    // A subnet the upstream no longer lists takes its service-tree assignment with it.
    const subnetServiceTrees = base.subnetServiceTrees.filter((a) =>
      listedNow.cidrs.includes(subnetOfAssignment(a)),
    );
    const next: EndpointSetInput = { ...base, workloadName: workload, ...listedNow, subnetServiceTrees };
    await proposeChange(c, row ?? null, next, recordOf.get(s.id), s.id);
    staged++;
  }

  const listed = new Set(list.map((s) => s.id));
  const removed = new Set([
    ...upstream.previousIds,
    ...records.filter((r) => r.disposition === 'remove').map((r) => r.endpointSetId),
  ]);
  for (const id of [...removed].sort((a, b) => a - b)) {
    const row = rows.get(id);
    if (listed.has(id) || !row || busy(id, row)) continue;
    await proposeChange(c, row, { ...setInputOf(row), isDeleted: true }, recordOf.get(id), id);
    staged++;
  }
  // The upstream's ids here: what tells its sets from ours next time.
  const upstreamIds = list.map((s) => s.id).filter((id) => !ours.has(id));
  return { staged, skipped, upstreamIds };
}
