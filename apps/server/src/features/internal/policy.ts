import { AppError } from '@netlens/core';
import type { SignedInCaller } from '../identity/index.js';

/**
 * Who may read the internal report's own calls: staff with leadership access (spec 1 §2, spec 2
 * §6). Which customer organisations a solution carries is for staff only.
 */
export function assertStaff(caller: SignedInCaller): void {
  if (!caller.access.hasAccessToLeadershipReport) throw new AppError('INTERNAL_FORBIDDEN');
}
