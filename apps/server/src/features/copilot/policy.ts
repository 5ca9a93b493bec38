import { AppError, CloudProfiles, type CloudName } from '@netlens/core';

/** The Copilot test exists only in the multi-tenant cloud (spec §2); elsewhere it is not found. */
export function assertCopilotAvailable(cloudName: CloudName): void {
  if (!CloudProfiles[cloudName].multiTenantOnlyFeatures) throw new AppError('COPILOT_UNAVAILABLE');
}
