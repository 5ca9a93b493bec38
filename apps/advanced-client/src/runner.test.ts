import { describe, expect, it } from 'vitest';
import type { AdvancedPlan } from '@netlens/core';
import type { TestContext } from './context.js';
import { progressLine } from './progress.js';
import { exitCodeOf, runTests, type TestOutcome } from './runner.js';

const plan: AdvancedPlan = {
  endpoints: [],
  server: 'http://127.0.0.1:9/',
  mediaRelay: null,
  dnsZone: null,
  serverLocation: { latitude: 0, longitude: 0 },
};
const ctx = (over: Partial<AdvancedPlan> = {}, run: TestContext['run'] = null) =>
  ({ plan: { ...plan, ...over }, run }) as TestContext;

async function outcomes(c: TestContext): Promise<TestOutcome[]> {
  return runTests(
    c,
    ['Skype', 'DnsResolver'],
    [],
    () => undefined,
    async () => undefined,
  );
}

describe('tests the server cannot offer', () => {
  it('are "not available", with the setting that offers them, and leave the exit code alone', async () => {
    const [skype, resolver] = await outcomes(ctx());
    expect(resolver).toMatchObject({
      test: 'dnsResolverIdentification',
      verdict: 'notAvailable',
      result: { notAvailable: { needs: 'DNS_ZONE' } },
      error: null,
    });
    expect(resolver!.note).toMatch(/not available on this server.*\(DNS_ZONE\)/);
    expect(skype).toMatchObject({
      verdict: 'notAvailable',
      result: { notAvailable: { needs: 'MEDIA_RELAY_PORT' } },
    });
    expect(exitCodeOf([skype!, resolver!])).toBe(0);
    expect(progressLine('DnsResolver', 6, 12, resolver)).toMatch(
      /^\[ 7\/12\] dnsResolverIdentification: not available \(\d+\.\d s\) — not available on this server/,
    );
  });

  it('need a live run for the media relay, which answers only runs it knows', async () => {
    const [skype] = await outcomes(ctx({ mediaRelay: { host: '127.0.0.1', port: 3478 } }));
    expect(skype).toMatchObject({ verdict: 'notAvailable', result: { notAvailable: { needs: 'liveRun' } } });
    expect(skype!.note).toMatch(/report page/);
  });
});
