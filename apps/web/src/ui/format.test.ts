import { describe, expect, it } from 'vitest';
import {
  formatDistance,
  formatList,
  formatMs,
  formatMsFine,
  formatMsRange,
  formatPercent,
  formatPercentRange,
} from './format';

describe('formatMs', () => {
  it('keeps one decimal only for small values', () => {
    expect(formatMs(4.26, 'en')).toBe('4.3 ms');
    expect(formatMs(23.6, 'en')).toBe('24 ms');
  });

  it('uses the language', () => {
    expect(formatMs(1234, 'en')).toBe('1,234 ms');
    expect(formatMs(1234.4, 'ja')).toMatch(/^1,234\s?ms$|ミリ秒/);
  });
});

describe('formatDistance', () => {
  it('gives kilometres and miles', () => {
    expect(formatDistance(1609.344, 'en')).toEqual({ km: '1,609 km', mi: '1,000 mi' });
    expect(formatDistance(5, 'en')).toEqual({ km: '5 km', mi: '3.1 mi' });
  });
});

describe('formatPercent and formatList', () => {
  it('format in the language', () => {
    expect(formatPercent(0.125, 'en')).toBe('13%');
    expect(formatList(['Osaka', 'Tokyo', 'Seoul'], 'en')).toBe('Osaka, Tokyo, and Seoul');
    expect(formatList(['大阪', '東京'], 'ja')).toBe('大阪、東京');
  });
});

describe('a confidence interval', () => {
  it('states the figure with one decimal and its range in the language', () => {
    expect(formatMsFine(24.06, 'en')).toBe('24.1 ms');
    expect(formatMsRange(23.6, 24.9, 'en')).toBe('23.6–24.9 ms');
    expect(formatMsRange(23.6, 24.9, 'ja')).toMatch(/^23\.6\s?～\s?24\.9\s?ms$/);
    expect(formatPercentRange(0, 0.0076, 'en')).toBe('0% – 0.8%');
  });

  it('takes a second decimal where the ends would read the same, and never writes "~"', () => {
    expect(formatMsRange(0.27, 0.34, 'en')).toBe('0.27–0.34 ms');
    expect(formatMsRange(0.3, 0.3, 'en')).toBe('0.30 ms');
    expect(formatPercentRange(0, 0, 'en')).toBe('0%');
  });
});
