import { describe, expect, it } from 'vitest';
import { historyRange, isDateRange } from './ranges.js';

describe('the report date ranges', () => {
  const today = new Date('2026-11-26T04:00:00Z');
  it('reads 30 and 90 days by day, ending today', () => {
    expect(historyRange('30d', today)).toEqual({
      startDate: '2026-10-28',
      endDate: '2026-11-26',
      isMonthly: false,
    });
    expect(historyRange('90d', today)).toEqual({
      startDate: '2026-08-29',
      endDate: '2026-11-26',
      isMonthly: false,
    });
  });

  it('reads 6 months, 1 and 2 years by month, from the first of the earliest month', () => {
    expect(historyRange('6m', today)).toEqual({
      startDate: '2026-06-01',
      endDate: '2026-11-26',
      isMonthly: true,
    });
    expect(historyRange('1y', today).startDate).toBe('2025-12-01');
    expect(historyRange('2y', today).startDate).toBe('2024-12-01');
    // Across a year's end and from a month's last day.
    expect(historyRange('6m', new Date('2027-01-31T12:00:00Z')).startDate).toBe('2026-08-01');
  });

  it('knows its ranges', () => {
    expect(isDateRange('1y')).toBe(true);
    expect(isDateRange('3y')).toBe(false);
    expect(isDateRange(null)).toBe(false);
  });
});
