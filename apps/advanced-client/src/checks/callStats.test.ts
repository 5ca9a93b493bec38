import { describe, expect, it } from 'vitest';
import { callStats } from './callStats.js';

/** The RTT (ms) of each echoed sequence number, in the order the echoes came back. */
const call = (...echoes: [seq: number, rttMs: number][]) => new Map(echoes);
const round = (x: number) => Math.round(x * 100) / 100;

describe("a call's statistics", () => {
  it('takes the median RTT: the middle one, or the mean of the middle two (as irtt)', () => {
    expect(callStats(3, call([0, 30], [1, 10], [2, 20])).rttMs).toBe(20);
    expect(callStats(4, call([0, 10], [1, 40], [2, 20], [3, 30])).rttMs).toBe(25);
  });

  it('counts as lost every packet without an echo, whatever order the echoes came in', () => {
    // 3 came back before 2; 1 and 4 never came back (an echo after the call's end is never recorded).
    expect(callStats(5, call([0, 10], [3, 12], [2, 11]))).toMatchObject({ received: 3, lossShare: 0.4 });
    expect(callStats(50, call())).toMatchObject({ received: 0, lossShare: 1, rttMs: null, jitterMs: null });
    expect(callStats(0, call()).lossShare).toBe(1);
  });

  it('takes jitter as the mean |IPDV| of consecutive sequence numbers both echoed', () => {
    // Pairs (0,1), (1,2) and (4,5): |14 − 10|, |11 − 14|, |26 − 20|; 3 has no echo.
    const s = callStats(6, call([0, 10], [1, 14], [2, 11], [4, 20], [5, 26]));
    expect(s.jitterMs).toBe(round((4 + 3 + 6) / 3));
    // Successive echoes across a loss are no pair.
    expect(callStats(3, call([0, 10], [2, 30])).jitterMs).toBeNull();
    // Echoes recorded in another order give the same jitter.
    expect(callStats(6, call([5, 26], [1, 14], [4, 20], [0, 10], [2, 11])).jitterMs).toBe(s.jitterMs);
  });

  it('gives J/3 and delay + J/2 for a uniform 0…J jitter, the figures the benchmark expects', () => {
    // 200,000 packets each delayed 100 ms plus a uniform 0…30 ms: mean |IPDV| 10 ms, median 115 ms.
    const rtts = new Map<number, number>();
    for (let seq = 0; seq < 200_000; seq++) rtts.set(seq, 100 + Math.random() * 30);
    const s = callStats(200_000, rtts);
    expect(s.jitterMs).toBeGreaterThan(9.9);
    expect(s.jitterMs).toBeLessThan(10.1);
    expect(s.rttMs).toBeGreaterThan(114.8);
    expect(s.rttMs).toBeLessThan(115.2);
  });

  it('states each figure with its 95% interval, and none where there are too few packets', () => {
    const rtts = new Map<number, number>();
    // 500 packets, 5 lost (every 100th), RTTs cycling 20…29 ms.
    for (let seq = 0; seq < 500; seq++) if (seq % 100 !== 99) rtts.set(seq, 20 + (seq % 10));
    const s = callStats(500, rtts);
    expect(s.lossShare).toBe(0.01);
    expect(s.lossShareInterval).toEqual({ lower: 0.0043, upper: 0.0232, confidence: 0.95 });
    expect(s.rttIntervalMs!.lower).toBeLessThanOrEqual(s.rttMs!);
    expect(s.rttIntervalMs!.upper).toBeGreaterThanOrEqual(s.rttMs!);
    expect(s.jitterIntervalMs!.lower).toBeLessThan(s.jitterMs!);
    expect(s.jitterIntervalMs!.upper).toBeGreaterThan(s.jitterMs!);
    const short = callStats(5, call([0, 10], [1, 12], [2, 11], [3, 13], [4, 12]));
    expect(short).toMatchObject({ rttIntervalMs: null, jitterIntervalMs: null });
    expect(short.lossShareInterval).toMatchObject({ lower: 0 });
    expect(callStats(0, call()).lossShareInterval).toBeNull();
  });
});
