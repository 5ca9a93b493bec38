/** The date ranges of spec 2 §9, and the day each starts. */
export const DateRanges = ['30d', '90d', '6m', '1y', '2y'] as const;
export type DateRange = (typeof DateRanges)[number];

const Days: Record<DateRange, number> = { '30d': 30, '90d': 90, '6m': 182, '1y': 365, '2y': 730 };

/** The first day (YYYY-MM-DD, UTC) of a range ending today. */
export function rangeStart(range: DateRange, now = new Date()): string {
  return new Date(now.getTime() - Days[range] * 86_400_000).toISOString().slice(0, 10);
}

export const isDateRange = (v: string | null): v is DateRange => DateRanges.includes(v as DateRange);
