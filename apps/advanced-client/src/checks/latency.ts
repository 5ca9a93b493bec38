import { performance } from 'node:perf_hooks';
import type { TestContext } from '../context.js';

/** One latency sample (ms) to the server's probe endpoint; null when it did not answer. */
export async function latencySample(ctx: TestContext, n: number): Promise<number | null> {
  const url = `${ctx.plan.server}probe/latency?n=${n}`;
  const t0 = performance.now();
  try {
    const res = await ctx.http.get(url, { timeoutMs: 5000 });
    await res.arrayBuffer();
    return res.ok ? performance.now() - t0 : null;
  } catch {
    return null;
  }
}
