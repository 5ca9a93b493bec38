import {
  AdvancedCategories,
  AdvancedCategoryNames,
  advancedVerdict,
  parseAdvancedPayload,
  type AdvancedCategory,
  type AdvancedTestName,
  type AdvancedVerdict,
} from '@netlens/core';
import type { ProxySetting, TestContext } from './context.js';
import { NotAvailable } from './lib/notAvailable.js';
import { noteOf } from './notes.js';
import { arpTest } from './checks/arp.js';
import { bufferBloatTest } from './checks/bufferBloat.js';
import { startCongestionSampler } from './checks/congestion.js';
import { connectivityTest } from './checks/connectivity.js';
import { dnsPerfTest } from './checks/dnsPerf.js';
import { dnsResolverTest } from './checks/dnsResolver.js';
import { networkInterfaceTest } from './checks/networkInterface.js';
import { proxyTest } from './checks/proxy.js';
import { skypeTest } from './checks/skype.js';
import { tracerouteTest } from './checks/traceroute.js';
import { vpnTest } from './checks/vpn.js';
import { webSocketTest } from './checks/websocket.js';

/** The outcome of one test as the results file and the live channel carry it. */
export interface TestOutcome {
  test: AdvancedTestName;
  category: AdvancedCategory;
  verdict: AdvancedVerdict;
  /** The result, or `{ notAvailable }` when the server cannot offer the test; null when it failed. */
  result: unknown;
  error: string | null;
  /** What the result means beyond its figures: why a test is not available, how to get more. */
  note: string | null;
  durationMs: number;
}

type Runner = (ctx: TestContext, system: readonly ProxySetting[]) => Promise<unknown>;

const RUNNERS: Record<Exclude<AdvancedCategory, 'Congestion'>, Runner> = {
  Connectivity: (ctx) => connectivityTest(ctx),
  DnsConnectivity: (ctx) => dnsPerfTest(ctx),
  Skype: (ctx) => skypeTest(ctx),
  BufferBloat: (ctx) => bufferBloatTest(ctx),
  WebSocket: (ctx) => webSocketTest(ctx),
  NetworkInterface: () => networkInterfaceTest(),
  DnsResolver: (ctx) => dnsResolverTest(ctx),
  Proxy: (ctx, system) => proxyTest(ctx, system),
  Vpn: (ctx) => vpnTest(ctx),
  Traceroute: (ctx) => tracerouteTest(ctx),
  Arp: () => arpTest(),
};

/** Parses --testlist ("all" or test names, comma-separated) into categories, in run order. */
export function selectTests(list: string): AdvancedCategory[] {
  const names = list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (names.length === 0 || names.includes('all')) return [...AdvancedCategoryNames];
  const unknown = names.filter((n) => !AdvancedCategoryNames.some((c) => AdvancedCategories[c].test === n));
  if (unknown.length) {
    const known = AdvancedCategoryNames.map((c) => AdvancedCategories[c].test).join(', ');
    throw new Error(`unknown test ${unknown.join(', ')}; use all or: ${known}`);
  }
  return AdvancedCategoryNames.filter((c) => names.includes(AdvancedCategories[c].test));
}

/** Runs the chosen tests in order (congestion sampled across the whole run), reporting each. */
export async function runTests(
  ctx: TestContext,
  categories: readonly AdvancedCategory[],
  system: readonly ProxySetting[],
  onStart: (category: AdvancedCategory, index: number) => void,
  onDone: (outcome: TestOutcome) => Promise<void>,
): Promise<TestOutcome[]> {
  const outcomes: TestOutcome[] = [];
  const congestion = categories.includes('Congestion') ? startCongestionSampler(ctx) : null;
  for (const [index, category] of categories.entries()) {
    onStart(category, index);
    const t0 = Date.now();
    let result: unknown;
    let error: string | null = null;
    try {
      result = category === 'Congestion' ? await congestion!.result() : await RUNNERS[category](ctx, system);
    } catch (err) {
      if (err instanceof NotAvailable) result = { notAvailable: { needs: err.needs } };
      else error = (err as Error).message.slice(0, 500);
    }
    if (!error) {
      const parsed = parseAdvancedPayload(category, result);
      if (!parsed.success)
        error = `the result does not match its schema: ${parsed.error.message}`.slice(0, 500);
    }
    if (error) result = null;
    const outcome: TestOutcome = {
      test: AdvancedCategories[category].test,
      category,
      verdict: error ? 'failed' : advancedVerdict(category, result as never),
      result,
      error,
      note: error ? null : noteOf(category, result),
      durationMs: Date.now() - t0,
    };
    outcomes.push(outcome);
    await onDone(outcome);
  }
  return outcomes;
}

/**
 * Process exit code: 0 all favourable, 1 network insights, 2 a test or the upload failed. A test
 * not available on the server counts as none of these.
 */
export function exitCodeOf(outcomes: readonly TestOutcome[], uploadFailed = false): 0 | 1 | 2 {
  if (uploadFailed || outcomes.some((o) => o.verdict === 'failed')) return 2;
  return outcomes.some((o) => o.verdict === 'insight') ? 1 : 0;
}
