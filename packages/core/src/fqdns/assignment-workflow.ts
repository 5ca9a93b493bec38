import { isAmong, type Workflow } from '../workflow.js';
import { combinations } from '../workflow-checks.js';
import type { AssignmentInfo, AssignmentStatus, FqdnRoles } from './model.js';

/**
 * Workload assignment requests of FQDNs (spec 2 §4, §6), one table read by the server and the
 * web app: asked by a service champion or a champion of the FQDN's workload (a connectivity
 * champion moves it at once), accepted or rejected with a reason by a champion of the receiving
 * workload who did not ask for it, cancelled by whoever asked or a connectivity champion.
 */
export type AssignmentAction = 'Request' | 'Accept' | 'Reject' | 'Cancel';

/** What the table knows of the caller and the FQDN. */
export interface AssignmentFacts {
  /** A connectivity champion. */
  isCouncil: boolean;
  isServiceChamp: boolean;
  /** Champions the FQDN's workload. */
  championsCurrent: boolean;
  /** Champions the workload a pending request moves it to. */
  championsReceiving: boolean;
  /** Asked for the FQDN's latest move. */
  isRequester: boolean;
}

/** The states with no request pending. */
const Settled: AssignmentStatus[] = ['None', 'Approved', 'Rejected', 'Cancelled', 'ConnectivityChampUpdate'];
const reviews = (f: AssignmentFacts) => f.championsReceiving && !f.isRequester;

export const AssignmentWorkflow: Workflow<AssignmentAction, AssignmentStatus, AssignmentFacts> = {
  /** Pending review; ConnectivityChampUpdate when a connectivity champion moves it (`movesDirectly`). */
  Request: {
    from: Settled,
    to: ['PendingReview', 'ConnectivityChampUpdate'],
    who: (f) => f.isCouncil || f.isServiceChamp || f.championsCurrent,
  },
  Accept: { from: ['PendingReview'], to: ['Approved'], who: reviews },
  Reject: { from: ['PendingReview'], to: ['Rejected'], who: reviews, needsNote: true },
  Cancel: { from: ['PendingReview'], to: ['Cancelled'], who: (f) => f.isRequester || f.isCouncil },
};

/** A connectivity champion's request moves the FQDN at once (ConnectivityChampUpdate). */
export const movesDirectly = (me: FqdnRoles) => me.isConnectivityChamp;

/** The facts of the caller about one FQDN. */
export function assignmentFacts(
  me: FqdnRoles,
  fqdn: { workload: string; assignmentInfo: Pick<AssignmentInfo, 'newWorkload' | 'requestedBy'> },
): AssignmentFacts {
  const { newWorkload, requestedBy } = fqdn.assignmentInfo;
  return {
    isCouncil: me.isConnectivityChamp,
    isServiceChamp: me.isServiceChamp,
    championsCurrent: me.championedWorkloads.includes(fqdn.workload),
    championsReceiving: newWorkload !== null && me.championedWorkloads.includes(newWorkload),
    isRequester: isAmong(me.email, [requestedBy]),
  };
}

/** Every relation the caller could have to some FQDN. */
export const possibleAssignmentFacts = (me: FqdnRoles) => {
  const champion = me.isWorkloadChamp ? [false, true] : [false];
  return combinations<AssignmentFacts>({
    isCouncil: [me.isConnectivityChamp],
    isServiceChamp: [me.isServiceChamp],
    championsCurrent: champion,
    championsReceiving: champion,
    isRequester: [false, true],
  });
};
