import { CreatedLiveRunSchema, type CreatedLiveRun } from '@netlens/core';
import { apiRequest } from '../../lib/api';

/** Starts a live run of the advanced test for a report; the answer carries the publish token. */
export function createLiveRun(reportId: string, signal?: AbortSignal): Promise<CreatedLiveRun> {
  return apiRequest('POST', '/api/LiveTest/CreateRun', {
    schema: CreatedLiveRunSchema,
    body: { reportId },
    ...(signal ? { signal } : {}),
  });
}
