import { isAmong, type Workflow } from '../workflow.js';
import { combinations } from '../workflow-checks.js';
import type { ChangeRequestStatus } from './model.js';

/**
 * Change requests to public solutions (spec 2 §6: public solutions are managed and their
 * changes reviewed by the operator's staff), one table read by the server and the web app:
 * approved or rejected with a note by staff with leadership access other than the person who
 * asked, cancelled by the provider that asked.
 */
export type ChangeRequestAction = 'Approve' | 'Reject' | 'Cancel';

/** What the table knows of the caller and the request. */
export interface ChangeRequestFacts {
  /** Staff: leadership-report access. */
  isStaff: boolean;
  /** The person who asked for the change. */
  isRequester: boolean;
  /** A user of the provider that asked for it. */
  isProvider: boolean;
}

const reviews = (f: ChangeRequestFacts) => f.isStaff && !f.isRequester;

export const ChangeRequestWorkflow: Workflow<ChangeRequestAction, ChangeRequestStatus, ChangeRequestFacts> = {
  Approve: { from: ['PendingReview'], to: ['Approved'], who: reviews },
  Reject: { from: ['PendingReview'], to: ['Rejected'], who: reviews, needsNote: true },
  Cancel: { from: ['PendingReview'], to: ['Cancelled'], who: (f) => f.isProvider },
};

/** The action of each status PartnerChangeSolutionRequest/Update closes a request with. */
export const ChangeRequestActionOf = {
  Approved: 'Approve',
  Rejected: 'Reject',
  Cancelled: 'Cancel',
} as const satisfies Record<Exclude<ChangeRequestStatus, 'PendingReview'>, ChangeRequestAction>;

/** What the table reads of the caller: the e-mail, staff access and the caller's own provider. */
export interface ChangeRequestCaller {
  email: string;
  isStaff: boolean;
  /** The provider of the caller's organisation, with partner-portal access; else null. */
  partnerId: string | null;
}

/** The facts of the caller about one request. */
export function changeRequestFacts(
  me: ChangeRequestCaller,
  request: { partnerInternalId: string; createdBy: string },
): ChangeRequestFacts {
  return {
    isStaff: me.isStaff,
    isRequester: isAmong(me.email, [request.createdBy]),
    isProvider: me.partnerId !== null && me.partnerId === request.partnerInternalId,
  };
}

/** Every relation the caller could have to some request. */
export const possibleChangeRequestFacts = (me: ChangeRequestCaller) =>
  combinations<ChangeRequestFacts>({
    isStaff: [me.isStaff],
    isRequester: [false, true],
    isProvider: me.partnerId === null ? [false] : [false, true],
  });
