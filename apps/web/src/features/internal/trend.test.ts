import { describe, expect, it } from 'vitest';
import type { HistoryPoint } from '@netlens/core';
import { rangeMean, trendRows } from './trend';

const point = (periodStart: string, latencyMs: number | null, sampleCount = 10) =>
  ({ periodStart, latencyMs, sampleCount, npi: null }) as HistoryPoint;

describe('the analytics trend', () => {
  it('puts every period on one row, each solution in its column, null where it has nothing', () => {
    const rows = trendRows(
      [
        { id: 'a', points: [point('2026-11-02', 30), point('2026-11-01', 20)] },
        { id: 'b', points: [point('2026-11-02', 50), point('2026-11-03', null)] },
      ],
      'latencyMs',
    );
    expect(rows).toEqual([
      { period: '2026-11-01', a: 20, b: null },
      { period: '2026-11-02', a: 30, b: 50 },
      { period: '2026-11-03', a: null, b: null },
    ]);
  });

  it('weights the range mean by reports and skips hidden values', () => {
    expect(rangeMean([point('1', 10, 30), point('2', 50, 10), point('3', null, 99)], 'latencyMs')).toBe(20);
    expect(rangeMean([point('1', null)], 'latencyMs')).toBeNull();
    expect(rangeMean([], 'npi')).toBeNull();
  });
});
