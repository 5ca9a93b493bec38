import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { io } from 'socket.io-client';
import {
  AdvancedCategories,
  AdvancedCategoryNames,
  HUB_PATH,
  HUB_RETRY_MS,
  STATUS_EVENT,
  TestStatusEventSchema,
  endpoints,
  parseAdvancedPayload,
  type AdvancedCategory,
  type CreatedLiveRun,
  type Report,
} from '@netlens/core';
import { ApiError, api } from '../../lib/api';
import { basePath } from '../../lib/basePath';
import { log } from '../../lib/telemetry';
import { reportQuery } from '../../run/reportQuery';
import { dispatchPhase, getRunState } from '../../run/runStore';
import type { TestPhase } from '../../run/phases';
import { useAfterFirstPaint } from '../../ui/useAfterFirstPaint';
import { loadSavedRun, saveRun } from './savedRun';

/** A run may start only this long after its report was made (the server's rule). */
export const LIVE_RUN_WINDOW_MS = 24 * 3600_000;

export type LivePhase = Extract<
  TestPhase,
  | 'WaitingDownloadRichClient'
  | 'WaitingRunRichClient'
  | 'AdvancedTestStart'
  | 'AdvancedTestFinish'
  | 'TestFailed'
>;
export type LiveFailure = 'create' | 'tooOld' | 'refused' | null;

export interface LiveRunView {
  /** null: no run for this report (too old, or already complete). */
  phase: LivePhase | null;
  run: CreatedLiveRun | null;
  received: ReadonlySet<AdvancedCategory>;
  message: string | null;
  failure: LiveFailure;
  connected: boolean;
  /** The visitor downloaded the client or copied the command. */
  acted: () => void;
  retry: () => void;
}

const eligible = (report: Report, now = Date.now()) =>
  now - Date.parse(report.dateTime) < LIVE_RUN_WINDOW_MS &&
  AdvancedCategoryNames.some((c) => report[AdvancedCategories[c].field] === null);

/** Keeps the test phase of the current run (spec §4) in step when this report is that run's. */
function syncPhase(reportId: string, phase: LivePhase | null) {
  if (phase && getRunState().reportId === reportId && getRunState().phase !== phase) {
    dispatchPhase({ type: 'change', phase });
  }
}

/**
 * The advanced test of a report: starts a live run (or resumes this tab's), subscribes to its
 * channel, writes every result into the cached report as it arrives, and tracks the phase.
 */
export function useLiveRun(report: Report): LiveRunView {
  const queryClient = useQueryClient();
  const [attempt, setAttempt] = useState(0);
  const [run, setRun] = useState<CreatedLiveRun | null>(() => loadSavedRun(report.id));
  const [status, setStatus] = useState<'Waiting' | 'Started' | 'Finished' | 'Failed'>('Waiting');
  const [message, setMessage] = useState<string | null>(null);
  const [failure, setFailure] = useState<LiveFailure>(null);
  const [acted, setActed] = useState(false);
  const [connected, setConnected] = useState(false);
  const [received, setReceived] = useState<ReadonlySet<AdvancedCategory>>(new Set());
  const [wanted] = useState(() => eligible(report));
  // The run is created once the report has been painted: its request does not hold up the report.
  const painted = useAfterFirstPaint();

  useEffect(() => {
    if (run || !wanted || !painted) return;
    const abort = new AbortController();
    api.call(endpoints.CreateLiveRun, { body: { reportId: report.id }, signal: abort.signal }).then(
      (created) => {
        saveRun(created);
        setRun(created);
      },
      (err: unknown) => {
        if (abort.signal.aborted) return;
        setFailure(err instanceof ApiError && err.status === 409 ? 'tooOld' : 'create');
      },
    );
    return () => abort.abort();
  }, [report.id, run, wanted, painted, attempt]);

  useEffect(() => {
    if (!run) return;
    const socket = io(window.location.origin, {
      path: `${basePath()}${HUB_PATH}`,
      query: { runId: run.runId },
      // WebSocket first: one connection that any instance behind a load balancer can hold;
      // long-polling where WebSocket is blocked.
      transports: ['websocket', 'polling'],
      tryAllTransports: true,
      reconnectionDelay: HUB_RETRY_MS,
      reconnectionDelayMax: HUB_RETRY_MS,
      randomizationFactor: 0,
    });
    socket.on('connect', () => setConnected(true));
    socket.on('disconnect', (reason) => {
      setConnected(false);
      if (reason === 'io server disconnect') setTimeout(() => socket.connect(), HUB_RETRY_MS);
    });
    socket.on('connect_error', (err) => {
      log('E00001', `Live channel failed to connect: ${err.message}`, { runId: run.runId });
      if (/^runId:/.test(err.message)) return setFailure('refused');
      // A refusal by the server's checks is not retried by socket.io itself: retry after 1 s.
      if (!socket.active) setTimeout(() => socket.connect(), HUB_RETRY_MS);
    });
    socket.on(STATUS_EVENT, (payload: unknown) => {
      const parsed = TestStatusEventSchema.safeParse(payload);
      if (!parsed.success) return;
      setStatus(parsed.data.status);
      setMessage(parsed.data.message ?? null);
      if (parsed.data.status !== 'Started')
        void queryClient.invalidateQueries({ queryKey: reportQuery(report.id).queryKey });
    });
    for (const category of AdvancedCategoryNames) {
      const { field } = AdvancedCategories[category];
      socket.on(category, (payload: unknown) => {
        const parsed = parseAdvancedPayload(category, payload);
        if (!parsed.success) return;
        queryClient.setQueryData(reportQuery(report.id).queryKey, (old) =>
          old ? { ...old, [field]: parsed.data } : old,
        );
        setReceived((prev) => new Set(prev).add(category));
      });
    }
    return () => {
      socket.close();
    };
  }, [run, report.id, queryClient]);

  let phase: LivePhase | null = null;
  if (failure) phase = 'TestFailed';
  else if (status === 'Started') phase = 'AdvancedTestStart';
  else if (status !== 'Waiting') phase = 'AdvancedTestFinish';
  else if (run) phase = acted ? 'WaitingRunRichClient' : 'WaitingDownloadRichClient';
  else if (wanted) phase = 'WaitingDownloadRichClient';

  useEffect(() => syncPhase(report.id, phase), [report.id, phase]);

  return {
    phase,
    run,
    received,
    message,
    failure,
    connected,
    acted: () => setActed(true),
    retry: () => {
      setFailure(null);
      setAttempt((n) => n + 1);
    },
  };
}
