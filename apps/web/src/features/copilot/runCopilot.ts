import {
  COPILOT_CONNECTIVITY_TIMEOUT_MS,
  COPILOT_LATENCY_ATTEMPTS,
  COPILOT_LATENCY_TIMEOUT_MS,
  COPILOT_WSS_TIMEOUT_MS,
  type CopilotTestReport,
  type CopilotTestResult,
  type CopilotWorkloadDomains,
} from '@netlens/core';
import type { Address } from '@netlens/core';
import type { Reachability, WssCheck } from './checks';

/** The steps of a Copilot run, in order (spec §4, with the latency step of §9). */
export const CopilotSteps = ['location', 'connectivity', 'webSocket', 'latency', 'report'] as const;
export type CopilotStep = (typeof CopilotSteps)[number];

/** What a run needs from the browser and the server; tests replace them. */
export interface CopilotDeps {
  domains: () => Promise<CopilotWorkloadDomains>;
  /** The visitor's city; never rejects (an unknown place is an empty address). */
  locate: () => Promise<Address>;
  reachable: (url: string, timeoutMs: number) => Promise<Reachability>;
  webSocket: (url: string, timeoutMs: number) => Promise<WssCheck>;
  latency: (url: string, attempts: number, timeoutMs: number) => Promise<number[]>;
  post: (result: CopilotTestResult) => Promise<CopilotTestReport>;
  runId: () => string;
  now: () => Date;
  referrer: string;
}

/** Progress as the page shows it: the current step and, within it, domains done of total. */
export interface CopilotProgress {
  step: CopilotStep;
  done: number;
  total: number;
}

/** A run that stopped: the step it stopped in and the error. */
export class CopilotRunError extends Error {
  override readonly name = 'CopilotRunError';
  constructor(
    readonly step: CopilotStep,
    cause: unknown,
  ) {
    super(`${step} step failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

async function inStep<T>(step: CopilotStep, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new CopilotRunError(step, error);
  }
}

/** Runs the Copilot test and stores its result; CopilotRunError names the step that failed. */
export async function runCopilotTest(
  deps: CopilotDeps,
  onProgress: (p: CopilotProgress) => void = () => undefined,
): Promise<CopilotTestReport> {
  onProgress({ step: 'location', done: 0, total: 1 });
  const domainList = deps.domains();
  domainList.catch(() => undefined); // awaited below, after the location
  const address = await inStep('location', deps.locate);
  const domains = await inStep('connectivity', () => domainList);

  const groups = domains.connectivityTestExtraDomains;
  const total = groups.reduce((n, g) => n + g.testDomains.length, 0);
  let done = 0;
  onProgress({ step: 'connectivity', done, total });
  const checked = await inStep('connectivity', () =>
    Promise.all(
      groups.map(async (g) => {
        const results = await Promise.all(
          g.testDomains.map(async (url) => {
            const r = await deps.reachable(url, COPILOT_CONNECTIVITY_TIMEOUT_MS);
            onProgress({ step: 'connectivity', done: ++done, total });
            return { url, r };
          }),
        );
        return { group: g, results };
      }),
    ),
  );
  const failedDomains = checked.flatMap(({ group, results }) => {
    const failed = results.flatMap(({ url, r }) => (r.ok ? [] : [{ url, failType: r.failType }]));
    return failed.length
      ? [
          {
            displayName: group.displayName,
            testDomainNames: failed.map((f) => f.url),
            failTypes: failed.map((f) => f.failType),
          },
        ]
      : [];
  });

  const wssTotal = domains.wssTestDomains.length;
  let wssDone = 0;
  onProgress({ step: 'webSocket', done: 0, total: wssTotal });
  const wss = await inStep('webSocket', () =>
    Promise.all(
      domains.wssTestDomains.map(async (domain) => {
        const r = await deps.webSocket(domain, COPILOT_WSS_TIMEOUT_MS);
        onProgress({ step: 'webSocket', done: ++wssDone, total: wssTotal });
        return { domain, ...r };
      }),
    ),
  );

  onProgress({ step: 'latency', done: 0, total: COPILOT_LATENCY_ATTEMPTS });
  const target = checked.flatMap(({ results }) => results).find(({ r }) => r.ok)?.url ?? null;
  const samples = target
    ? await inStep('latency', () =>
        deps.latency(target, COPILOT_LATENCY_ATTEMPTS, COPILOT_LATENCY_TIMEOUT_MS),
      )
    : [];

  const result: CopilotTestResult = {
    runId: deps.runId(),
    createdOn: deps.now().toISOString(),
    city: address.city,
    region: address.region,
    country: address.country,
    egressIP: '',
    connectivityTestResult: {
      status: 'Completed',
      message: failedDomains.length ? `${failedDomains.length} of ${groups.length} domain groups failed` : '',
      testedDomainCount: total,
      failedDomains,
    },
    webSocketTestResult: {
      status: 'Completed',
      message: wss.some((w) => !w.isWssEnabled) ? 'WebSocket connections failed' : '',
      domains: wss,
    },
    latencyTestResult: {
      status: samples.length ? 'Completed' : 'Failed',
      message: target
        ? samples.length
          ? ''
          : 'no answer within the time limit'
        : 'no reachable domain to measure',
      target: target ?? '',
      latencyInMs: samples.length ? Math.min(...samples) : null,
      samplesInMs: samples,
    },
    referrer: deps.referrer.slice(0, 2000),
  };
  onProgress({ step: 'report', done: 0, total: 1 });
  return inStep('report', () => deps.post(result));
}
