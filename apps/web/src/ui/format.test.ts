import { describe, expect, it } from 'vitest';
import { formatDistance, formatList, formatMs, formatPercent } from './format';

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
