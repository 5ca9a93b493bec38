import { endpoints, type CreatedLiveRun } from '@netlens/core';
import { api } from '../../lib/api';

/** Starts a live run of the advanced test for a report; the answer carries the publish token. */
export function createLiveRun(reportId: string, signal?: AbortSignal): Promise<CreatedLiveRun> {
  return api.call(endpoints.CreateLiveRun, { body: { reportId }, signal });
}

/** Where the advanced test client is downloaded from (this site, under its prefix). */
export function clientDownloadUrl(): string {
  return api.url(endpoints.DownloadAdvancedClient);
}
