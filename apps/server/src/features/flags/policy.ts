import { assertOperator, type Caller } from '../../plugins/caller.js';

/** Only the operator (admin token) may read and edit feature flags through the admin API. */
export function assertCanEditFlags(caller: Caller, adminApiEnabled: boolean): void {
  assertOperator(caller, adminApiEnabled);
}
