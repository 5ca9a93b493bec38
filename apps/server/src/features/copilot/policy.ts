import { AppError, pageAvailability, type CloudName } from '@netlens/core';

/** The Copilot test's calls: only where its page is offered (multi-tenant); elsewhere not found. */
export function assertCopilotAvailable(cloudName: CloudName): void {
  if (pageAvailability('copilot', { cloudName }).state !== 'available')
    throw new AppError('COPILOT_UNAVAILABLE');
}
