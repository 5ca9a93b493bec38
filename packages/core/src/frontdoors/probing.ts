// What the browser probes need, without the schemas: the probe worker loads only this module
// (and the statistics it imports).
import {
  medianIntervalSorted,
  quantileSorted,
  valueResolution,
  widenInterval,
  type ConfidenceInterval,
} from '../stats.js';

/** Response header in which every instance names the front door it is. */
export const FRONT_DOOR_ID_HEADER = 'x-front-door-id';
/** Warm timing samples taken per front door before the report is generated. */
export const PROBE_WARM_SAMPLES = 25;
/** A probe that has not answered after this long counts as failed. */
export const PROBE_TIMEOUT_MS = 5000;
/** Bytes fetched by the browser's download (throughput) test. */
export const DOWNLOAD_TEST_BYTES = 15_000_000;
/** Largest body `/probe/download` sends. */
export const PROBE_DOWNLOAD_MAX_BYTES = 32 * 1024 * 1024;

/**
 * What a browser's own timing may add to a sample beyond its clock's step (ms), by which the
 * median's interval reaches lower: Resource Timing's request-to-first-byte also holds the browser's
 * network service at work, which read 0.3–0.5 ms above a raw client on an idle loopback path and
 * up to 0.65 ms on a busy machine (Chromium, `bench/latency-coverage`), never below it, and which no spread of the samples shows.
 */
export const BROWSER_TIMING_ALLOWANCE_MS = 1;

/** Summary of latency samples in milliseconds (LatencyStatsSchema describes the same shape). */
export interface LatencySummary {
  count: number;
  min: number;
  median: number;
  /**
   * The median's distribution-free 95 % confidence interval, widened on each side by the
   * resolution the samples show (a browser's coarsened clock), and its lower end by
   * BROWSER_TIMING_ALLOWANCE_MS; null below 6 samples.
   */
  medianInterval: ConfidenceInterval | null;
  p90: number;
  max: number;
  jitter: number;
}

/**
 * Min, median (with its 95 % confidence interval, widened by the samples' resolution and the
 * browser's timing allowance), p90, max and jitter (mean absolute change between consecutive
 * samples, in the order taken) of latency samples; negative or non-finite samples are ignored; null when none remain.
 */
export function latencyStats(samples: readonly number[]): LatencySummary | null {
  const valid = samples.filter((s) => Number.isFinite(s) && s >= 0);
  if (valid.length === 0) return null;
  const sorted = [...valid].sort((a, b) => a - b);
  let change = 0;
  for (let i = 1; i < valid.length; i++) change += Math.abs(valid[i]! - valid[i - 1]!);
  return {
    count: valid.length,
    min: sorted[0]!,
    median: quantileSorted(sorted, 0.5),
    medianInterval: widenInterval(
      medianIntervalSorted(sorted),
      valueResolution(sorted),
      0,
      BROWSER_TIMING_ALLOWANCE_MS,
    ),
    p90: quantileSorted(sorted, 0.9),
    max: sorted[sorted.length - 1]!,
    jitter: valid.length > 1 ? change / (valid.length - 1) : 0,
  };
}
