import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { endpoints, type CopilotTestReport, type CopilotTestStatus } from '@netlens/core';
import { api } from '../../lib/api';
import { checkReachable, checkWebSocket, measureLatency } from './checks';
import { locateForCopilot } from './locate';
import { copilotReportQuery } from './queries';
import { runCopilotTest, type CopilotDeps, type CopilotProgress } from './runCopilot';
import { writeLastRun } from './storage';
import { errorTrace } from './trace';

export interface CopilotRunState {
  status: CopilotTestStatus;
  progress: CopilotProgress | null;
  /** The copyable error trace of a failed run. */
  trace: string | null;
}

const browserDeps = (culture: string): CopilotDeps => ({
  domains: () => api.call(endpoints.CopilotWorkloadDomains),
  locate: () => locateForCopilot(culture),
  reachable: (url, ms) => checkReachable(url, ms),
  webSocket: (url, ms) => checkWebSocket(url, ms),
  latency: (url, attempts, ms) => measureLatency(url, attempts, ms),
  post: (body) => api.call(endpoints.GenerateCopilotTestReport, { body }),
  runId: () => crypto.randomUUID(),
  now: () => new Date(),
  referrer: document.referrer,
});

/** Runs the Copilot test from the page: status, progress, and the trace when it fails. */
export function useCopilotRun(culture: string, onFinished: (report: CopilotTestReport) => void) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<CopilotRunState>({ status: 'NotStarted', progress: null, trace: null });
  const running = useRef(false);
  const start = useCallback(() => {
    if (running.current) return;
    running.current = true;
    setState({ status: 'InProgress', progress: null, trace: null });
    runCopilotTest(browserDeps(culture), (progress) => setState((s) => ({ ...s, progress })))
      .then((report) => {
        writeLastRun(report.runId);
        queryClient.setQueryData(copilotReportQuery(report.runId).queryKey, report);
        setState((s) => ({ ...s, status: 'Completed' }));
        onFinished(report);
      })
      .catch((error: unknown) => {
        const trace = errorTrace(error, new Date(), location.href, navigator.userAgent);
        setState((s) => ({ ...s, status: 'Failed', trace }));
      })
      .finally(() => {
        running.current = false;
      });
  }, [culture, onFinished, queryClient]);
  return { state, start };
}
