import { describe, expect, it } from 'vitest';
import type { Outage, SolutionPerformance } from '@netlens/core';
import { metricsBySolution, outageWindowStart } from './metrics';

const row = (solutionId: string, over: Partial<SolutionPerformance> = {}) =>
  ({ solutionId, latencyMs: 20, ...over }) as SolutionPerformance;
const outage = (solutionId: string, endDate: string | null) => ({ solutionId, endDate }) as Outage;

describe('metrics of the providers tab', () => {
  it('counts places and outages per solution and keeps its latest global month', () => {
    const of = metricsBySolution(
      [row('a', { latencyMs: 31 })],
      [row('a'), row('a'), row('b')],
      [row('a'), row('a'), row('a')],
      [outage('a', null), outage('a', '2026-11-01'), outage('b', '2026-11-02')],
    );
    expect(of('a')).toMatchObject({ countries: 2, cities: 3, outages: 2, openOutages: 1 });
    expect(of('a').latest?.latencyMs).toBe(31);
    expect(of('b')).toMatchObject({ latest: undefined, countries: 1, cities: 0, outages: 1, openOutages: 0 });
    expect(of('c')).toEqual({ latest: undefined, countries: 0, cities: 0, outages: 0, openOutages: 0 });
  });

  it('looks back 90 days including today', () => {
    expect(outageWindowStart(new Date('2026-11-26T23:00:00Z'))).toBe('2026-08-29');
  });
});
