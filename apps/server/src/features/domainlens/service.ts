import { randomUUID } from 'node:crypto';
import {
  AppError,
  DefaultChangeStatuses,
  OpenChangeStatuses,
  internalSetIssue,
  type ChangeActionBody,
  type ChangeDetail,
  type EndpointSetChange,
  type EndpointSetInput,
  type SetAttributes,
  type UpsertDraftBody,
  type ValidationOutcome,
  type ValidationTestResult,
  type WorkloadBody,
  validationOutcome,
} from '@netlens/core';
import type { Updateable } from 'kysely';
import type { Db } from '../../db/index.js';
import type { DlChangeTable } from '../../db/schema.js';
import type { SignedInCaller } from '../identity/index.js';
import * as policy from './policy.js';
import { allIpRanges, type StoredIpRange } from './ip-range-repo.js';
import * as repo from './repo.js';
import {
  changeMatches,
  presentChange,
  presentNewSet,
  presentSet,
  presentWorkload,
  setInputOf,
  setMatches,
  storedDetail,
  type StoredChangeDetail,
} from './present.js';
import type { DomainLensSettings } from './settings.js';
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

/** What an action answers: the success text's key and the change as it now is. */
export interface ActionResult {
  messageKey: string;
  change: EndpointSetChange;
}

const now = () => new Date().toISOString();
const actorOf = (caller: SignedInCaller) => caller.email || caller.userId;
const notFound = () => new AppError('DOMAINLENS_NOT_FOUND');
const conflict = (given: number, current: number) =>
  new AppError('DOMAINLENS_VERSION_CONFLICT', { params: { given, current } });
const invalid = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', { details: [{ path: `body.${path}`, message }] });

export async function access(db: Db, caller: SignedInCaller) {
  const workloads = await repo.listWorkloads(db);
  const ids = (type: string) => workloads.filter((w) => w.workload_type === type).map((w) => w.id);
  const a = caller.access;
  return {
    hasAccessToDomainLens: a.hasAccessToDomainLens,
    isWorkloadChamp: a.hasAccessToDomainLens && a.isWorkloadChamp,
    isServiceChamp: a.hasAccessToDomainLens && a.isServiceChamp,
    isConnectivityChamp: a.hasAccessToDomainLens && a.isConnectivityChamp,
    internalWorkloads: a.hasAccessToDomainLens ? ids('Internal') : [],
    externalWorkloads: a.hasAccessToDomainLens ? ids('External') : [],
  };
}

export async function createWorkload(db: Db, body: WorkloadBody) {
  const row = {
    id: body.id,
    workload_champ_name: body.workloadChampName,
    workload_champ_security_group: body.workloadChampSecurityGroup,
    workload_champ_email: body.workloadChampEmail.toLowerCase(),
    service_area: body.serviceArea,
    service_area_display_name: body.serviceAreaDisplayName || body.serviceArea,
    property_groups: JSON.stringify(body.propertyGroups),
    workload_type: body.workloadType,
    updated_at: now(),
  };
  if (!(await repo.insertWorkload(db, row))) {
    throw invalid('id', 'This workload already exist in the current list.');
  }
  return presentWorkload(row);
}

type ServiceTreeIdChanges = Pick<ChangeDetail, 'serviceTreeIdAdditions' | 'serviceTreeIdRemovals'>;

/** The service-tree ids a set carries after its change details (JSON), applied oldest first. */
export function serviceTreeIdsAfter(details: readonly string[]): string[] {
  let ids: string[] = [];
  for (const raw of details) {
    const d = JSON.parse(raw) as Partial<ServiceTreeIdChanges>;
    const removed = new Set((d.serviceTreeIdRemovals ?? []).map((id) => id.toLowerCase()));
    const added = (d.serviceTreeIdAdditions ?? []).map((id) => id.toLowerCase());
    ids = [...new Set([...ids.filter((id) => !removed.has(id)), ...added])];
  }
  return ids;
}

export async function readSet(db: Db, internalId: string) {
  const row = await repo.findSet(db, internalId);
  if (!row) throw notFound();
  const open = await repo.openChangeOfSet(db, internalId, OpenChangeStatuses);
  const serviceTreeIds = serviceTreeIdsAfter(await repo.publishedDetailsOf(db, internalId));
  return { ...presentSet(row, open !== undefined), serviceTreeIds };
}

export async function listSets(
  db: Db,
  q: { instances?: string[]; workloads?: string[]; categories?: string[]; search?: string },
) {
  const categories = q.categories?.includes('All') ? undefined : q.categories;
  const rows = await repo.listSets(db, { ...q, categories });
  const pending = await repo.setsWithOpenChanges(db, OpenChangeStatuses);
  // Sets never published exist only as their open change: listed with changes pending.
  const fresh = (await repo.openChangesOfNewSets(db, OpenChangeStatuses, q))
    .map((c) =>
      presentNewSet(c.endpoint_set_internal_id, JSON.parse(c.endpoint_set_snapshot) as EndpointSetInput),
    )
    .filter((s) => !categories?.length || categories.includes(s.governanceCategory));
  const sets = [...rows.map((r) => presentSet(r, pending.has(r.internal_id))), ...fresh];
  return q.search ? sets.filter((s) => setMatches(s, q.search!)) : sets;
}

async function withLogs(db: Db, rows: repo.ChangeRow[]): Promise<EndpointSetChange[]> {
  const logs = await repo.logsOf(
    db,
    rows.map((r) => r.id),
  );
  const byChange = new Map<string, typeof logs>();
  for (const l of logs) {
    const list = byChange.get(l.change_id);
    if (list) list.push(l);
    else byChange.set(l.change_id, [l]);
  }
  return rows.map((r) => presentChange(r, byChange.get(r.id) ?? []));
}

export async function listChanges(
  db: Db,
  q: {
    instances?: string[];
    workloads?: string[];
    statuses?: string[];
    endpointSetInternalId?: string;
    search?: string;
  },
) {
  const rows = await repo.listChanges(db, { ...q, statuses: q.statuses ?? DefaultChangeStatuses });
  const changes = await withLogs(db, rows);
  if (!q.search) return changes;
  const sets = await repo.listSets(db, {});
  const publicIds = new Map(sets.map((s) => [s.internal_id, s.public_id]));
  return changes.filter((c) => changeMatches(c, publicIds.get(c.endpointSetInternalId) ?? null, q.search!));
}

async function loadChange(db: Db, id: string): Promise<EndpointSetChange> {
  const row = await repo.findChange(db, id);
  if (!row) throw notFound();
  return (await withLogs(db, [row]))[0]!;
}

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

/** The change detail of a proposed set against the published one. */
function detailOf(
  previous: EndpointSetInput | null,
  proposed: EndpointSetInput,
  serviceArea: string,
  body: UpsertDraftBody,
  authors: string[],
  submittedDate: string | null,
  previousArea: string,
): StoredChangeDetail {
  return {
    fqdnAdditions: minus(proposed.fqdns, previous?.fqdns ?? []),
    fqdnRemovals: minus(previous?.fqdns ?? [], proposed.fqdns),
    cidrAdditions: minus(proposed.cidrs, previous?.cidrs ?? []),
    cidrRemovals: minus(previous?.cidrs ?? [], proposed.cidrs),
    serviceTreeIdAdditions: body.serviceTreeIdAdditions,
    serviceTreeIdRemovals: body.serviceTreeIdRemovals,
    previousAttributes: previous ? attributesOf(previous, previousArea) : null,
    currentAttributes: attributesOf(proposed, serviceArea),
    addEffectiveDate: body.addEffectiveDate,
    removeEffectiveDate: body.removeEffectiveDate,
    lastUpdatedDatetime: now(),
    submittedDate,
    authors,
    changeReason: body.changeReason,
    disposition: null,
    impact: null,
    internalChange: body.internalChange,
  };
}

/** The draft's inputs stored in columns of their own. */
function columnInputs(body: UpsertDraftBody) {
  return {
    is_require_change_council_approval: body.isRequireChangeCouncilApproval ? 1 : 0,
    bulk_removal_escalated: body.bulkRemovalEscalated ? 1 : 0,
    wildcard_exemplars: JSON.stringify(body.wildcardExemplars),
  };
}

/** The service area of a workload (its id when it is unknown). */
async function areaOfWorkload(db: Db, id: string): Promise<string> {
  return (await repo.findWorkload(db, id))?.service_area ?? id;
}

/** Save as draft: a new change, or an edit of the version the caller loaded. */
export async function upsertDraft(
  db: Db,
  caller: SignedInCaller,
  body: UpsertDraftBody,
): Promise<ActionResult> {
  policy.assertCanAuthor(caller);
  const set = body.endpointSet;
  const workload = await repo.findWorkload(db, set.workloadName);
  if (!workload) throw invalid('endpointSet.workloadName', 'Missing required fields.');
  const internalIssue = internalSetIssue(set, workload.workload_type);
  if (internalIssue) throw invalid(internalIssue.path, internalIssue.message);
  const actor = actorOf(caller);
  const at = now();

  if (body.id) {
    const row = await repo.findChange(db, body.id);
    if (!row) throw notFound();
    if (row.is_blocked) throw new AppError('DOMAINLENS_BLOCKED');
    if (row.status !== 'Draft')
      throw new AppError('DOMAINLENS_INVALID_STATE', { params: { status: row.status } });
    if (body.version !== row.version) throw conflict(body.version ?? 0, row.version);
    const published = await repo.findSet(db, row.endpoint_set_internal_id);
    if (published && published.instance !== set.instance) {
      throw invalid('endpointSet.instance', 'Missing required fields.');
    }
    const old = JSON.parse(row.change_detail) as ChangeDetail;
    const authors = old.authors.includes(actor) ? old.authors : [...old.authors, actor];
    const detail = detailOf(
      published ? setInputOf(published) : null,
      set,
      workload.service_area,
      body,
      authors,
      null,
      published ? await areaOfWorkload(db, published.workload) : '',
    );
    const ok = await repo.inTransaction(db, async (tx) => {
      const done = await repo.updateChangeAt(tx, row.id, row.version, {
        instance: set.instance,
        workload: set.workloadName,
        endpoint_set_snapshot: JSON.stringify(set),
        fqdn_list_snapshot: JSON.stringify(set.fqdns),
        change_detail: JSON.stringify(detail),
        ...columnInputs(body),
        updated_at: at,
      });
      if (done)
        await repo.addLog(tx, { changeId: row.id, actor, at, action: 'SaveDraft', note: body.changeReason });
      return done;
    });
    if (!ok) {
      const current = await repo.findChange(db, row.id);
      throw conflict(body.version ?? 0, current?.version ?? row.version);
    }
    return { messageKey: 'domainlens.success.saved', change: await loadChange(db, row.id) };
  }

  let setId = body.endpointSetInternalId;
  let previous: EndpointSetInput | null = null;
  let previousWorkload: string | null = null;
  if (setId) {
    const published = await repo.findSet(db, setId);
    if (!published) throw notFound();
    if (published.instance !== set.instance)
      throw invalid('endpointSet.instance', 'Missing required fields.');
    previous = setInputOf(published);
    previousWorkload = published.workload;
  } else {
    setId = randomUUID();
  }
  const id = randomUUID();
  const previousArea = previousWorkload ? await areaOfWorkload(db, previousWorkload) : '';
  const detail = detailOf(previous, set, workload.service_area, body, [actor], null, previousArea);
  await repo.inTransaction(db, async (tx) => {
    if (await repo.openChangeOfSet(tx, setId, OpenChangeStatuses))
      throw new AppError('DOMAINLENS_OPEN_CHANGE');
    await repo.insertChange(tx, {
      id,
      endpoint_set_internal_id: setId,
      instance: set.instance,
      workload: set.workloadName,
      status: 'Draft',
      endpoint_set_snapshot: JSON.stringify(set),
      fqdn_list_snapshot: JSON.stringify(set.fqdns),
      change_detail: JSON.stringify(detail),
      published_change_id: null,
      ...repo.UnreviewedChange,
      ...columnInputs(body),
      created_by: actor,
      created_at: at,
      updated_at: at,
    });
    await repo.addLog(tx, { changeId: id, actor, at, action: 'CreateDraft', note: body.changeReason });
  });
  return { messageKey: 'domainlens.success.saved', change: await loadChange(db, id) };
}

export type ChangeAction =
  | 'RevertDraft'
  | 'Submit'
  | 'RevertSubmit'
  | 'WorkloadChampApprove'
  | 'ChangeCouncilApprove'
  | 'Block'
  | 'Unblock'
  | 'BypassTestFailures';

/** Whether approvals are complete and validation has not failed blocking (or was bypassed). */
export function readyToStage(r: {
  isWorkloadChampApproved: boolean;
  isRequireChangeCouncilApproval: boolean;
  isChangeCouncilApproved: boolean;
  validationOutcome: ValidationOutcome;
}): boolean {
  return (
    r.isWorkloadChampApproved &&
    (!r.isRequireChangeCouncilApproval || r.isChangeCouncilApproved) &&
    r.validationOutcome !== 'FailedBlocking'
  );
}

type Patch = Updateable<DlChangeTable>;

/** Each action: the statuses it starts from, its success text, and what it changes. */
const Actions: Record<
  ChangeAction,
  {
    from: string[];
    messageKey: string;
    apply: (c: EndpointSetChange, actor: string, note: string, at: string) => Patch;
  }
> = {
  RevertDraft: {
    from: ['Draft'],
    messageKey: 'domainlens.success.discarded',
    apply: () => ({ status: 'Deleted' }),
  },
  Submit: {
    from: ['Draft'],
    messageKey: 'domainlens.success.submitted',
    apply: (c, _a, _n, at) => ({
      status: 'PendingReview',
      change_detail: storedDetail({ ...c.changeDetail, submittedDate: at }),
    }),
  },
  RevertSubmit: {
    from: ['PendingReview', 'StagedForPublishing'],
    messageKey: 'domainlens.success.submissionReverted',
    apply: () => ({
      status: 'Draft',
      ...repo.NoApprovals,
      is_ready_to_be_published: 0,
    }),
  },
  WorkloadChampApprove: {
    from: ['PendingReview'],
    messageKey: 'domainlens.success.approved',
    apply: (c, actor, note) =>
      staged(
        c,
        { isWorkloadChampApproved: true },
        {
          is_workload_champ_approved: 1,
          workload_champ_approved_by: actor,
          workload_champ_approval_note: note,
        },
      ),
  },
  ChangeCouncilApprove: {
    from: ['PendingReview'],
    messageKey: 'domainlens.success.approved',
    apply: (c, actor, note) =>
      staged(
        c,
        { isChangeCouncilApproved: true },
        {
          is_change_council_approved: 1,
          change_council_approved_by: actor,
          change_council_approval_note: note,
        },
      ),
  },
  Block: {
    from: ['Draft', 'PendingReview', 'StagedForPublishing'],
    messageKey: 'domainlens.success.blocked',
    apply: (_c, actor, note) => ({ is_blocked: 1, blocked_by: actor, blocked_note: note }),
  },
  Unblock: {
    from: ['Draft', 'PendingReview', 'StagedForPublishing'],
    messageKey: 'domainlens.success.unblocked',
    apply: (_c, actor, note) => ({ is_blocked: 0, unblocked_by: actor, unblocked_note: note }),
  },
  BypassTestFailures: {
    from: ['Draft', 'PendingReview'],
    messageKey: 'domainlens.success.bypassed',
    apply: (c, actor, note) => {
      const outcome: ValidationOutcome =
        c.validationOutcome === 'FailedBlocking' ? 'Bypassed' : c.validationOutcome;
      const base = {
        is_bypassed_validation: 1,
        bypassed_validation_by: actor,
        bypassed_validation_note: note,
        validation_outcome: outcome,
      };
      return c.status === 'PendingReview' ? staged(c, { validationOutcome: outcome }, base) : base;
    },
  },
};

/** Adds the move to StagedForPublishing when the change is ready after `now`. */
function staged(c: EndpointSetChange, now: Partial<EndpointSetChange>, patch: Patch): Patch {
  return readyToStage({ ...c, ...now })
    ? { ...patch, status: 'StagedForPublishing', is_ready_to_be_published: 1 }
    : patch;
}

async function authorise(db: Db, caller: SignedInCaller, action: ChangeAction, c: EndpointSetChange) {
  switch (action) {
    case 'RevertDraft':
    case 'Submit':
    case 'RevertSubmit':
      return policy.assertCanAuthor(caller);
    case 'WorkloadChampApprove': {
      const w = await repo.findWorkload(db, c.workload);
      const listed = w ? await repo.isNamedChamp(db, w.id, caller.email) : false;
      return policy.assertWorkloadChamp(
        caller,
        w
          ? { champEmail: w.workload_champ_email, securityGroup: w.workload_champ_security_group, listed }
          : null,
      );
    }
    default:
      return policy.assertChangeCouncil(caller);
  }
}

/** One workflow action on a change (spec 2 §4), applied only to the version the caller saw. */
export async function act(
  db: Db,
  caller: SignedInCaller,
  action: ChangeAction,
  body: ChangeActionBody,
  validator?: ChangeValidator,
): Promise<ActionResult> {
  policy.assertCanRead(caller);
  const change = await loadChange(db, body.id);
  await authorise(db, caller, action, change);
  const spec = Actions[action];
  if (body.version !== undefined && body.version !== change.version)
    throw conflict(body.version, change.version);
  if (change.isBlocked && action !== 'Unblock') throw new AppError('DOMAINLENS_BLOCKED');
  if (action === 'Unblock' && !change.isBlocked) {
    throw new AppError('DOMAINLENS_INVALID_STATE', { params: { status: change.status } });
  }
  if (!spec.from.includes(change.status)) {
    throw new AppError('DOMAINLENS_INVALID_STATE', { params: { status: change.status } });
  }
  const actor = actorOf(caller);
  const at = now();
  const note = body.note;
  const validation = action === 'Submit' ? await validateOnSubmit(change, validator) : {};
  const ok = await repo.inTransaction(db, async (tx) => {
    const done = await repo.updateChangeAt(tx, change.id, change.version, {
      ...spec.apply(change, actor, note, at),
      ...validation,
      updated_at: at,
    });
    if (done) await repo.addLog(tx, { changeId: change.id, actor, at, action, note: note || null });
    return done;
  });
  if (!ok) {
    const current = await repo.findChange(db, change.id);
    throw conflict(change.version, current?.version ?? change.version);
  }
  return { messageKey: spec.messageKey, change: await loadChange(db, change.id) };
}

/** The submit step's validation: where the per-change test results are stored. */
async function validateOnSubmit(change: EndpointSetChange, validator?: ChangeValidator): Promise<Patch> {
  if (!validator) return {};
  const { results, outcome } = await validator(change);
  const bypassed = change.isBypassedValidation && outcome === 'FailedBlocking';
  return {
    validation_test_results: JSON.stringify(results),
    validation_outcome: bypassed ? 'Bypassed' : outcome,
  };
}

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
 * set's id (the first one the registry knows when it has several). The bulk-removal escalation
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
      assignments: [...snapshot.fqdns, ...snapshot.cidrs].map((endpoint) => ({
        endpoint,
        serviceTreeId: setTreeId,
      })),
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
