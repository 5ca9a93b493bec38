import type { CongestionResult } from '@netlens/core';
import { quantile } from '@netlens/core/stats';
import type { TestContext } from '../context.js';
import { round2, stdDev } from '../lib/stats.js';
import { latencySample } from './latency.js';

const INTERVAL_MS = 1000;

/** Samples latency in the background for the whole run; `result` stops and summarises. */
export function startCongestionSampler(ctx: TestContext): { result: () => Promise<CongestionResult> } {
  const samples: number[] = [];
  let running = true;
  const loop = (async () => {
    for (let n = 5000; running; n++) {
      const s = await latencySample(ctx, n);
      if (s !== null) samples.push(s);
      await new Promise((r) => setTimeout(r, INTERVAL_MS));
    }
  })();
  return {
    result: async () => {
      running = false;
      await loop;
      if (samples.length === 0) throw new Error('no latency sample answered during the run');
      return {
        samples: samples.length,
        minMs: round2(Math.min(...samples)),
        medianMs: round2(quantile(samples, 0.5, 'nearest-rank')),
        p90Ms: round2(quantile(samples, 0.9, 'nearest-rank')),
        maxMs: round2(Math.max(...samples)),
        stdDevMs: round2(stdDev(samples)),
      };
    },
  };
}
