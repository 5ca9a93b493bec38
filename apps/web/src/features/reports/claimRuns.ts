import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@netlens/core';
import { callContract } from '../../lib/contractApi';
import { invalidateEndpoints } from '../../lib/queryKey';
import { invalidateHistory } from './queries';
import { forgetRun, rememberRun, unsavedRuns } from './runs';
import { setSaveStatus } from './saveStatus';

/**
 * Remembers the current run, and for a signed-in user who may save saves every run of this
 * browser not saved yet (a run the server refuses is forgotten). `claiming` keeps two from
 * overlapping.
 */
export async function claimRuns(opts: {
  reportId: string | null;
  signedIn: boolean;
  saveEnabled: boolean;
  client: QueryClient;
  claiming: { current: boolean };
}): Promise<void> {
  const { reportId, client, claiming } = opts;
  if (reportId) rememberRun(reportId);
  if (!opts.signedIn || !opts.saveEnabled || claiming.current) return;
  const ids = unsavedRuns();
  if (ids.length === 0) return;
  claiming.current = true;
  for (const id of ids) {
    setSaveStatus(id, 'saving');
    try {
      await callContract('CreateReport', { body: { id } });
      forgetRun(id);
      setSaveStatus(id, 'saved');
    } catch (err) {
      setSaveStatus(id, 'failed');
      if (err instanceof ApiError && (err.status === 404 || err.status === 400)) forgetRun(id);
    }
  }
  claiming.current = false;
  await invalidateHistory(client);
  await invalidateEndpoints(client, 'ReportAccess');
}
