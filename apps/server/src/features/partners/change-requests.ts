import { randomUUID } from 'node:crypto';
import {
  AppError,
  ChangeRequestActionOf,
  ChangeRequestWorkflow,
  type CreateChangeRequestBody,
  type Language,
  type PartnerChangeRequest,
  type SolutionInput,
  type UpdateChangeRequestBody,
} from '@netlens/core';
import type { Db } from '../../db/index.js';
import type { SignedInCaller } from '../identity/index.js';
import { assertCanChange, assertMayEverChange, assertOwn, changeRequestCaller } from './policy.js';
import { presentChangeRequest } from './present.js';
import * as repo from './repo.js';
import { checkedLists, writeSolution } from './solutions.js';
import { inTransaction } from '../../db/transaction.js';

const missing = (path: string) =>
  new AppError('VALIDATION_FAILED', {
    params: { detail: `${path} is required for this action` },
    details: [{ path, message: 'required for this action' }],
  });

/**
 * PartnerChangeSolutionRequest/Create: public solutions change only through staff review.
 * Create publishes a new solution (or one of the provider's private ones); Update and Delete
 * name one of its public ones. One pending request per solution.
 */
export async function createChangeRequest(
  db: Db,
  caller: SignedInCaller,
  partner: repo.PartnerRow,
  body: CreateChangeRequestBody,
  lang: Language,
): Promise<PartnerChangeRequest> {
  const target = body.solutionId ? await repo.findSolution(db, body.solutionId) : undefined;
  if (body.solutionId) assertOwn(partner.id, target);
  if (body.action !== 'Delete' && !body.solution) throw missing('solution');
  if (body.action !== 'Create' && !target) throw missing('solutionId');
  if (target && (target.visibility === 'Public') !== (body.action !== 'Create'))
    throw new AppError(target.visibility === 'Public' ? 'PARTNER_SOLUTION_PUBLIC' : 'PARTNER_NOT_FOUND');
  if (target?.is_contributed === 1) throw new AppError('PARTNER_SOLUTION_CONTRIBUTED');
  if (target && (await repo.pendingSolutionIds(db, partner.id)).has(target.id))
    throw new AppError('PARTNER_CHANGE_PENDING');
  const lists = body.solution
    ? await checkedLists(db, body.solution, { partnerId: partner.id, solutionId: target?.id ?? null }, lang)
    : null;
  const row = {
    id: randomUUID(),
    partner_id: partner.id,
    solution_id: target?.id ?? null,
    action: body.action,
    status: 'PendingReview',
    // AS numbers stored as numbers, however they were written.
    solution:
      body.solution && lists
        ? JSON.stringify({ ...body.solution, asns: lists.asns, visibility: 'Public' })
        : null,
    note: body.note,
    created_by: caller.email,
    created_at: new Date().toISOString(),
    reviewed_by: null,
    reviewed_at: null,
    review_note: null,
  };
  await repo.insertChangeRequest(db, row);
  return presentChangeRequest(row);
}

/**
 * PartnerChangeSolutionRequest/Update, as the table in core allows: its provider cancels a
 * pending request; staff other than its requester approve (the change is applied and its
 * evidence approved, in the same transaction) or reject it with a note.
 */
export async function updateChangeRequest(
  db: Db,
  caller: SignedInCaller,
  partner: repo.PartnerRow | undefined,
  body: UpdateChangeRequestBody,
  lang: Language,
): Promise<PartnerChangeRequest> {
  const me = changeRequestCaller(caller, partner);
  const action = ChangeRequestActionOf[body.status];
  assertMayEverChange(me, action);
  const now = new Date().toISOString();
  await inTransaction(db, async (tx) => {
    const request = await repo.findChangeRequest(tx, body.id);
    assertCanChange(me, action, request);
    const closed = await repo.closeChangeRequest(tx, request.id, ChangeRequestWorkflow[action].from, {
      status: body.status,
      reviewed_by: caller.email,
      reviewed_at: now,
      review_note: body.note,
    });
    if (!closed) throw new AppError('PARTNER_CHANGE_CLOSED');
    if (action === 'Approve') await apply(tx, caller, request, lang, now);
  });
  return presentChangeRequest((await repo.findChangeRequest(db, body.id))!);
}

async function apply(
  tx: Db,
  caller: SignedInCaller,
  request: repo.ChangeRequestRow,
  lang: Language,
  now: string,
) {
  if (request.action === 'Delete') {
    if (request.solution_id) await repo.deleteSolution(tx, request.solution_id);
    return;
  }
  const input = JSON.parse(request.solution!) as SolutionInput;
  const current = request.solution_id ? await repo.findSolution(tx, request.solution_id) : undefined;
  const id = current?.id ?? randomUUID();
  // The values are checked again: another solution may have taken one since the request.
  const lists = await checkedLists(tx, input, { partnerId: request.partner_id, solutionId: id }, lang);
  await writeSolution(
    tx,
    { id, partnerId: request.partner_id, input, lists, visibility: 'Public', contributed: false },
    caller,
    current?.created_at ?? now,
  );
  await repo.approveEvidence(tx, id, caller.email, now);
}
