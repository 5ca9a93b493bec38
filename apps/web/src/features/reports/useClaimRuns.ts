import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api';
import { useRunReportId } from '../../run/runStore';
import { createReport } from './api';
import { forgetRun, rememberRun, unsavedRuns } from './runs';
import { setSaveStatus } from './saveStatus';
import { whenIdle } from '../../lib/idle';

/**
 * Remembers this browser's runs, and once the user is signed in saves them (spec §4 step 5: a
 * signed-out report is saved after a later sign-in). A run the server refuses is forgotten.
 */
export function useClaimRuns(opts: { signedIn: boolean; saveEnabled: boolean }) {
  const reportId = useRunReportId();
  const client = useQueryClient();
  const claiming = useRef(false);

  useEffect(
    // Storage is slow to open: a new report is painted first (within a second, before any
    // sign-in the visitor could start).
    () =>
      whenIdle(() => {
        if (reportId) rememberRun(reportId);
        if (!opts.signedIn || !opts.saveEnabled || claiming.current) return;
        const ids = unsavedRuns();
        if (ids.length === 0) return;
        claiming.current = true;
        void (async () => {
          for (const id of ids) {
            setSaveStatus(id, 'saving');
            try {
              await createReport(id);
              forgetRun(id);
              setSaveStatus(id, 'saved');
            } catch (err) {
              setSaveStatus(id, 'failed');
              if (err instanceof ApiError && (err.status === 404 || err.status === 400)) forgetRun(id);
            }
          }
          claiming.current = false;
          await client.invalidateQueries({ queryKey: ['history'] });
          await client.invalidateQueries({ queryKey: ['reportAccess'] });
        })();
      }, 1_000),
    [opts.signedIn, opts.saveEnabled, reportId, client],
  );
}
