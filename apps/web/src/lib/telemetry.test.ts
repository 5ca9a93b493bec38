import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TelemetryBatchSchema, type TelemetryBatch } from '@netlens/core';
import {
  flushTelemetry,
  holdTelemetry,
  log,
  resetTelemetryForTests,
  trackEvent,
  trackPageView,
} from './telemetry';

const fetchMock = vi.fn(async () => new Response('{"accepted":1}'));
const sent = (): TelemetryBatch[] =>
  fetchMock.mock.calls.map((call) => {
    const [url, init] = call as unknown as [string, RequestInit];
    expect(url).toBe('/api/telemetry');
    return TelemetryBatchSchema.parse(JSON.parse(String(init.body)));
  });

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
  resetTelemetryForTests();
});
afterEach(() => vi.useRealTimers());

describe('telemetry', () => {
  it('batches items and posts them after a short delay once idle, in the contract shape', () => {
    trackPageView('/', 'Network test');
    log('M00001', 'Application configuration loaded', { env: 'production' });
    trackEvent('NetworkProviderPortalVisit', { provider: 'x' });
    expect(fetchMock).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2500); // the delay, then an idle moment (a short timer here)
    const [batch] = sent();
    expect(batch?.items.map((i) => i.kind)).toEqual(['pageView', 'log', 'event']);
    expect(batch?.sessionId).toMatch(/^[A-Za-z0-9-]{8,64}$/);
  });

  it('keeps one session id across batches', () => {
    log('M00003', 'a');
    flushTelemetry();
    log('M00003', 'b');
    flushTelemetry();
    const [a, b] = sent();
    expect(a?.sessionId).toBe(b?.sessionId);
  });

  it('clips long text and extra properties so the server accepts the batch', () => {
    const props = Object.fromEntries(
      Array.from({ length: 30 }, (_, i) => [`k${i}`.padEnd(80, 'x'), 'v'.repeat(900)]),
    );
    log('E00002', 'm'.repeat(5000), props);
    trackPageView(`/${'p'.repeat(400)}`, 't'.repeat(400));
    flushTelemetry();
    const [batch] = sent();
    expect(batch?.items).toHaveLength(2);
  });

  it('sends at once when a full batch of 50 is queued, and splits bigger queues', () => {
    for (let i = 0; i < 50; i++) log('M00003', `phase ${i}`);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 10; i++) log('M00003', `phase ${i}`);
    vi.advanceTimersByTime(2500); // the delay, then an idle moment (a short timer here)
    expect(sent().map((b) => b.items.length)).toEqual([50, 10]);
  });

  it('sends nothing while a measurement holds it, and sends the queue the usual delay after the last hold ends', () => {
    const releaseRun = holdTelemetry();
    const releaseOther = holdTelemetry();
    trackPageView('/', 'Network test');
    for (let i = 0; i < 60; i++) log('M00003', `phase ${i}`);
    vi.advanceTimersByTime(10_000);
    flushTelemetry();
    expect(fetchMock).not.toHaveBeenCalled();
    releaseRun();
    releaseRun(); // a second release of the same hold changes nothing
    vi.advanceTimersByTime(10_000);
    expect(fetchMock).not.toHaveBeenCalled();
    releaseOther();
    vi.advanceTimersByTime(1000);
    expect(fetchMock).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1500); // the delay, then an idle moment (a short timer here)
    expect(sent().map((b) => b.items.length)).toEqual([50, 11]);
  });

  it('sends by beacon when the page goes away, even while a measurement holds it', () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { sendBeacon });
    holdTelemetry();
    trackPageView('/', 'Network test');
    flushTelemetry(true);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });

  it('uses sendBeacon when the page goes away', () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { sendBeacon });
    trackPageView('/', 'Network test');
    flushTelemetry(true);
    expect(sendBeacon).toHaveBeenCalledWith('/api/telemetry', expect.any(Blob));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('does nothing when the queue is empty and swallows send failures', async () => {
    flushTelemetry();
    expect(fetchMock).not.toHaveBeenCalled();
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    log('M00002', 'signed in');
    flushTelemetry();
    await vi.runAllTimersAsync();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
