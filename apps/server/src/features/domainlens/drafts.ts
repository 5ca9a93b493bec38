import { randomUUID } from 'node:crypto';
import {
  AppError,
  OpenChangeStatuses,
  councilRequired,
  internalSetIssue,
  subnetOfAssignment,
  type ChangeDetail,
  type EndpointSetInput,
  type SetAttributes,
  type UpsertDraftBody,
} from '@netlens/core';
import type { Db } from '../../db/index.js';
import type { SignedInCaller } from '../identity/index.js';
import { loadChange, notFound } from './changes.js';
import * as policy from './policy.js';
import { setInputOf, type StoredChangeDetail } from './present.js';
import * as repo from './repo.js';
import { workflowCaller } from './workloads.js';
import type { ActionResult } from './workflow.js';
import { inTransaction } from '../../db/transaction.js';

/** Save as draft (UpsertDraft): a new change, or an edit of the draft version the caller loaded. */

const invalid = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', { details: [{ path: `body.${path}`, message }] });
export const versionConflict = (given: number, current: number) =>
  new AppError('DOMAINLENS_VERSION_CONFLICT', { params: { given, current } });

/** The attributes the public change records compare. */
export function attributesOf(set: EndpointSetInput, serviceArea: string): SetAttributes {
  return {
    expressRoute: set.isExpressRoute,
    serviceArea,
    category: set.governanceCategory,
    required: set.isRequired,
    tcpPorts: set.tcpPorts,
    udpPorts: set.udpPorts,
    notes: set.isRequired ? '' : set.optionalFunctionality,
  };
}

const minus = (a: readonly string[], b: readonly string[]) => {
  const other = new Set(b);
  return a.filter((x) => !other.has(x));
};

type Assignment = EndpointSetInput['subnetServiceTrees'][number];
const assignmentKey = (a: Assignment) =>
  `${subnetOfAssignment(a)}|${a.serviceTreeId.toLowerCase()}|${a.isFromMemberSet}`;

/** The subnet service-tree assignments of `a` that `b` does not hold as they are. */
export function assignmentsMinus(a: readonly Assignment[], b: readonly Assignment[]): Assignment[] {
  const other = new Set(b.map(assignmentKey));
  return a.filter((x) => !other.has(assignmentKey(x)));
}

/** The set as published now, and what the draft compares it with. */
interface Before {
  set: EndpointSetInput | null;
  workload: string | null;
  area: string;
}

/** The change detail of a proposed set against the published one. */
function detailOf(
  before: Before,
  proposed: EndpointSetInput,
  area: string,
  body: UpsertDraftBody,
  authors: string[],
) {
  const previous = before.set;
  const detail: StoredChangeDetail = {
    fqdnAdditions: minus(proposed.fqdns, previous?.fqdns ?? []),
    fqdnRemovals: minus(previous?.fqdns ?? [], proposed.fqdns),
    cidrAdditions: minus(proposed.cidrs, previous?.cidrs ?? []),
    cidrRemovals: minus(previous?.cidrs ?? [], proposed.cidrs),
    serviceTreeIdAdditions: body.serviceTreeIdAdditions,
    serviceTreeIdRemovals: body.serviceTreeIdRemovals,
    subnetServiceTreeAdditions: assignmentsMinus(
      proposed.subnetServiceTrees,
      previous?.subnetServiceTrees ?? [],
    ),
    subnetServiceTreeRemovals: assignmentsMinus(
      previous?.subnetServiceTrees ?? [],
      proposed.subnetServiceTrees,
    ),
    previousAttributes: previous ? attributesOf(previous, before.area) : null,
    currentAttributes: attributesOf(proposed, area),
    addEffectiveDate: body.addEffectiveDate,
    removeEffectiveDate: body.removeEffectiveDate,
    lastUpdatedDatetime: new Date().toISOString(),
    submittedDate: null,
    authors,
    changeReason: body.changeReason,
    disposition: null,
    impact: null,
    internalChange: body.internalChange,
  };
  return detail;
}

/** The columns a saved draft writes: its set, detail, inputs and whether the council must approve. */
function draftColumns(
  before: Before,
  set: EndpointSetInput,
  detail: StoredChangeDetail,
  body: UpsertDraftBody,
) {
  const council = councilRequired({
    workload: set.workloadName,
    previousWorkload: before.workload,
    endpointSetSnapshot: set,
    changeDetail: detail as ChangeDetail,
    requested: body.isRequireChangeCouncilApproval,
  });
  return {
    instance: set.instance,
    workload: set.workloadName,
    previous_workload: before.workload,
    endpoint_set_snapshot: JSON.stringify(set),
    fqdn_list_snapshot: JSON.stringify(set.fqdns),
    change_detail: JSON.stringify(detail),
    is_require_change_council_approval: council ? 1 : 0,
    wildcard_exemplars: JSON.stringify(body.wildcardExemplars),
  };
}

/** The published set a draft changes (none for a new set), in the draft's instance. */
async function beforeOf(db: Db, setId: string | undefined, instance: string): Promise<Before> {
  const published = setId ? await repo.findSet(db, setId) : undefined;
  if (!published) return { set: null, workload: null, area: '' };
  if (published.instance !== instance) throw invalid('endpointSet.instance', 'Missing required fields.');
  const area = (await repo.findWorkload(db, published.workload))?.service_area ?? published.workload;
  return { set: setInputOf(published), workload: published.workload, area };
}

export async function upsertDraft(
  db: Db,
  caller: SignedInCaller,
  body: UpsertDraftBody,
): Promise<ActionResult> {
  policy.assertCanRead(caller);
  const who = await workflowCaller(db, caller);
  const set = body.endpointSet;
  const actor = who.actor;
  const at = new Date().toISOString();
  if (body.id) {
    const change = await loadChange(db, body.id);
    policy.assertChangeAction('UpsertDraft', who, change);
    if (body.version !== change.version) throw versionConflict(body.version ?? 0, change.version);
    const workload = await checkedWorkload(db, set);
    const before = await beforeOf(db, change.endpointSetInternalId, set.instance);
    const authors = change.changeDetail.authors;
    const detail = detailOf(
      before,
      set,
      workload,
      body,
      authors.includes(actor) ? authors : [...authors, actor],
    );
    const ok = await inTransaction(db, async (tx) => {
      const done = await repo.updateChangeAt(tx, change.id, change.version, {
        ...draftColumns(before, set, detail, body),
        ...repo.NoApprovals,
        updated_at: at,
      });
      if (done)
        await repo.addLog(tx, {
          changeId: change.id,
          actor,
          at,
          action: 'SaveDraft',
          note: body.changeReason,
        });
      return done;
    });
    if (!ok)
      throw versionConflict(
        body.version ?? 0,
        (await repo.findChange(db, change.id))?.version ?? change.version,
      );
    return { messageKey: 'domainlens.success.saved', change: await loadChange(db, change.id) };
  }

  policy.assertChangeAction('UpsertDraft', who, null);
  const workload = await checkedWorkload(db, set);
  const before = await beforeOf(db, body.endpointSetInternalId, set.instance);
  if (body.endpointSetInternalId && !before.set) throw notFound();
  const setId = body.endpointSetInternalId ?? randomUUID();
  const id = randomUUID();
  const detail = detailOf(before, set, workload, body, [actor]);
  await inTransaction(db, async (tx) => {
    if (await repo.openChangeOfSet(tx, setId, OpenChangeStatuses))
      throw new AppError('DOMAINLENS_OPEN_CHANGE');
    await repo.insertChange(tx, {
      id,
      endpoint_set_internal_id: setId,
      status: 'Draft',
      published_change_id: null,
      ...repo.UnreviewedChange,
      ...draftColumns(before, set, detail, body),
      created_by: actor,
      created_at: at,
      updated_at: at,
    });
    await repo.addLog(tx, { changeId: id, actor, at, action: 'CreateDraft', note: body.changeReason });
  });
  return { messageKey: 'domainlens.success.saved', change: await loadChange(db, id) };
}

/** The draft's workload exists and suits the set; its service area. */
async function checkedWorkload(db: Db, set: EndpointSetInput): Promise<string> {
  const workload = await repo.findWorkload(db, set.workloadName);
  if (!workload) throw invalid('endpointSet.workloadName', 'Missing required fields.');
  const issue = internalSetIssue(set, workload.workload_type);
  if (issue) throw invalid(issue.path, issue.message);
  return workload.service_area;
}
