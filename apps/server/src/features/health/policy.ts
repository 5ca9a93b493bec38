import { AppError } from '@netlens/core';
import { assertOperator, type Caller } from '../../plugins/caller.js';

/** The health page and its data are hidden when DisableNetworkHealth is set. */
export function assertHealthEnabled(uxDisabled: ReadonlySet<string>): void {
  if (uxDisabled.has('DisableNetworkHealth')) throw new AppError('NETWORK_HEALTH_DISABLED');
}

/** Only the operator (admin token) manages incidents. */
export function assertCanManageIncidents(caller: Caller, adminApiEnabled: boolean): void {
  assertOperator(caller, adminApiEnabled);
}
