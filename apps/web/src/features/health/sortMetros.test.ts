import { describe, expect, it } from 'vitest';
import type { MetroScore } from '@netlens/core';
import { sortMetros } from './sortMetros';

const metro = (city: string, samples: number, score: number | null): MetroScore => ({
  countryCode: 'US',
  city,
  latitude: null,
  longitude: null,
  samples,
  medianLatencyMs: score === null ? null : 400 - score * 3,
  medianLatencyIntervalMs: null,
  score,
  health: score === null ? 'tooFewSamples' : score >= 80 ? 'meets' : 'unhealthy',
});

const list = [
  metro('Denver', 30, 50),
  metro('Austin', 5, null),
  metro('Boston', 100, 95),
  metro('Chicago', 40, 70),
];
const names = (ms: MetroScore[]) => ms.map((m) => m.city);
const byCity = (m: MetroScore) => m.city;

describe('sorting the metro table', () => {
  // By score metros without a score come last either way; by name in the UI language.
  it.each([
    ['score', 'ascending', 'Denver Chicago Boston Austin'],
    ['score', 'descending', 'Boston Chicago Denver Austin'],
    ['metro', 'ascending', 'Austin Boston Chicago Denver'],
    ['samples', 'descending', 'Boston Chicago Denver Austin'],
  ] as const)('sorts by %s, %s', (column, direction, order) => {
    expect(names(sortMetros(list, column, direction, byCity))).toEqual(order.split(' '));
  });

  it('keeps nulls last when sorting by median', () => {
    expect(names(sortMetros(list, 'median', 'descending', byCity)).at(-1)).toBe('Austin');
  });

  it('does not change the given list', () => {
    const copy = [...list];
    sortMetros(list, 'metro', 'descending', byCity);
    expect(list).toEqual(copy);
  });
});
