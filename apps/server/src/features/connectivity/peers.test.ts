import { describe, expect, it } from 'vitest';
import { FIBRE_KM_PER_MS } from '@netlens/core';
import { bestPossibleLatency, compareWithOrganisations, physicalFloorMs, quintileBins } from './peers.js';

describe('peer organisations', () => {
  it('bins are the 20/40/60/80/100th percentiles by nearest rank', () => {
    expect(quintileBins([10, 20, 30, 40, 50])).toEqual([10, 20, 30, 40, 50]);
    expect(quintileBins([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toEqual([2, 4, 6, 8, 10]);
    expect(quintileBins([1, 2, 3, 4, 5, 6, 7])).toEqual([2, 3, 5, 6, 7]);
  });

  it('gives only the count below five organisations', () => {
    expect(compareWithOrganisations([10, 20, 30, 40], 25)).toMatchObject({
      comparison: { organisationCount: 4, betterShare: null, potentialImprovementMs: null },
      bins: null,
    });
  });

  it('counts the better share and the improvement against the median organisation', () => {
    const five = [10, 20, 30, 40, 50];
    const r = compareWithOrganisations(five, 35);
    expect(r.comparison).toEqual({ organisationCount: 5, betterShare: 0.6, potentialImprovementMs: 5 });
    expect(r.bins).toEqual([10, 20, 30, 40, 50]);
    expect(compareWithOrganisations(five, 5).comparison).toMatchObject({
      betterShare: 0,
      potentialImprovementMs: 0,
    });
  });
});

describe('best possible latency', () => {
  it('is a round trip at 2/3 c over the distance', () => {
    expect(physicalFloorMs(0)).toBe(0);
    expect(physicalFloorMs(FIBRE_KM_PER_MS * 50)).toBe(100);
  });

  it('is the best quintile or your own latency, never below the floor', () => {
    expect(bestPossibleLatency(12, 30, 2)).toBe(12);
    expect(bestPossibleLatency(12, 8, 2)).toBe(8);
    expect(bestPossibleLatency(12, 30, 20)).toBe(20);
    expect(bestPossibleLatency(12, 30, null)).toBe(12);
    expect(bestPossibleLatency(null, 30, 3)).toBe(3);
    // A measured round trip below the floor proves the floor's inputs wrong: never above it.
    expect(bestPossibleLatency(null, 0.8, 77)).toBe(0.8);
    expect(bestPossibleLatency(12, 8, 20)).toBe(8);
    expect(bestPossibleLatency(null, 30, null)).toBeNull();
  });
});
