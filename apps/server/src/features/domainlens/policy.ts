import {
  AppError,
  DomainLensMessages,
  ChangeWorkflow,
  changeFacts,
  judgeChange,
  type ChangeAction,
  type ChangeCaller,
  type WorkflowChange,
} from '@netlens/core';
import { assertOperator, type Caller } from '../../plugins/caller.js';
import type { SignedInCaller } from '../identity/index.js';

/**
 * Who may do what in Domain Lens (spec 2 §6). Sign-in is checked by the routes (401); every
 * refusal here is 403 with "You don't have access to to perform this operation."; the
 * endpoint-set change workflow is core's `ChangeWorkflow` table, enforced by `assertChangeAction`.
 */
const forbidden = () => new AppError('DOMAINLENS_FORBIDDEN');

/** Reading: the Domain Lens entitlement (staff of the operator's organisation only). */
export function canUseDomainLens(caller: SignedInCaller): boolean {
  return caller.access.hasAccessToDomainLens;
}

/**
 * The caller's Domain Lens flags, each only with the entitlement: what DomainLensAccess answers
 * and what the FQDN inventory's workflows read of the caller (Fqdn/Roles).
 */
export function accessFlags(caller: SignedInCaller) {
  const entitled = canUseDomainLens(caller);
  const a = caller.access;
  return {
    hasAccessToDomainLens: entitled,
    isWorkloadChamp: entitled && a.isWorkloadChamp,
    isServiceChamp: entitled && a.isServiceChamp,
    isConnectivityChamp: entitled && a.isConnectivityChamp,
  };
}

export function assertCanRead(caller: SignedInCaller): void {
  if (!canUseDomainLens(caller)) throw forbidden();
}

/** The change council (connectivity champions): workloads and the registries. */
export function isChangeCouncil(caller: SignedInCaller): boolean {
  return canUseDomainLens(caller) && caller.access.isConnectivityChamp;
}

export function assertChangeCouncil(caller: SignedInCaller): void {
  if (!isChangeCouncil(caller)) throw forbidden();
}

/** The name changes record a caller by. */
export const actorOf = (caller: SignedInCaller) => caller.email || caller.userId;

/** The caller as the workflow sees them, with the workloads they champion. */
export function changeCaller(caller: SignedInCaller, championOf: Iterable<string>): ChangeCaller {
  return {
    domainLens: canUseDomainLens(caller),
    council: isChangeCouncil(caller),
    actor: actorOf(caller),
    championOf: [...championOf],
  };
}

/**
 * One action of the workflow on a change (null: a new change), as the table decides: 403 when
 * the caller may not take it, 409 when the change is blocked or in another state, 400 when a
 * note it needs is missing.
 */
export function assertChangeAction(
  action: ChangeAction,
  caller: ChangeCaller,
  change: WorkflowChange | null,
  note = '',
): void {
  const verdict = judgeChange(action, caller, change);
  if (verdict === 'forbidden') throw forbidden();
  if (verdict === 'conflict') {
    if (change?.isBlocked && action !== 'Unblock') throw new AppError('DOMAINLENS_BLOCKED');
    throw new AppError('DOMAINLENS_INVALID_STATE', { params: { status: change?.status ?? 'None' } });
  }
  if (ChangeWorkflow[action].needsNote && note.trim() === '') {
    throw new AppError('VALIDATION_FAILED', {
      details: [{ path: 'body.note', message: DomainLensMessages.noteRequired }],
    });
  }
}

/** Publishing an instance's staged changes: whom the table lets publish. */
export function assertCanPublish(caller: ChangeCaller): void {
  if (!ChangeWorkflow.Publish.who(changeFacts(caller, null))) throw forbidden();
}

/** Whether the caller may publish this staged change now (unblocked, every approval in). */
export const canPublish = (caller: ChangeCaller, change: WorkflowChange) =>
  judgeChange('Publish', caller, change) === 'allowed';

/** Importing a whole endpoint list: the operator only (admin token). */
export function assertOperatorImport(caller: Caller, adminApiEnabled: boolean): void {
  assertOperator(caller, adminApiEnabled);
}
