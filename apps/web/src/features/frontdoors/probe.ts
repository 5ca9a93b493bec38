import type { FrontDoor, LatencyStats, LatencyTiming } from '@netlens/core';
// Only the schema-free part of core: this module also runs in the probe worker.
import {
  FRONT_DOOR_ID_HEADER,
  PROBE_TIMEOUT_MS,
  PROBE_WARM_SAMPLES,
  latencyStats,
} from '@netlens/core/probing';
import { probeSampleUrl, runTiming, sampleFromTiming, timingBufferSize, type TimingSample } from './timing';

/** What a finished probe run returns for the report. */
export interface ProbeResult {
  /** The front door that answered (x-front-door-id), else the catalogue id of the target. */
  frontDoorId: string;
  /** Warm samples in the order taken; failed or timed-out probes are absent. */
  samples: TimingSample[];
  coldMs: number | null;
  stats: LatencyStats | null;
  timing: LatencyTiming;
  failures: number;
}

/** The browser APIs a probe run uses; tests pass fakes. */
export interface ProbeEnv {
  fetch: typeof fetch;
  performance: Pick<
    Performance,
    'now' | 'getEntriesByName' | 'getEntriesByType' | 'clearResourceTimings' | 'setResourceTimingBufferSize'
  >;
  random: () => string;
  /** Waits before looking again for a timing entry that is not there yet. */
  pause: (ms: number) => Promise<void>;
}

function randomToken(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The real browser environment. */
export function browserProbeEnv(): ProbeEnv {
  return {
    fetch: (...args) => fetch(...args),
    performance,
    random: randomToken,
    pause: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  };
}

/** Waits between looks for a timing entry: short at first, ~100 ms in all. */
const EntryPausesMs = [0, 1, 2, 4, 8, 16, 32, 40];

/** The timing entry of exactly this URL; the browser may add it a moment after the body ends. */
async function entryFor(url: string, env: ProbeEnv): Promise<PerformanceResourceTiming | undefined> {
  for (let attempt = 0; ; attempt++) {
    const entries = env.performance.getEntriesByName(url, 'resource');
    const last = entries[entries.length - 1];
    if (last) return last as PerformanceResourceTiming;
    if (attempt === EntryPausesMs.length) return undefined;
    await env.pause(EntryPausesMs[attempt]!);
  }
}

/** A probe whose answer's headers are in; its body may still be on its way. */
interface Answer {
  url: string;
  /** The clock's time from the request to the headers (the sample when the browser kept no entry). */
  clockMs: number;
  frontDoorId: string | null;
  /** Resolves once the body is in: false when the answer failed (an error status, or the body broke off or timed out). */
  done: Promise<boolean>;
}

/** One probe with its own 5 s timeout; null when it failed, timed out or was cancelled before its headers. */
async function probeOnce(url: string, env: ProbeEnv, signal?: AbortSignal): Promise<Answer | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), PROBE_TIMEOUT_MS);
  const cancel = () => controller.abort();
  signal?.addEventListener('abort', cancel);
  const release = () => {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  };
  try {
    const started = env.performance.now();
    const response = await env.fetch(url, {
      cache: 'no-store',
      credentials: 'omit',
      signal: controller.signal,
    });
    const clockMs = env.performance.now() - started;
    const done = response.arrayBuffer().then(
      () => response.ok,
      () => false,
    );
    void done.finally(release);
    return { url, clockMs, frontDoorId: response.headers.get(FRONT_DOOR_ID_HEADER), done };
  } catch {
    release();
    return null;
  }
}

/** Whether an entry carries the request's detailed timestamps (the target sent Timing-Allow-Origin). */
const detailed = (entry: PerformanceResourceTiming | undefined): entry is PerformanceResourceTiming =>
  entry !== undefined && entry.requestStart > 0 && entry.responseEnd > 0;

/**
 * Progress is reported at most this often: each report re-draws the page, which takes processor
 * time the probes share on a small machine.
 */
const ProgressIntervalMs = 250;

/**
 * Times a front door from the browser: one cold request (connection set-up), then 25 warm
 * samples, sequential, each to a unique URL, each read afterwards from its own Resource Timing
 * entry (the buffer is cleared first and sized for the run, so no entry is lost or stale).
 *
 * When the cold answer's entry shows the detailed timestamps, each warm probe leaves as soon as
 * the previous one's headers are in rather than after its body has been handed to the script as
 * well: the answer is a few bytes that come with the headers, so the line is free by then, and the
 * script's second wake-up per probe is saved. The entries then confirm it: a sample whose request
 * left before the previous answer had ended is not kept (it counts as failed). Without the detail
 * (no Timing-Allow-Origin) nothing could confirm it, so each probe waits for the previous body.
 */
export async function probeFrontDoor(
  frontDoor: FrontDoor,
  onProgress: (done: number, total: number) => void,
  env: ProbeEnv = browserProbeEnv(),
  signal?: AbortSignal,
): Promise<ProbeResult> {
  const total = PROBE_WARM_SAMPLES;
  const absolute = (n: number) => new URL(probeSampleUrl(frontDoor.probeUrl, n, env.random())).href;
  env.performance.clearResourceTimings();
  env.performance.setResourceTimingBufferSize(timingBufferSize(total));

  const cold = await probeOnce(absolute(0), env, signal);
  const coldOk = cold !== null && (await cold.done);
  // Looked at once, without waiting: no entry yet means each probe waits for the previous body.
  const coldSeen = coldOk ? env.performance.getEntriesByName(cold.url, 'resource') : [];
  const paceByHeaders = detailed(coldSeen.at(-1) as PerformanceResourceTiming | undefined);
  const answers: Answer[] = [];
  let failures = 0;
  let reportedAt = env.performance.now();
  onProgress(0, total);
  for (let n = 1; n <= total; n++) {
    if (signal?.aborted) break;
    const probe = await probeOnce(absolute(n), env, signal);
    if (probe) {
      answers.push(probe);
      if (!paceByHeaders) await probe.done;
    } else {
      failures++;
    }
    const now = env.performance.now();
    if (n === total || now - reportedAt >= ProgressIntervalMs) {
      reportedAt = now;
      onProgress(n, total);
    }
  }
  const completed = await Promise.all(answers.map((a) => a.done));
  // The timing buffer read once; an entry the browser has not added yet is waited for.
  const buffered = new Map<string, PerformanceResourceTiming>();
  for (const entry of env.performance.getEntriesByType('resource'))
    buffered.set(entry.name, entry as PerformanceResourceTiming);
  const entryOf = async (url: string) => buffered.get(url) ?? (await entryFor(url, env));

  const coldEntry = coldOk ? await entryOf(cold.url) : undefined;
  let answeredBy = coldOk ? cold.frontDoorId : null;
  let previous = coldEntry;
  const samples: TimingSample[] = [];
  for (const [i, answer] of answers.entries()) {
    const ok = completed[i]!;
    const entry = ok ? await entryOf(answer.url) : buffered.get(answer.url);
    const overlapped =
      paceByHeaders && detailed(entry) && detailed(previous) && entry.requestStart < previous.responseEnd;
    if (entry) previous = entry;
    if (!ok || overlapped) {
      failures++;
      continue;
    }
    samples.push(sampleFromTiming(entry, answer.clockMs));
    answeredBy = answer.frontDoorId ?? answeredBy;
  }
  const coldSample = coldOk ? sampleFromTiming(coldEntry, cold.clockMs) : null;
  return {
    frontDoorId: answeredBy ?? frontDoor.id,
    samples,
    coldMs: coldSample?.ms ?? null,
    stats: latencyStats(samples.map((s) => s.ms)),
    timing: runTiming(samples),
    failures,
  };
}
