import { performance } from 'node:perf_hooks';
import type { BufferBloatResult } from '@netlens/core';
import { quantile } from '@netlens/core/stats';
import type { TestContext } from '../context.js';
import { round2 } from '../lib/stats.js';
import { latencySample } from './latency.js';

const IDLE_SAMPLES = 10;
const LOADED_INTERVAL_MS = 100;

/** `bufferBloat`: latency during a download from the files front door minus idle latency. */
export async function bufferBloatTest(ctx: TestContext): Promise<BufferBloatResult> {
  const idle: number[] = [];
  for (let i = 0; i < IDLE_SAMPLES; i++) {
    const s = await latencySample(ctx, i);
    if (s !== null) idle.push(s);
  }
  if (idle.length === 0) throw new Error('the server did not answer the latency probes');
  const loaded: number[] = [];
  let downloading = true;
  const sampler = (async () => {
    for (let n = 1000; downloading; n++) {
      const s = await latencySample(ctx, n);
      if (s !== null && downloading) loaded.push(s);
      await new Promise((r) => setTimeout(r, LOADED_INTERVAL_MS));
    }
  })();
  const t0 = performance.now();
  let bytes = 0;
  try {
    const res = await ctx.http.get(`${ctx.plan.server}probe/download?bytes=${ctx.downloadBytes}`, {
      timeoutMs: 120_000,
    });
    if (!res.ok || !res.body) throw new Error(`the download answered ${res.status}`);
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.byteLength;
  } finally {
    downloading = false;
  }
  const seconds = (performance.now() - t0) / 1000;
  await sampler;
  // Medians by nearest rank: each is a measured sample.
  const idleMs = quantile(idle, 0.5, 'nearest-rank');
  const loadedMs = loaded.length ? quantile(loaded, 0.5, 'nearest-rank') : idleMs;
  return {
    idleMs: round2(idleMs),
    loadedMs: round2(loadedMs),
    bloatMs: round2(loadedMs - idleMs),
    bytes,
    downloadMBps: round2(bytes / 1e6 / Math.max(seconds, 0.001)),
  };
}
