import {
  ChangeWorkflow,
  changeFacts,
  championApprovalsOf,
  readyToStage,
  type ReviewAction,
  type ChangeActionBody,
  type ChangeFacts,
  type EndpointSetChange,
} from '@netlens/core';
import type { Updateable } from 'kysely';
import type { Db } from '../../db/index.js';
import type { DlChangeTable } from '../../db/schema.js';
import type { SignedInCaller } from '../identity/index.js';
import { loadChange } from './changes.js';
import { versionConflict } from './drafts.js';
import * as policy from './policy.js';
import { storedDetail } from './present.js';
import * as repo from './repo.js';
import type { ChangeValidator } from './validator.js';
import { workflowCaller } from './workloads.js';
import { inTransaction } from '../../db/transaction.js';

/**
 * The workflow's actions on an existing change (spec 2 §4): `policy.assertChangeAction` decides
 * from core's `ChangeWorkflow` whether the caller may take one now; `Effects` says what each
 * does to the change, and must leave it in one of the statuses the table names.
 */

/** What an action answers: the success text's key and the change as it now is. */
export interface ActionResult {
  messageKey: string;
  change: EndpointSetChange;
}

type Patch = Updateable<DlChangeTable>;
interface Effect {
  messageKey: string;
  apply: (c: EndpointSetChange, f: ChangeFacts, by: { actor: string; note: string; at: string }) => Patch;
}

/** Adds the move to StagedForPublishing when the change is ready with `after`. */
function staged(c: EndpointSetChange, after: Partial<EndpointSetChange>, patch: Patch): Patch {
  return readyToStage({ ...c, ...after })
    ? { ...patch, status: 'StagedForPublishing', is_ready_to_be_published: 1 }
    : patch;
}

const Effects: Record<ReviewAction, Effect> = {
  RevertDraft: { messageKey: 'domainlens.success.discarded', apply: () => ({ status: 'Deleted' }) },
  Submit: {
    messageKey: 'domainlens.success.submitted',
    apply: (c, _f, { at }) => ({
      status: 'PendingReview',
      change_detail: storedDetail({ ...c.changeDetail, submittedDate: at }),
    }),
  },
  RevertSubmit: {
    messageKey: 'domainlens.success.submissionReverted',
    apply: () => ({ status: 'Draft', ...repo.NoApprovals, is_ready_to_be_published: 0 }),
  },
  WorkloadChampApprove: {
    messageKey: 'domainlens.success.approved',
    apply: (c, f, { actor, note }) => {
      const gives = championApprovalsOf(f);
      const patch: Patch = {};
      if (gives.previous)
        Object.assign(patch, {
          is_previous_workload_champ_approved: 1,
          previous_workload_champ_approved_by: actor,
          previous_workload_champ_approval_note: note,
        });
      if (gives.target)
        Object.assign(patch, {
          is_workload_champ_approved: 1,
          workload_champ_approved_by: actor,
          workload_champ_approval_note: note,
        });
      const after = {
        isPreviousWorkloadChampApproved: c.isPreviousWorkloadChampApproved || gives.previous,
        isWorkloadChampApproved: c.isWorkloadChampApproved || gives.target,
      };
      return staged(c, after, patch);
    },
  },
  ChangeCouncilApprove: {
    messageKey: 'domainlens.success.approved',
    apply: (c, _f, { actor, note }) =>
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
    messageKey: 'domainlens.success.blocked',
    apply: (_c, _f, { actor, note }) => ({ is_blocked: 1, blocked_by: actor, blocked_note: note }),
  },
  Unblock: {
    messageKey: 'domainlens.success.unblocked',
    apply: (_c, _f, { actor, note }) => ({ is_blocked: 0, unblocked_by: actor, unblocked_note: note }),
  },
  BypassTestFailures: {
    messageKey: 'domainlens.success.bypassed',
    apply: (c, _f, { actor, note }) =>
      staged(
        c,
        { validationOutcome: 'Bypassed' },
        {
          is_bypassed_validation: 1,
          bypassed_validation_by: actor,
          bypassed_validation_note: note,
          validation_outcome: 'Bypassed',
        },
      ),
  },
};

/** One workflow action on a change, applied only to the version the caller saw. */
export async function act(
  db: Db,
  caller: SignedInCaller,
  action: ReviewAction,
  body: ChangeActionBody,
  validator?: ChangeValidator,
): Promise<ActionResult> {
  policy.assertCanRead(caller);
  const who = await workflowCaller(db, caller);
  const change = await loadChange(db, body.id);
  policy.assertChangeAction(action, who, change, body.note);
  if (body.version !== undefined && body.version !== change.version)
    throw versionConflict(body.version, change.version);
  const by = { actor: who.actor, note: body.note, at: new Date().toISOString() };
  const patch = Effects[action].apply(change, changeFacts(who, change), by);
  const next = (patch.status ?? change.status) as EndpointSetChange['status'];
  if (!ChangeWorkflow[action].to.includes(next)) throw new Error(`${action} would leave the change ${next}`);
  const validation = action === 'Submit' ? await validateOnSubmit(change, validator) : {};
  const ok = await inTransaction(db, async (tx) => {
    const done = await repo.updateChangeAt(tx, change.id, change.version, {
      ...patch,
      ...validation,
      updated_at: by.at,
    });
    if (done)
      await repo.addLog(tx, {
        changeId: change.id,
        actor: by.actor,
        at: by.at,
        action,
        note: by.note || null,
      });
    return done;
  });
  if (!ok)
    throw versionConflict(change.version, (await repo.findChange(db, change.id))?.version ?? change.version);
  return { messageKey: Effects[action].messageKey, change: await loadChange(db, change.id) };
}

/** The submit step's validation: the per-change test results and outcome stored with the change. */
async function validateOnSubmit(change: EndpointSetChange, validator?: ChangeValidator): Promise<Patch> {
  if (!validator) return { validation_test_results: '[]', validation_outcome: 'NotRun' };
  const { results, outcome } = await validator(change);
  return { validation_test_results: JSON.stringify(results), validation_outcome: outcome };
}
