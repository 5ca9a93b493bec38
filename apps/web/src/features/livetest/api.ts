import { endpoints, type ClientFile, type ClientPlatform, type CreatedLiveRun } from '@netlens/core';
import { api } from '../../lib/api';
import { clientFileQuery } from './commands';

/** Starts a live run of the advanced test for a report; the answer carries the publish token. */
export function createLiveRun(reportId: string, signal?: AbortSignal): Promise<CreatedLiveRun> {
  return api.call(endpoints.CreateLiveRun, { body: { reportId }, signal });
}

/** A platform's client file (name, size, SHA-256); the server builds it on the first request. */
export function readClientFile(platform: ClientPlatform, signal?: AbortSignal): Promise<ClientFile> {
  return api.call(endpoints.ReadAdvancedClientFile, { query: { platform }, signal });
}

/** Where a client file is downloaded from (this site, under its prefix): immutable for an executable. */
export function clientDownloadUrl(file: ClientFile): string {
  return api.url(endpoints.DownloadAdvancedClient, { query: clientFileQuery(file) });
}
