import { AppError } from '@netlens/core';
import type { Db } from '../../db/index.js';
import { workloadIds } from '../domainlens/index.js';
import { logAssignments, runBatch, type BatchPlan } from './batch.js';
import * as policy from './policy.js';
import type { CallerFacts } from './policy.js';
import * as repo from './repo.js';

/** Workload assignment requests (spec 2 §4): request, accept, reject, cancel. */

const Pending = 'PendingReview';
const cleared = {
  assignment_reviewed_by: null,
  assignment_reviewed_date: null,
  assignment_reviewed_note: null,
};

/** Requests moving FQDNs to `target`; a connectivity champion moves them at once. */
export async function requestMoves(db: Db, f: CallerFacts, ids: string[], target: string, note: string) {
  policy.assertCanRequestMoves(f.caller);
  if (!(await workloadIds(db)).has(target)) {
    throw new AppError('VALIDATION_FAILED', {
      details: [{ path: 'body.property', message: 'The workload does not exist.' }],
    });
  }
  const direct = policy.movesDirectly(f.caller);
  const actor = f.caller.email;
  const plan: BatchPlan = {
    successKey: direct ? 'fqdns.success.workloadChanged' : 'fqdns.success.assignCreated',
    decide: (row) => {
      const refusal = policy.refuseRequest(f, row);
      if (refusal) return refusal;
      if (row.assignment_status === Pending) return 'alreadyPending';
      return row.workload === target ? 'sameWorkload' : null;
    },
    apply: async (tx, rows, now) => {
      const request = {
        assignment_new_workload: target,
        assignment_requested_by: actor,
        assignment_requested_date: now,
        assignment_requested_note: note || null,
        last_update_datetime: now,
      };
      const change = direct
        ? {
            ...request,
            workload: target,
            assignment_status: 'ConnectivityChampUpdate',
            assignment_reviewed_by: actor,
            assignment_reviewed_date: now,
            assignment_reviewed_note: null,
          }
        : { ...request, ...cleared, assignment_status: Pending };
      await repo.updateRows(
        tx,
        rows.map((r) => r.id),
        change,
      );
      await logAssignments(
        tx,
        rows,
        direct ? 'ConnectivityChampUpdate' : 'Requested',
        actor,
        now,
        () => target,
        note || null,
      );
    },
  };
  return runBatch(db, ids, plan);
}

type Review = 'Ack' | 'Reject' | 'Cancel';

const ReviewOutcome: Record<Review, { status: string; successKey: string }> = {
  Ack: { status: 'Approved', successKey: 'fqdns.success.assignAccepted' },
  Reject: { status: 'Rejected', successKey: 'fqdns.success.assignRejected' },
  Cancel: { status: 'Cancelled', successKey: 'fqdns.success.assignCancelled' },
};

/** Accepts (the FQDNs move), rejects (with the reason) or cancels pending requests. */
export function reviewMoves(db: Db, f: CallerFacts, review: Review, ids: string[], note: string | null) {
  if (review === 'Cancel') policy.assertReader(f.caller);
  else policy.assertCanReviewMoves(f.caller);
  const { status, successKey } = ReviewOutcome[review];
  const actor = f.caller.email;
  const plan: BatchPlan = {
    successKey,
    decide: (row) => {
      if (row.assignment_status !== Pending) return 'notPending';
      return review === 'Cancel' ? policy.refuseCancel(f, row) : policy.refuseReview(f, row);
    },
    apply: async (tx, rows, now) => {
      await repo.updateRows(
        tx,
        rows.map((r) => r.id),
        (eb) => ({
          assignment_status: status,
          assignment_reviewed_by: actor,
          assignment_reviewed_date: now,
          assignment_reviewed_note: note,
          last_update_datetime: now,
          ...(review === 'Ack' ? { workload: eb.fn.coalesce('assignment_new_workload', 'workload') } : {}),
        }),
        Pending,
      );
      await logAssignments(
        tx,
        rows,
        status,
        actor,
        now,
        (r) => r.assignment_new_workload ?? r.workload,
        note,
      );
    },
  };
  return runBatch(db, ids, plan);
}
