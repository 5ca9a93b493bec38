import { randomUUID } from 'node:crypto';
import type { CopilotTestResult } from '@netlens/core';

/** A complete, valid Copilot result as the web app posts it; one failing domain. */
export function copilotResult(over: Partial<CopilotTestResult> = {}): CopilotTestResult {
  return {
    runId: randomUUID(),
    createdOn: new Date().toISOString(),
    city: 'London',
    region: 'England',
    country: 'United Kingdom',
    egressIP: '203.0.113.9',
    webSocketTestResult: {
      status: 'Completed',
      message: '',
      domains: [
        {
          domain: 'wss://copilot.example/echo',
          isWssEnabled: true,
          connectionLatencyInMs: 42,
          exceptionMessage: null,
        },
      ],
    },
    connectivityTestResult: {
      status: 'Completed',
      message: '',
      testedDomainCount: 3,
      failedDomains: [
        { displayName: 'Closed port', testDomainNames: ['http://127.0.0.1:9/'], failTypes: ['Unreachable'] },
      ],
    },
    latencyTestResult: {
      status: 'Completed',
      message: '',
      target: 'wss://copilot.example/echo',
      latencyInMs: 31.5,
      samplesInMs: [40, 31.5, 33, 35, 32],
    },
    referrer: '',
    ...over,
  };
}
