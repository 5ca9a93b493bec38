import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { median, medianSorted, quantile, quantileSorted, type QuantileMethod } from './stats.js';

const ten = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

describe('median', () => {
  it('is the middle value, or the mean of the middle two, whatever the order', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
    expect(medianSorted([10, 20, 40, 80])).toBe(30);
  });

  it('halves the sum of the middle two, so 10 and 10.1 give the double nearest 10.05', () => {
    expect(median([10, 10.1])).toBe((10 + 10.1) / 2);
  });

  it('is NaN for no values and leaves its input as it was', () => {
    expect(median([])).toBeNaN();
    const input = [3, 1, 2];
    median(input);
    expect(input).toEqual([3, 1, 2]);
  });
});

describe('quantile', () => {
  it('interpolates linearly between the nearest ranks by default (type 7)', () => {
    expect(quantile(ten, 0.5)).toBe(5.5);
    expect(quantile(ten, 0.9)).toBeCloseTo(9.1, 12);
    expect(quantile(ten, 0)).toBe(1);
    expect(quantile(ten, 1)).toBe(10);
    expect(quantile([20, 10], 0.25)).toBe(12.5);
  });

  it('takes the sample at rank ⌈q·n⌉ by nearest rank', () => {
    expect(quantile(ten, 0.9, 'nearest-rank')).toBe(9);
    expect(quantile(ten, 0.91, 'nearest-rank')).toBe(10);
    expect(quantile(ten, 0.5, 'nearest-rank')).toBe(5);
    expect(quantile(ten, 0, 'nearest-rank')).toBe(1);
    expect(quantileSorted([10, 20, 30, 40, 50], 0.2, 'nearest-rank')).toBe(10);
  });

  it('takes the sample below or above position (n − 1)·q by lower and higher', () => {
    expect(quantile([1, 2, 3, 4], 0.5, 'lower')).toBe(2);
    expect(quantile([1, 2, 3, 4], 0.5, 'higher')).toBe(3);
    expect(quantile([1, 2, 3, 4, 5, 6, 7], 0.9, 'lower')).toBe(6);
    expect(quantile([1, 2, 3, 4, 5, 6, 7], 0.9, 'higher')).toBe(7);
    expect(quantile([1, 2, 3], 0.5, 'higher')).toBe(2);
  });

  it('is NaN for no values by every method', () => {
    for (const method of ['linear', 'nearest-rank', 'lower', 'higher'] as const) {
      expect(quantile([], 0.5, method)).toBeNaN();
    }
  });

  it('lies within the samples, never falls as q grows, and linear lies between lower and higher', () => {
    const methods: QuantileMethod[] = ['linear', 'nearest-rank', 'lower', 'higher'];
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -1e6, max: 1e6 }), { minLength: 1, maxLength: 40 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (xs, a, b) => {
          const [q1, q2] = a <= b ? [a, b] : [b, a];
          const lo = Math.min(...xs);
          const hi = Math.max(...xs);
          for (const m of methods) {
            const v = quantile(xs, q1, m);
            expect(v).toBeGreaterThanOrEqual(lo);
            expect(v).toBeLessThanOrEqual(hi);
            expect(quantile(xs, q2, m)).toBeGreaterThanOrEqual(v);
          }
          const linear = quantile(xs, q1);
          expect(linear).toBeGreaterThanOrEqual(quantile(xs, q1, 'lower'));
          expect(linear).toBeLessThanOrEqual(quantile(xs, q1, 'higher'));
        },
      ),
    );
  });

  it('agrees with the median at q = 0.5 up to rounding', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 1, maxLength: 30 }), (xs) => {
        expect(quantile(xs, 0.5)).toBeCloseTo(median(xs), 9);
        expect(quantile(xs, 0.5, 'nearest-rank')).toBe(quantile(xs, 0.5, 'lower'));
      }),
    );
  });
});
