import { describe, expect, it } from 'vitest';
import { niceMax, peerBins, quintileOf, ticks } from './peerChart';
import { sampleReport } from '../../run/sampleReport';

describe('peerBins', () => {
  it('reads the five bins, or null when any is missing', () => {
    expect(peerBins(sampleReport())).toEqual([10, 15, 20, 30, 80]);
    expect(peerBins(sampleReport({ distributionValueBin3: null }))).toBeNull();
  });
});

describe('quintileOf', () => {
  const bins = [10, 15, 20, 30, 80];
  it('finds the first quintile whose upper bound holds the latency', () => {
    expect(quintileOf(5, bins)).toBe(0);
    expect(quintileOf(10, bins)).toBe(0);
    expect(quintileOf(18, bins)).toBe(2);
    expect(quintileOf(500, bins)).toBe(4);
  });
});

describe('niceMax and ticks', () => {
  it('rounds the axis up to a readable value', () => {
    expect(niceMax([80, 18])).toBe(100);
    expect(niceMax([12])).toBe(20);
    expect(niceMax([0.4])).toBe(2);
    expect(niceMax([230])).toBe(250);
    expect(ticks(100)).toEqual([0, 25, 50, 75, 100]);
    expect(ticks(100, 2)).toEqual([0, 50, 100]);
  });
});
