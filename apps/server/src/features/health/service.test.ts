import { describe, expect, it } from 'vitest';
import type { MetroScore } from '@netlens/core';
import { byConcern, healthWindow, scoreMetro } from './service.js';

const row = (city: string, samples: number, median: number) => ({
  countryCode: 'US',
  city,
  samples,
  medianLatencyMs: median,
  medianIntervalMs: { lower: median - 1.04, upper: median + 2.06, confidence: 0.95 },
  latitude: 1,
  longitude: 2,
});

describe('metro scores', () => {
  it('scores the median with enough samples and says so without', () => {
    expect(scoreMetro(row('A', 24, 150))).toMatchObject({
      score: 50,
      medianLatencyMs: 150,
      medianLatencyIntervalMs: { lower: 149, upper: 152.1, confidence: 0.95 },
      health: 'unhealthy',
    });
    expect(scoreMetro(row('B', 30, 26))).toMatchObject({ score: 79.7, health: 'unhealthy' });
    expect(scoreMetro(row('C', 30, 25))).toMatchObject({ score: 80, health: 'meets' });
    expect(scoreMetro(row('D', 23, 500))).toMatchObject({
      score: null,
      medianLatencyMs: null,
      medianLatencyIntervalMs: null,
      health: 'tooFewSamples',
    });
  });

  it('orders worst first, metros without a score last', () => {
    const list: MetroScore[] = [row('A', 30, 10), row('B', 5, 400), row('C', 30, 300), row('D', 40, 300)].map(
      (r) => scoreMetro(r),
    );
    expect(list.sort(byConcern).map((m) => m.city)).toEqual(['D', 'C', 'A', 'B']);
  });

  it('ends the window now and starts it the given hours before', () => {
    const w = healthWindow(24, new Date('2026-11-22T12:00:00Z'));
    expect(w).toEqual({
      hours: 24,
      since: '2026-11-21T12:00:00.000Z',
      until: '2026-11-22T12:00:00.000Z',
      minSamples: 24,
    });
  });
});
