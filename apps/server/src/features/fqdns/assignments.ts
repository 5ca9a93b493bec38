import { AppError, AssignmentWorkflow, type AssignmentAction } from '@netlens/core';
import type { Db } from '../../db/index.js';
import { workloadIds } from '../domainlens/index.js';
import { logAssignments, runBatch, type BatchPlan } from './batch.js';
import * as policy from './policy.js';
import type { CallerFacts } from './policy.js';
import * as repo from './repo.js';

/** Workload assignment requests (spec 2 §4): request, accept, reject, cancel, as the table in core allows. */

const cleared = {
  assignment_reviewed_by: null,
  assignment_reviewed_date: null,
  assignment_reviewed_note: null,
};

/** Requests moving FQDNs to `target`; a connectivity champion moves them at once. */
export async function requestMoves(db: Db, f: CallerFacts, ids: string[], target: string, note: string) {
  policy.assertMayEverMove(f, 'Request');
  if (!(await workloadIds(db)).has(target)) {
    throw new AppError('VALIDATION_FAILED', {
      details: [{ path: 'body.property', message: 'The workload does not exist.' }],
    });
  }
  const direct = policy.movesDirectly(f);
  const actor = f.caller.email;
  const plan: BatchPlan = {
    successKey: direct ? 'fqdns.success.workloadChanged' : 'fqdns.success.assignCreated',
    decide: (row) =>
      policy.refuseAssignment(f, 'Request', row) ?? (row.workload === target ? 'sameWorkload' : null),
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
        : { ...request, ...cleared, assignment_status: 'PendingReview' };
      await repo.updateRows(
        tx,
        rows.map((r) => r.id),
        change,
        AssignmentWorkflow.Request.from,
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

type Review = Exclude<AssignmentAction, 'Request'>;

const SuccessKey: Record<Review, string> = {
  Accept: 'fqdns.success.assignAccepted',
  Reject: 'fqdns.success.assignRejected',
  Cancel: 'fqdns.success.assignCancelled',
};

/** Accepts (the FQDNs move), rejects (with the reason) or cancels pending requests. */
export function reviewMoves(db: Db, f: CallerFacts, review: Review, ids: string[], note: string | null) {
  policy.assertMayEverMove(f, review);
  const { from, to } = AssignmentWorkflow[review];
  const status = to[0]!;
  const actor = f.caller.email;
  const plan: BatchPlan = {
    successKey: SuccessKey[review],
    decide: (row) => policy.refuseAssignment(f, review, row),
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
          ...(review === 'Accept' ? { workload: eb.fn.coalesce('assignment_new_workload', 'workload') } : {}),
        }),
        from,
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
