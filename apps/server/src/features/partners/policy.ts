import {
  AppError,
  ChangeRequestWorkflow,
  changeRequestFacts,
  judge,
  mayEverTake,
  pageAvailability,
  possibleChangeRequestFacts,
  uxControlsFrom,
  type ChangeRequestAction,
  type ChangeRequestCaller,
  type ChangeRequestStatus,
} from '@netlens/core';
import type { SignedInCaller } from '../identity/index.js';

/**
 * Who may do what in the provider portal (spec 2 §6). Sign-in is checked by the routes (401);
 * the portal's calls need partner-portal access (the page rule of /partnerPortal), staff calls
 * leadership access. A provider reaches only its own solutions and requests: another
 * provider's are not found. Change requests are judged by their table in core
 * (`partners/workflow.ts`) and nothing else.
 */
const forbidden = () => new AppError('PARTNER_FORBIDDEN');

export function assertPortalUser(caller: SignedInCaller, uxDisabled: ReadonlySet<string>): void {
  const ctx = { ux: uxControlsFrom(uxDisabled), signedIn: true, access: caller.access };
  const page = pageAvailability('partnerPortal', ctx);
  if (page.state !== 'available') throw forbidden();
}

/** Staff of the internal portal: leadership-report access. */
export const isStaff = (caller: SignedInCaller) => caller.access.hasAccessToLeadershipReport;

/**
 * The staff calls are the internal report's (spec 2 §6: 'You do not have access to this view'),
 * not the portal's ('You don't have access to this page.').
 */
export function assertStaff(caller: SignedInCaller): void {
  if (!isStaff(caller)) throw new AppError('INTERNAL_FORBIDDEN');
}

/** A provider's own record (solution, request): anything else answers not-found. */
export function assertOwn(partnerId: string, row: { partner_id: string } | undefined): asserts row {
  if (!row || row.partner_id !== partnerId) throw new AppError('PARTNER_NOT_FOUND');
}

/** A change request is read by its provider and by staff. */
export function assertCanReadRequests(caller: SignedInCaller, ownPartnerId: string | null, asked?: string) {
  if (isStaff(caller)) return;
  if (!ownPartnerId || (asked && asked !== ownPartnerId)) throw forbidden();
}

/** What the change-request table reads of the caller: staff access and the caller's own provider. */
export const changeRequestCaller = (
  caller: SignedInCaller,
  own: { id: string } | undefined,
): ChangeRequestCaller => ({ email: caller.email, isStaff: isStaff(caller), partnerId: own?.id ?? null });

const changeForbidden = () => new AppError('PARTNER_CHANGE_FORBIDDEN');

/** 403 before any request is read when the caller could take the action on none. */
export function assertMayEverChange(me: ChangeRequestCaller, action: ChangeRequestAction): void {
  if (!mayEverTake(ChangeRequestWorkflow, action, possibleChangeRequestFacts(me))) throw changeForbidden();
}

/**
 * A change request is seen by staff and by its provider (to anyone else it is not found); then
 * the table's verdict on the action: 403, or 409 once it is no longer in a state it starts from.
 */
export function assertCanChange(
  me: ChangeRequestCaller,
  action: ChangeRequestAction,
  request: { partner_id: string; created_by: string; status: string } | undefined,
): asserts request {
  if (!request || !(me.isStaff || me.partnerId === request.partner_id))
    throw new AppError('PARTNER_NOT_FOUND');
  const facts = changeRequestFacts(me, {
    partnerInternalId: request.partner_id,
    createdBy: request.created_by,
  });
  const verdict = judge(ChangeRequestWorkflow, action, request.status as ChangeRequestStatus, facts);
  if (verdict === 'forbidden') throw changeForbidden();
  if (verdict === 'conflict') throw new AppError('PARTNER_CHANGE_CLOSED');
}
