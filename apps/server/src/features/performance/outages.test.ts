import { describe, expect, it } from 'vitest';
import { detectOutages, outageCategory } from './outages.js';

const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
const series = (latency: (d: number) => number, days = 30, skip: number[] = []) =>
  Array.from({ length: days }, (_, d) => d)
    .filter((d) => !skip.includes(d))
    .map((d) => ({ day: day(d), latency: latency(d) }));

describe('outages', () => {
  it('finds consecutive degraded days against the trailing median', () => {
    const found = detectOutages(series((d) => (d >= 20 && d < 24 ? 45 : 20)));
    expect(found).toEqual([
      {
        startDate: day(20),
        endDate: day(23),
        days: 4,
        baseline: 20,
        peak: 45,
        degradation: 125,
        category: 3,
      },
    ]);
  });

  it('needs two days in a row, a baseline of seven days, and more than 30 % above it', () => {
    expect(detectOutages(series((d) => (d === 20 ? 60 : 20)))).toEqual([]);
    expect(detectOutages(series((d) => (d >= 20 && d < 23 ? 26 : 20)))).toEqual([]);
    expect(detectOutages(series((d) => (d >= 3 && d < 6 ? 60 : 20)))).toEqual([]);
    // A day without data breaks the run.
    expect(detectOutages(series((d) => (d >= 20 && d < 23 ? 60 : 20), 30, [21]))).toEqual([]);
  });

  it('grades 1 to 5 by how far above and how long', () => {
    expect(outageCategory(35, 2)).toBe(1);
    expect(outageCategory(60, 2)).toBe(2);
    expect(outageCategory(150, 2)).toBe(3);
    expect(outageCategory(250, 2)).toBe(4);
    expect(outageCategory(250, 7)).toBe(5);
    expect(outageCategory(35, 10)).toBe(2);
  });
});
