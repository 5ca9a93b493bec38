import { AppError, pageAvailability, uxControlsFrom } from '@netlens/core';
import { assertOperator, type Caller } from '../../plugins/caller.js';

/** The health page's data: only while the health page is offered (the page rule of packages/core). */
export function assertHealthEnabled(uxDisabled: ReadonlySet<string>): void {
  const health = pageAvailability('health', { ux: uxControlsFrom(uxDisabled) });
  if (health.state !== 'available') throw new AppError('NETWORK_HEALTH_DISABLED');
}

/** Only the operator (admin token) manages incidents. */
export function assertCanManageIncidents(caller: Caller, adminApiEnabled: boolean): void {
  assertOperator(caller, adminApiEnabled);
}
