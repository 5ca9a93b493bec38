import { isAmong, type Workflow } from '../workflow.js';
import { combinations } from '../workflow-checks.js';
import type { FqdnRoles } from './model.js';
import type { OcdiState } from './ocdi.js';

/**
 * The review of OCDI associations (spec 2 §4, §6), one table read by the server and the web app.
 * An association is edited only by its authors (whoever created or edited it) or a connectivity
 * champion, and reviewed by a connectivity champion who is not one of its authors.
 */
export type OcdiAction = 'Save' | 'Submit' | 'Approve' | 'Reject';

/** What the table knows of the caller and the association. */
export interface OcdiFacts {
  /** A connectivity champion. */
  isCouncil: boolean;
  /** Created or edited the association (of a new one: the caller). */
  isAuthor: boolean;
  /** May associate its legacy FQDNs: a service or connectivity champion, or a champion of each one's workload. */
  mayAssociate: boolean;
}

const edits = (f: OcdiFacts) => f.mayAssociate && (f.isAuthor || f.isCouncil);
const reviews = (f: OcdiFacts) => f.isCouncil && !f.isAuthor;

export const OcdiWorkflow: Workflow<OcdiAction, OcdiState, OcdiFacts> = {
  /** Keep as not started (a draft; a rejected one goes back through Submit). */
  Save: { from: ['NotStarted'], to: ['NotStarted'], who: edits },
  Submit: { from: ['NotStarted', 'Rejected'], to: ['PendingApproval'], who: edits },
  Approve: { from: ['PendingApproval'], to: ['Approved'], who: reviews },
  Reject: { from: ['PendingApproval'], to: ['Rejected'], who: reviews, needsNote: true },
};

/** The state a new association is judged in: a draft not stored yet, whose author is the caller. */
export const OcdiNewState: OcdiState = 'NotStarted';

/** The action of a save (submitting or not) and of a review's decision. */
export const ocdiSaveAction = (submit: boolean): OcdiAction => (submit ? 'Submit' : 'Save');
export const ocdiReviewAction = (decision: 'Approved' | 'Rejected'): OcdiAction =>
  decision === 'Approved' ? 'Approve' : 'Reject';

const anyAssociate = (me: FqdnRoles) => me.isServiceChamp || me.isConnectivityChamp;

/** Whether the caller may associate FQDNs of these workloads. */
export const mayAssociate = (me: FqdnRoles, workloads: readonly string[]) =>
  anyAssociate(me) || (me.isWorkloadChamp && workloads.every((w) => me.championedWorkloads.includes(w)));

/**
 * The facts of the caller about an association (null: a new one) whose legacy FQDNs, before and
 * after the change, belong to `workloads`.
 */
export function ocdiFacts(
  me: FqdnRoles,
  association: { authors: readonly string[] } | null,
  workloads: readonly string[],
): OcdiFacts {
  return {
    isCouncil: me.isConnectivityChamp,
    isAuthor: association === null || isAmong(me.email, association.authors),
    mayAssociate: mayAssociate(me, workloads),
  };
}

/** Every relation the caller could have to some association. */
export const possibleOcdiFacts = (me: FqdnRoles) =>
  combinations<OcdiFacts>({
    isCouncil: [me.isConnectivityChamp],
    isAuthor: [false, true],
    mayAssociate: [false, anyAssociate(me) || me.isWorkloadChamp],
  });
