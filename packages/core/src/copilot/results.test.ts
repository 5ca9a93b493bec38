import { describe, expect, it } from 'vitest';
import { CopilotTestResultSchema, copilotVerdict, isHostName, testDomainUrl } from './results.js';

describe('Copilot test domains', () => {
  it('turns host names into https/wss URLs and keeps full URLs', () => {
    expect(testDomainUrl('substrate.office.com', 'http')).toEqual({
      ok: true,
      url: 'https://substrate.office.com/',
    });
    expect(testDomainUrl('copilot.example:8443', 'ws')).toEqual({
      ok: true,
      url: 'wss://copilot.example:8443/',
    });
    expect(testDomainUrl('http://127.0.0.1:9/', 'http')).toEqual({ ok: true, url: 'http://127.0.0.1:9/' });
    expect(testDomainUrl('ws://[::1]:8080/echo', 'ws')).toEqual({ ok: true, url: 'ws://[::1]:8080/echo' });
  });

  it('names what is wrong with an invalid entry', () => {
    const bad = (entry: string, kind: 'http' | 'ws' = 'http') => {
      const r = testDomainUrl(entry, kind);
      return r.ok ? '' : r.message;
    };
    expect(bad('bad_host!.com')).toMatch(/bad_host!\.com/);
    expect(bad('-leading.example')).toMatch(/not a valid host name/);
    expect(bad('wss://x.example', 'http')).toMatch(/must use http or https/);
    expect(bad('https://x.example', 'ws')).toMatch(/must use ws or wss/);
    expect(bad('https://user:pw@x.example')).toMatch(/credentials/);
    expect(bad('x.example/path')).toMatch(/not a valid host name/);
    expect(bad('')).not.toBe('');
  });

  it('recognises host names', () => {
    expect(isHostName('a.b-c.example')).toBe(true);
    expect(isHostName('[::1]')).toBe(true);
    expect(isHostName('a..b')).toBe(false);
    expect(isHostName('<script>')).toBe(false);
  });
});

describe('Copilot verdict', () => {
  const base = {
    webSocketTestResult: { status: 'Completed' as const, message: '', domains: [] },
    connectivityTestResult: {
      status: 'Completed' as const,
      message: '',
      testedDomainCount: 1,
      failedDomains: [],
    },
    latencyTestResult: {
      status: 'Completed' as const,
      message: '',
      target: 'x',
      latencyInMs: 250,
      samplesInMs: [250],
    },
  };
  it('passes at 250 ms and flags anything slower', () => {
    expect(copilotVerdict(base)).toMatchObject({ ok: true, slow: false });
    const slow = { ...base, latencyTestResult: { ...base.latencyTestResult, latencyInMs: 250.1 } };
    expect(copilotVerdict(slow)).toMatchObject({ ok: false, slow: true });
  });

  it('fails with an unreachable domain or WebSocket', () => {
    const failed = {
      ...base,
      webSocketTestResult: {
        ...base.webSocketTestResult,
        domains: [
          { domain: 'x', isWssEnabled: false, connectionLatencyInMs: null, exceptionMessage: 'closed' },
        ],
      },
    };
    expect(copilotVerdict(failed)).toMatchObject({ ok: false, wssFailed: 1 });
  });

  it('rejects a result with unknown fields', () => {
    expect(CopilotTestResultSchema.safeParse({ runId: 'x' }).success).toBe(false);
  });
});
