import type { LatencyTiming } from '@netlens/core';

/**
 * How one sample was timed: 'resource-timing' = responseStart − requestStart (the target sent
 * Timing-Allow-Origin), 'coarse' = the entry's whole duration, 'clock' = performance.now()
 * around the fetch because the browser kept no entry.
 */
export type SampleTiming = 'resource-timing' | 'coarse' | 'clock';

/** One latency sample in milliseconds and how it was timed. */
export interface TimingSample {
  ms: number;
  timing: SampleTiming;
}

/** The Resource Timing fields the probes read (a PerformanceResourceTiming satisfies it). */
export type ResourceTimingLike = Pick<
  PerformanceResourceTiming,
  'requestStart' | 'responseStart' | 'duration'
>;

/** Shortest sample kept: a gap below the timer's resolution still took some time. */
export const MinSampleMs = 0.01;

const tidy = (ms: number) => Math.max(MinSampleMs, Math.round(ms * 100) / 100);

/**
 * The latency of one probe from its Resource Timing entry: time to first byte of the request
 * when the detail is exposed, else the coarse duration, else the clock delta measured around it.
 */
export function sampleFromTiming(entry: ResourceTimingLike | undefined, clockMs: number): TimingSample {
  if (entry) {
    const { requestStart, responseStart, duration } = entry;
    // Without Timing-Allow-Origin the browser zeroes the detailed timestamps.
    if (requestStart > 0 && responseStart >= requestStart) {
      return { ms: tidy(responseStart - requestStart), timing: 'resource-timing' };
    }
    if (duration > 0) return { ms: tidy(duration), timing: 'coarse' };
  }
  return { ms: tidy(clockMs), timing: 'clock' };
}

/** The precision of a whole run as the report records it: detailed only when every sample was. */
export function runTiming(samples: readonly TimingSample[]): LatencyTiming {
  return samples.length > 0 && samples.every((s) => s.timing === 'resource-timing')
    ? 'resource-timing'
    : 'coarse';
}

/** The URL of probe `n`: unique per request so no cache and no old timing entry can answer it. */
export function probeSampleUrl(probeUrl: string, n: number, random: string): string {
  const base = probeUrl.endsWith('/') ? probeUrl : `${probeUrl}/`;
  const query = new URLSearchParams({ n: String(n), r: random });
  return `${base}probe/latency?${query.toString()}`;
}

/** Resource Timing buffer size during a run: room for every probe and the page's own requests. */
export function timingBufferSize(samples: number): number {
  return Math.max(250, (samples + 1) * 4 + 150);
}
