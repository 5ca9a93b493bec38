import { describe, expect, it } from 'vitest';
import type { CopilotTestResult } from '@netlens/core';
import { ApiError } from '../../lib/api';
import { CopilotRunError, runCopilotTest, type CopilotDeps, type CopilotProgress } from './runCopilot';
import { errorTrace } from './trace';

const SELF = 'http://127.0.0.1:8080/';
const CLOSED = 'http://127.0.0.1:9/';

function deps(over: Partial<CopilotDeps> = {}): CopilotDeps & { posted: CopilotTestResult[] } {
  const posted: CopilotTestResult[] = [];
  return {
    posted,
    domains: async () => ({
      connectivityTestExtraDomains: [
        { displayName: 'NetLens', testDomains: [SELF] },
        { displayName: 'Closed', testDomains: [CLOSED, 'https://slow.example/'] },
      ],
      wssTestDomains: ['ws://127.0.0.1:8080/api/copilot/echo', 'ws://127.0.0.1:9/'],
    }),
    locate: async () => ({ city: 'London', region: 'England', country: 'United Kingdom', countryCode: 'GB' }),
    reachable: async (url) =>
      url === SELF
        ? { ok: true, ms: 3 }
        : { ok: false, failType: url === CLOSED ? 'Unreachable' : 'Timeout' },
    webSocket: async (url) =>
      url.includes(':9/')
        ? {
            isWssEnabled: false,
            connectionLatencyInMs: null,
            exceptionMessage: 'closed before opening (code 1006)',
          }
        : { isWssEnabled: true, connectionLatencyInMs: 4.2, exceptionMessage: null },
    latency: async () => [9, 4, 5, 6, 4.5],
    post: async (result) => {
      posted.push(result);
      return { ...result, egressIP: '127.0.0.1', receivedAt: new Date().toISOString() };
    },
    runId: () => '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
    now: () => new Date('2026-11-22T08:00:00Z'),
    referrer: '',
    ...over,
  };
}

describe('running the Copilot test', () => {
  it('runs the steps in order and posts failed domains with their fail types', async () => {
    const d = deps();
    const steps: string[] = [];
    const report = await runCopilotTest(d, (p: CopilotProgress) => {
      if (steps.at(-1) !== p.step) steps.push(p.step);
    });
    expect(steps).toEqual(['location', 'connectivity', 'webSocket', 'latency', 'report']);
    const r = d.posted[0]!;
    expect(r.city).toBe('London');
    expect(r.connectivityTestResult).toEqual({
      status: 'Completed',
      message: '1 of 2 domain groups failed',
      testedDomainCount: 3,
      failedDomains: [
        {
          displayName: 'Closed',
          testDomainNames: [CLOSED, 'https://slow.example/'],
          failTypes: ['Unreachable', 'Timeout'],
        },
      ],
    });
    expect(r.webSocketTestResult.domains.map((w) => w.isWssEnabled)).toEqual([true, false]);
    expect(r.latencyTestResult).toMatchObject({
      target: SELF,
      latencyInMs: 4,
      samplesInMs: [9, 4, 5, 6, 4.5],
    });
    expect(report.egressIP).toBe('127.0.0.1');
  });

  it('reports no latency when no domain answers', async () => {
    const d = deps({ reachable: async () => ({ ok: false, failType: 'Unreachable' }) });
    await runCopilotTest(d);
    expect(d.posted[0]!.latencyTestResult).toMatchObject({ status: 'Failed', latencyInMs: null, target: '' });
  });

  it('names the step and the backend call when storing fails', async () => {
    const failure = new ApiError(
      {
        method: 'POST',
        path: '/api/AnonymousConnectivityTest/GenerateCopilotTestReport',
        status: 500,
        reason: 'x',
      },
      {
        id: 'INTERNAL',
        status: 500,
        message: 'Something went wrong',
        messageKey: 'errors.internal',
        method: 'POST',
        path: '/x',
        requestId: 'req-123',
      },
    );
    const error = await runCopilotTest(deps({ post: async () => Promise.reject(failure) })).catch((e) => e);
    expect(error).toBeInstanceOf(CopilotRunError);
    expect(error.step).toBe('report');
    const trace = errorTrace(error, new Date('2026-11-22T08:00:00Z'), 'http://x/copilot', 'Chromium');
    expect(trace).toContain('step: report');
    expect(trace).toContain('call: POST /api/AnonymousConnectivityTest/GenerateCopilotTestReport');
    expect(trace).toContain('status: 500');
    expect(trace).toContain('request id: req-123');
  });

  it('fails in the connectivity step when the domain list cannot be loaded', async () => {
    const error = await runCopilotTest(
      deps({ domains: async () => Promise.reject(new Error('offline')) }),
    ).catch((e) => e);
    expect(error.step).toBe('connectivity');
  });
});
