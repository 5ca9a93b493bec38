import { AppError } from '@netlens/core';
import type { SignedInCaller } from '../identity/index.js';

/**
 * Who may use the ASN explorer (spec 1 §2, spec 2 §5): staff with leadership-report access. Sign-in
 * is checked by the routes (401); without the access every call is 403 with
 * "You don't have access to this page."
 */
export function assertCanExplore(caller: SignedInCaller): void {
  if (!caller.access.hasAccessToLeadershipReport) throw new AppError('ASN_FORBIDDEN');
}
