import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRunReportId } from '../../run/runStore';
import { whenIdle } from '../../lib/idle';

/**
 * Remembers this browser's runs, and once the user is signed in saves them (spec §4 step 5: a
 * signed-out report is saved after a later sign-in). A run the server refuses is forgotten.
 */
export function useClaimRuns(opts: { signedIn: boolean; saveEnabled: boolean }) {
  const reportId = useRunReportId();
  const client = useQueryClient();
  const claiming = useRef(false);

  const { signedIn, saveEnabled } = opts;
  useEffect(
    // Storage is slow to open: a new report is painted first (within a second, before any
    // sign-in the visitor could start). The work's code loads then, in a chunk of its own.
    () =>
      whenIdle(() => {
        void import('./claimRuns')
          .then(({ claimRuns }) => claimRuns({ reportId, signedIn, saveEnabled, client, claiming }))
          .catch(() => undefined); // not loaded: the runs are claimed after the next change
      }, 1_000),
    [signedIn, saveEnabled, reportId, client],
  );
}
