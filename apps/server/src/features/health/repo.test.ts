import { describe, expect, it } from 'vitest';
import { medianIntervalRanks } from '@netlens/core';
import { bandStart } from './repo.js';

describe('bandStart (the ranks PostgreSQL hands over per metro)', () => {
  const holds = (n: number) => {
    const start = bandStart(n);
    const ranks = medianIntervalRanks(n);
    // Symmetric, within the list, and around both ranks of the median's interval.
    return (
      start >= 1 && start <= (n + 1) / 2 && (!ranks || (ranks.lower >= start && ranks.upper <= n + 1 - start))
    );
  };

  it('holds the interval of every sample count up to 3,000', () => {
    for (let n = 1; n <= 3_000; n++) if (!holds(n)) expect.fail(`${n} samples`);
  });

  it('holds the interval of large counts', () => {
    for (const n of [4_001, 9_999, 50_000, 123_457, 1_000_000, 3_999_999, 10_000_000])
      expect(holds(n), `${n}`).toBe(true);
  });

  it('hands over a few square roots of the count, not the whole list', () => {
    expect(1_000_000 + 2 - 2 * bandStart(1_000_000)).toBeLessThan(3_100);
  });
});
