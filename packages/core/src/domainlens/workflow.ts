import { allowedActions, isAmong, judge, type Workflow } from '../workflow.js';
import type { ChangeStatus, EndpointSetChange } from './model.js';
import { BULK_REMOVAL_THRESHOLD } from './validation.js';

/**
 * The endpoint-set change workflow (spec 2 §4, §6), declared once: the server enforces this
 * table and nothing else, the web app offers only what it allows.
 *
 * Separation of duties:
 * - a change to an existing set is approved by a champion of the set's current workload; a move
 *   to another workload also by a champion of the workload it moves to (the council may stand in
 *   for either champion);
 * - nobody approves, unblocks or bypasses a change they authored or edited (four eyes), council
 *   included;
 * - whether the council must approve is decided by `councilReasons`, not by the author, who may
 *   only ask for more review;
 * - bypassing a blocking validation failure is the council's, with a note;
 * - only an author (or the council) edits, submits, discards or withdraws a change.
 */
export const ChangeActions = [
  'UpsertDraft',
  'RevertDraft',
  'Submit',
  'RevertSubmit',
  'WorkloadChampApprove',
  'ChangeCouncilApprove',
  'Block',
  'Unblock',
  'BypassTestFailures',
  'Publish',
] as const;
export type ChangeAction = (typeof ChangeActions)[number];

/** A change's status, or `None` before its first draft is saved. */
export type ChangeState = ChangeStatus | 'None';

/** Who is asking, as the workflow sees them. */
export interface ChangeCaller {
  /** Staff of the operator's organisation with the Domain Lens entitlement. */
  domainLens: boolean;
  /** A member of the change council (a connectivity champion). */
  council: boolean;
  /** The name changes record their authors and approvers by (the e-mail address). */
  actor: string;
  /** The workloads the caller champions. */
  championOf: readonly string[];
}

/** The caller as the web knows them, from the DomainLensAccess answer. */
export const callerFromAccess = (a: {
  hasAccessToDomainLens: boolean;
  isConnectivityChamp: boolean;
  actor: string;
  championedWorkloads: readonly string[];
}): ChangeCaller => ({
  domainLens: a.hasAccessToDomainLens,
  council: a.isConnectivityChamp,
  actor: a.actor,
  championOf: a.championedWorkloads,
});

/** What the workflow reads of a change. */
export type WorkflowChange = Pick<
  EndpointSetChange,
  | 'status'
  | 'workload'
  | 'previousWorkload'
  | 'isBlocked'
  | 'isWorkloadChampApproved'
  | 'isPreviousWorkloadChampApproved'
  | 'isRequireChangeCouncilApproval'
  | 'isChangeCouncilApproved'
  | 'validationOutcome'
  | 'endpointSetSnapshot'
  | 'changeDetail'
>;

/** The caller's relations to a change, and the change's own state, as the rules read them. */
export interface ChangeFacts {
  staff: boolean;
  council: boolean;
  /** Authored or edited it (every new draft's caller is its author). */
  author: boolean;
  /** Champions the set's current (published) workload. */
  championOfPrevious: boolean;
  /** Champions the workload the change leaves the set in. */
  championOfTarget: boolean;
  blocked: boolean;
  /** Champion approvals still missing: the set's current workload's (a move only), the target's. */
  previousApprovalMissing: boolean;
  targetApprovalMissing: boolean;
  councilApprovalMissing: boolean;
  failedBlocking: boolean;
}

/** Why the council must approve a change; empty when a champion's approval is enough. */
export type CouncilReason = 'ipSubnetAdditions' | 'governedCategory' | 'workloadMove' | 'bulkRemoval';

/** The endpoints a change takes off the public list (a deleted set's all of them). */
export function removedEndpoints(c: Pick<WorkflowChange, 'endpointSetSnapshot' | 'changeDetail'>): number {
  const d = c.changeDetail;
  const s = c.endpointSetSnapshot;
  return d.fqdnRemovals.length + d.cidrRemovals.length + (s.isDeleted ? s.fqdns.length + s.cidrs.length : 0);
}

export const isWorkloadMove = (c: Pick<WorkflowChange, 'workload' | 'previousWorkload'>) =>
  c.previousWorkload !== null && c.previousWorkload !== c.workload;

/** What the council's requirement reads of a change, or of a draft being typed. */
export interface CouncilFacts {
  workload: string;
  previousWorkload: string | null;
  category: string;
  previousCategory: string | null;
  addedSubnets: number;
  removedEndpoints: number;
}

/** The policy's reasons for the council's review: subnets added, Optimize/Allow, a move, a bulk removal. */
export function councilReasonsOf(f: CouncilFacts): CouncilReason[] {
  const governed = (cat: string | null) => cat === 'Optimize' || cat === 'Allow';
  const reasons: CouncilReason[] = [];
  if (f.addedSubnets > 0) reasons.push('ipSubnetAdditions');
  if (governed(f.category) || governed(f.previousCategory)) reasons.push('governedCategory');
  if (f.previousWorkload !== null && f.previousWorkload !== f.workload) reasons.push('workloadMove');
  if (f.removedEndpoints > BULK_REMOVAL_THRESHOLD) reasons.push('bulkRemoval');
  return reasons;
}

/** The policy's reasons for the council's review of a change. */
export function councilReasons(
  c: Pick<WorkflowChange, 'workload' | 'previousWorkload' | 'endpointSetSnapshot' | 'changeDetail'>,
): CouncilReason[] {
  return councilReasonsOf({
    workload: c.workload,
    previousWorkload: c.previousWorkload,
    category: c.endpointSetSnapshot.governanceCategory,
    previousCategory: c.changeDetail.previousAttributes?.category ?? null,
    addedSubnets: c.changeDetail.cidrAdditions.length,
    removedEndpoints: removedEndpoints(c),
  });
}

/** The council must approve: the policy says so, or the author asked for it. */
export const councilRequired = (c: Parameters<typeof councilReasons>[0] & { requested: boolean }) =>
  c.requested || councilReasons(c).length > 0;

/** Every approval is in and validation does not block: the change is staged for publishing. */
export function readyToStage(c: WorkflowChange): boolean {
  return (
    c.isWorkloadChampApproved &&
    (!isWorkloadMove(c) || c.isPreviousWorkloadChampApproved) &&
    (!councilRequired({ ...c, requested: c.isRequireChangeCouncilApproval }) || c.isChangeCouncilApproved) &&
    c.validationOutcome !== 'FailedBlocking'
  );
}

/** The facts of a caller and a change (null: a new change, not yet saved). */
export function changeFacts(caller: ChangeCaller, c: WorkflowChange | null): ChangeFacts {
  const champions = (w: string | null | undefined) => !!w && caller.championOf.includes(w);
  const move = c !== null && isWorkloadMove(c);
  return {
    staff: caller.domainLens,
    council: caller.domainLens && caller.council,
    author: c === null || isAmong(caller.actor, c.changeDetail.authors),
    championOfPrevious: move && champions(c.previousWorkload),
    championOfTarget: champions(c?.workload ?? null),
    blocked: c?.isBlocked ?? false,
    previousApprovalMissing: move && !c.isPreviousWorkloadChampApproved,
    targetApprovalMissing: c !== null && !c.isWorkloadChampApproved,
    councilApprovalMissing:
      c !== null &&
      !c.isChangeCouncilApproved &&
      councilRequired({ ...c, requested: c.isRequireChangeCouncilApproval }),
    failedBlocking: c?.validationOutcome === 'FailedBlocking',
  };
}

/** The champion approvals the caller would give by WorkloadChampApprove (the council may stand in). */
export function championApprovalsOf(f: ChangeFacts): { previous: boolean; target: boolean } {
  return {
    previous: f.previousApprovalMissing && (f.championOfPrevious || f.council),
    target: f.targetApprovalMissing && (f.championOfTarget || f.council),
  };
}

const Open: ChangeState[] = ['Draft', 'PendingReview', 'StagedForPublishing'];
const approved = (f: ChangeFacts) =>
  !f.previousApprovalMissing && !f.targetApprovalMissing && !f.councilApprovalMissing && !f.failedBlocking;
const authorOrCouncil = (f: ChangeFacts) => f.staff && (f.author || f.council);
const otherCouncil = (f: ChangeFacts) => f.staff && f.council && !f.author;
const unblocked = (f: ChangeFacts) => !f.blocked;
const InReview: ChangeState[] = ['PendingReview', 'StagedForPublishing'];

export const ChangeWorkflow: Workflow<ChangeAction, ChangeState, ChangeFacts> = {
  UpsertDraft: { from: ['None', 'Draft'], to: ['Draft'], who: authorOrCouncil, when: unblocked },
  RevertDraft: { from: ['Draft'], to: ['Deleted'], who: authorOrCouncil, when: unblocked },
  Submit: { from: ['Draft'], to: ['PendingReview'], who: authorOrCouncil, when: unblocked },
  RevertSubmit: { from: InReview, to: ['Draft'], who: authorOrCouncil, when: unblocked },
  WorkloadChampApprove: {
    from: ['PendingReview'],
    to: InReview,
    who: (f) => f.staff && !f.author && (f.championOfPrevious || f.championOfTarget || f.council),
    when: (f) => {
      const gives = championApprovalsOf(f);
      return unblocked(f) && (gives.previous || gives.target);
    },
  },
  ChangeCouncilApprove: {
    from: ['PendingReview'],
    to: InReview,
    who: otherCouncil,
    when: (f) => unblocked(f) && f.councilApprovalMissing,
  },
  Block: { from: Open, to: Open, who: (f) => f.staff && f.council, when: unblocked },
  Unblock: { from: Open, to: Open, who: otherCouncil, when: (f) => f.blocked },
  BypassTestFailures: {
    from: ['PendingReview'],
    to: InReview,
    who: otherCouncil,
    when: (f) => unblocked(f) && f.failedBlocking,
    needsNote: true,
  },
  Publish: {
    from: ['StagedForPublishing'],
    to: ['Published'],
    who: (f) => f.staff && f.council,
    when: (f) => unblocked(f) && approved(f),
  },
};

/** The verdict on one action of a caller on a change (null: a new change). */
export const judgeChange = (action: ChangeAction, caller: ChangeCaller, c: WorkflowChange | null) =>
  judge(ChangeWorkflow, action, c?.status ?? 'None', changeFacts(caller, c));

/** The actions the caller may take on the change now. */
export const allowedChangeActions = (caller: ChangeCaller, c: WorkflowChange) =>
  allowedActions(ChangeWorkflow, c.status, changeFacts(caller, c));
