import { assertOperator, type Caller } from '../../plugins/caller.js';

/** Only the operator (admin token) may read telemetry. */
export function assertCanReadTelemetry(caller: Caller, adminApiEnabled: boolean): void {
  assertOperator(caller, adminApiEnabled);
}
