import { AppError, isPrivacyReason, type HiddenReason } from '@netlens/core';
import type { SignedInCaller } from '../identity/index.js';
import type { DirectorySolution } from '../partners/index.js';

/**
 * Who sees which provider performance (spec 2 §6, REFERENCE "Provider data rules"). Staff with
 * leadership access see every public solution and every contributed one (contributing is what
 * makes a private solution visible to them, spec 2 §4), with every value but those too uncertain
 * to show (fewer than 24 samples, too large a standard error). A provider (partner-portal access) sees its own
 * solutions, of any visibility, with every value that passes all the rules and the reason for the
 * others; of other providers only public solutions, and only their aggregates that pass every
 * rule. Another provider's private solution is not found.
 */
export interface Viewer {
  staff: boolean;
  partnerId: string | null;
}

export function assertCanView(caller: SignedInCaller): void {
  if (!caller.access.hasAccessToLeadershipReport && !caller.access.hasAccessToPartnerPortal)
    throw new AppError('PERFORMANCE_FORBIDDEN');
}

const own = (v: Viewer, s: DirectorySolution) => v.partnerId !== null && s.partnerId === v.partnerId;

/** Whether the solution exists for the viewer at all. */
export const canSeeSolution = (v: Viewer, s: DirectorySolution) =>
  own(v, s) || s.visibility === 'Public' || (v.staff && s.contributed);

export function assertSeesSolution(
  v: Viewer,
  s: DirectorySolution | undefined,
): asserts s is DirectorySolution {
  if (!s || !canSeeSolution(v, s)) throw new AppError('PERFORMANCE_SOLUTION_NOT_FOUND');
}

/** Whether the viewer sees an aggregate's values (else only its counts and the reason). */
export function seesValues(v: Viewer, s: DirectorySolution, reason: HiddenReason | null): boolean {
  if (reason === null) return true;
  return v.staff && isPrivacyReason(reason) && canSeeSolution(v, s);
}

/** Whether an aggregate is listed to the viewer at all: another provider's only when it passes every rule. */
export function listsAggregate(v: Viewer, s: DirectorySolution, reason: HiddenReason | null): boolean {
  return v.staff || own(v, s) || reason === null;
}

/** Whether the viewer may ask for a provider's solutions by its id. */
export function assertCanAskPartner(v: Viewer, partnerId: string | undefined): void {
  if (partnerId && !v.staff && partnerId !== v.partnerId) throw new AppError('PERFORMANCE_FORBIDDEN');
}
