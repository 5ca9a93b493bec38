import { AppError, pageAvailability, uxControlsFrom } from '@netlens/core';
import type { SignedInCaller } from '../identity/index.js';

/**
 * Who may do what in the provider portal (spec 2 §6). Sign-in is checked by the routes (401);
 * the portal's calls need partner-portal access (the page rule of /partnerPortal), staff calls
 * leadership access. A provider reaches only its own solutions and requests: another
 * provider's are not found.
 */
const forbidden = () => new AppError('PARTNER_FORBIDDEN');

export function assertPortalUser(caller: SignedInCaller, uxDisabled: ReadonlySet<string>): void {
  const ctx = { ux: uxControlsFrom(uxDisabled), signedIn: true, access: caller.access };
  const page = pageAvailability('partnerPortal', ctx);
  if (page.state !== 'available') throw forbidden();
}

/** Staff of the internal portal: leadership-report access. */
export const isStaff = (caller: SignedInCaller) => caller.access.hasAccessToLeadershipReport;

export function assertStaff(caller: SignedInCaller): void {
  if (!isStaff(caller)) throw forbidden();
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
