import { describe, expect, it } from 'vitest';
import { probeSampleUrl, runTiming, sampleFromTiming, timingBufferSize } from './timing';

const entry = (requestStart: number, responseStart: number, duration: number) => ({
  requestStart,
  responseStart,
  duration,
});

describe('sampleFromTiming', () => {
  it('uses responseStart − requestStart when Timing-Allow-Origin exposes the detail', () => {
    expect(sampleFromTiming(entry(100.25, 118.5, 40), 55)).toEqual({ ms: 18.25, timing: 'resource-timing' });
  });

  it('falls back to the coarse duration when the detail is zeroed', () => {
    expect(sampleFromTiming(entry(0, 0, 42.123), 55)).toEqual({ ms: 42.12, timing: 'coarse' });
  });

  it('falls back to the clock when there is no entry or no duration', () => {
    expect(sampleFromTiming(undefined, 61.456)).toEqual({ ms: 61.46, timing: 'clock' });
    expect(sampleFromTiming(entry(0, 0, 0), 12)).toEqual({ ms: 12, timing: 'clock' });
  });

  it('never returns a zero sample', () => {
    expect(sampleFromTiming(entry(10, 10, 5), 1).ms).toBeGreaterThan(0);
  });
});

describe('runTiming', () => {
  it('is resource-timing only when every sample was', () => {
    const detailed = { ms: 1, timing: 'resource-timing' } as const;
    expect(runTiming([detailed, detailed])).toBe('resource-timing');
    expect(runTiming([detailed, { ms: 2, timing: 'coarse' }])).toBe('coarse');
    expect(runTiming([detailed, { ms: 2, timing: 'clock' }])).toBe('coarse');
    expect(runTiming([])).toBe('coarse');
  });
});

describe('probeSampleUrl', () => {
  it('makes a unique latency URL under the probe base', () => {
    expect(probeSampleUrl('https://fd.example/gcc/', 3, 'abc')).toBe(
      'https://fd.example/gcc/probe/latency?n=3&r=abc',
    );
    expect(probeSampleUrl('https://fd.example', 0, 'x')).toBe('https://fd.example/probe/latency?n=0&r=x');
  });
});

describe('timingBufferSize', () => {
  it('never shrinks the browser default and grows with the samples', () => {
    expect(timingBufferSize(25)).toBeGreaterThanOrEqual(250);
    expect(timingBufferSize(200)).toBeGreaterThan(timingBufferSize(25));
  });
});
