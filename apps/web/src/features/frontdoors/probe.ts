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
    'now' | 'getEntriesByName' | 'clearResourceTimings' | 'setResourceTimingBufferSize'
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

/** One probe with its own 5 s timeout; null when it failed, timed out or was cancelled. */
async function probeOnce(url: string, env: ProbeEnv, signal?: AbortSignal) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), PROBE_TIMEOUT_MS);
  const cancel = () => controller.abort();
  signal?.addEventListener('abort', cancel);
  try {
    const started = env.performance.now();
    const response = await env.fetch(url, {
      cache: 'no-store',
      credentials: 'omit',
      signal: controller.signal,
    });
    await response.arrayBuffer();
    const clockMs = env.performance.now() - started;
    if (!response.ok) return null;
    return { url, clockMs, frontDoorId: response.headers.get(FRONT_DOOR_ID_HEADER) };
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
}

type Answer = NonNullable<Awaited<ReturnType<typeof probeOnce>>>;

/** Each answer's sample, read from its own timing entry once the run is over (no wait between probes). */
async function samplesOf(answers: readonly Answer[], env: ProbeEnv): Promise<TimingSample[]> {
  const samples: TimingSample[] = [];
  for (const answer of answers)
    samples.push(sampleFromTiming(await entryFor(answer.url, env), answer.clockMs));
  return samples;
}

/**
 * Progress is reported at most this often: each report re-draws the page, which takes processor
 * time the probes share on a small machine.
 */
const ProgressIntervalMs = 250;

/**
 * Times a front door from the browser: one cold request (connection set-up), then 25 warm
 * samples, sequential, each to a unique URL, each read afterwards from its own Resource Timing
 * entry (the buffer is cleared first and sized for the run, so no entry is lost or stale).
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
  let answeredBy = cold?.frontDoorId ?? null;
  const answers: Answer[] = [];
  let failures = 0;
  let reportedAt = env.performance.now();
  onProgress(0, total);
  for (let n = 1; n <= total; n++) {
    if (signal?.aborted) break;
    const probe = await probeOnce(absolute(n), env, signal);
    if (probe) {
      answers.push(probe);
      answeredBy = probe.frontDoorId ?? answeredBy;
    } else {
      failures++;
    }
    const now = env.performance.now();
    if (n === total || now - reportedAt >= ProgressIntervalMs) {
      reportedAt = now;
      onProgress(n, total);
    }
  }
  const [coldSample] = cold ? await samplesOf([cold], env) : [];
  const samples = await samplesOf(answers, env);
  return {
    frontDoorId: answeredBy ?? frontDoor.id,
    samples,
    coldMs: coldSample?.ms ?? null,
    stats: latencyStats(samples.map((s) => s.ms)),
    timing: runTiming(samples),
    failures,
  };
}
