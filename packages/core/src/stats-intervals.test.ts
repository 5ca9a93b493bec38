import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONFIDENCE,
  meanInterval,
  median,
  medianInterval,
  medianIntervalRanks,
  proportionInterval,
  seededRandom,
  valueResolution,
  widenInterval,
} from './stats.js';

/** P(B(n, ½) ≤ x), exactly, with BigInt binomial coefficients. */
function exactCdf(n: number, x: number): number {
  let c = 1n;
  let sum = 0n;
  for (let i = 0; i <= x; i++) {
    sum += c;
    c = (c * BigInt(n - i)) / BigInt(i + 1);
  }
  return Number((sum * 10n ** 15n) / 2n ** BigInt(n)) / 1e15;
}

describe('medianIntervalRanks', () => {
  it('gives the ranks of the published tables', () => {
    expect(medianIntervalRanks(25)).toMatchObject({ lower: 8, upper: 18 });
    expect(medianIntervalRanks(6)).toMatchObject({ lower: 1, upper: 6 });
    expect(medianIntervalRanks(10)).toMatchObject({ lower: 2, upper: 9 });
    expect(medianIntervalRanks(20)).toMatchObject({ lower: 6, upper: 15 });
    expect(medianIntervalRanks(100)).toMatchObject({ lower: 40, upper: 61 });
    expect(medianIntervalRanks(25)!.coverage).toBeCloseTo(0.9567, 4);
  });

  it('gives no interval below 6 samples, where even the extremes cover less than 95 %', () => {
    for (const n of [0, 1, 2, 3, 4, 5]) expect(medianIntervalRanks(n)).toBeNull();
    expect(medianIntervalRanks(2.5)).toBeNull();
  });

  it('is the narrowest symmetric pair covering 95 %, against exact binomial sums', () => {
    for (let n = 6; n <= 300; n++) {
      const r = medianIntervalRanks(n)!;
      const coverage = 1 - 2 * exactCdf(n, r.lower - 1);
      expect(r.upper).toBe(n + 1 - r.lower);
      expect(r.coverage).toBeCloseTo(coverage, 9);
      expect(coverage).toBeGreaterThanOrEqual(CONFIDENCE);
      // One rank further in would fall short.
      expect(1 - 2 * exactCdf(n, r.lower)).toBeLessThan(CONFIDENCE);
    }
  });

  it('follows the normal approximation for large samples', () => {
    const n = 100_000;
    const r = medianIntervalRanks(n)!;
    expect(Math.abs(r.lower - (n / 2 - (1.96 * Math.sqrt(n)) / 2))).toBeLessThan(2);
    expect(r.coverage).toBeGreaterThanOrEqual(CONFIDENCE);
    expect(r.coverage).toBeLessThan(0.951);
  });
});

describe('medianInterval', () => {
  it('takes the 8th and 18th of 25 samples, whatever their order', () => {
    const samples = Array.from({ length: 25 }, (_, i) => 20 + i * 0.5).reverse();
    expect(medianInterval(samples)).toEqual({ lower: 23.5, upper: 28.5, confidence: 0.95 });
  });

  it('always holds the sample median, and is null below 6 samples', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1000, noNaN: true }), { minLength: 6 }), (xs) => {
        const ci = medianInterval(xs)!;
        expect(ci.lower).toBeLessThanOrEqual(median(xs));
        expect(ci.upper).toBeGreaterThanOrEqual(median(xs));
      }),
    );
    expect(medianInterval([1, 2, 3, 4, 5])).toBeNull();
  });

  it('holds the true median in about 95.7 % of simulated runs of 25 samples', () => {
    const random = seededRandom(7);
    const trueMedian = Math.log(2); // of an exponential distribution with rate 1
    let hits = 0;
    const runs = 4000;
    for (let r = 0; r < runs; r++) {
      const xs = Array.from({ length: 25 }, () => -Math.log(1 - random()));
      const ci = medianInterval(xs)!;
      if (ci.lower <= trueMedian && trueMedian <= ci.upper) hits++;
    }
    expect(hits / runs).toBeGreaterThan(0.945);
    expect(hits / runs).toBeLessThan(0.968);
  });
});

describe('a clock’s resolution', () => {
  it('is read off the values: the coarsest step of which each is a whole multiple', () => {
    expect(valueResolution([12, 30, 7])).toBe(1);
    expect(valueResolution([0.3, 1.2, 9.3000000000001])).toBe(0.1);
    expect(valueResolution([0.25, 1.2])).toBe(0.01);
    expect(valueResolution([0.2503, 1.2])).toBe(0);
    expect(valueResolution([])).toBe(0);
  });

  it('widens an interval by one step each side and its lower end by a meter’s allowance, never below the floor', () => {
    const ci = { lower: 0.5, upper: 2, confidence: 0.95 };
    expect(widenInterval(ci, 1, 0)).toEqual({ lower: 0, upper: 3, confidence: 0.95 });
    expect(widenInterval(ci, 0)).toBe(ci);
    expect(widenInterval(null, 1)).toBeNull();
    const high = { lower: 27.4, upper: 30.1, confidence: 0.95 };
    // Exact to the nanosecond: 27.4 − 0.1 − 0.5 is 26.8, not 26.799999999999997.
    expect(widenInterval(high, 0.1, 0, 0.5)).toEqual({ lower: 26.8, upper: 30.2, confidence: 0.95 });
    expect(widenInterval(high, 0, 0, 0.5)).toEqual({ lower: 26.9, upper: 30.1, confidence: 0.95 });
  });

  it('keeps the interval’s coverage for samples read off a clock coarsened to 0.1 ms', () => {
    // Round trips of 0.2–0.6 ms, each timestamp coarsened as Chromium does (to a 0.1 ms step,
    // rounding up or down at a random point of the step), so a sample is off by up to a step.
    const random = seededRandom(11);
    const clamp = (t: number) => Math.floor(t * 10 + random()) / 10;
    const trueMedian = 0.4;
    let hits = 0;
    let bareHits = 0;
    const runs = 2000;
    for (let r = 0; r < runs; r++) {
      const xs = Array.from({ length: 25 }, () => {
        const start = 100 * random();
        const sample = clamp(start + 0.2 + 0.4 * random()) - clamp(start);
        return Math.round(sample * 100) / 100;
      });
      const bare = medianInterval(xs)!;
      const ci = widenInterval(bare, valueResolution(xs), 0)!;
      if (ci.lower <= trueMedian && trueMedian <= ci.upper) hits++;
      if (bare.lower <= trueMedian && trueMedian <= bare.upper) bareHits++;
    }
    expect(hits / runs).toBeGreaterThanOrEqual(CONFIDENCE);
    expect(bareHits).toBeLessThanOrEqual(hits);
  });
});

describe('proportionInterval', () => {
  it('gives the Wilson score interval', () => {
    const half = proportionInterval(5, 10)!;
    expect(half.lower).toBeCloseTo(0.2366, 4);
    expect(half.upper).toBeCloseTo(0.7634, 4);
    const one = proportionInterval(1, 10)!;
    expect(one.lower).toBeCloseTo(0.0179, 4);
    expect(one.upper).toBeCloseTo(0.4042, 4);
  });

  it('is not zero-width when nothing or everything was lost, and stays within 0–1', () => {
    expect(proportionInterval(0, 10)).toMatchObject({ lower: 0 });
    expect(proportionInterval(0, 10)!.upper).toBeCloseTo(0.2775, 4);
    expect(proportionInterval(10, 10)).toMatchObject({ upper: 1 });
    expect(proportionInterval(10, 10)!.lower).toBeCloseTo(0.7225, 4);
    expect(proportionInterval(0, 500)!.upper).toBeLessThan(0.008);
  });

  it('is null without trials or with impossible counts', () => {
    expect(proportionInterval(0, 0)).toBeNull();
    expect(proportionInterval(3, 2)).toBeNull();
    expect(proportionInterval(-1, 2)).toBeNull();
  });
});

describe('meanInterval', () => {
  it('needs 30 values', () => {
    expect(meanInterval(Array.from({ length: 29 }, () => 1))).toBeNull();
    expect(meanInterval(Array.from({ length: 30 }, () => 1))).toEqual({
      lower: 1,
      upper: 1,
      confidence: 0.95,
    });
  });

  it('widens for values that follow their neighbour (the lag-1 autocovariance counts)', () => {
    const independent = Array.from({ length: 40 }, (_, i) => (i % 2 ? 3 : 1));
    const paired = Array.from({ length: 40 }, (_, i) => (Math.floor(i / 2) % 2 ? 3 : 1));
    const a = meanInterval(independent)!;
    const b = meanInterval(paired)!;
    expect(b.upper - b.lower).toBeGreaterThan(a.upper - a.lower);
    expect((b.lower + b.upper) / 2).toBeCloseTo(2, 12);
  });

  it('holds the mean |IPDV| of a uniformly jittered call in about 95 % of simulated calls', () => {
    const random = seededRandom(11);
    const jitter = 20; // round trips uniform in 50…70 ms: mean |IPDV| = J/3
    let hits = 0;
    const calls = 2000;
    for (let c = 0; c < calls; c++) {
      const rtts = Array.from({ length: 200 }, () => 50 + jitter * random());
      const ipdv = rtts.slice(1).map((x, i) => Math.abs(x - rtts[i]!));
      const ci = meanInterval(ipdv)!;
      if (ci.lower <= jitter / 3 && jitter / 3 <= ci.upper) hits++;
    }
    expect(hits / calls).toBeGreaterThan(0.93);
    expect(hits / calls).toBeLessThan(0.97);
  });
});
