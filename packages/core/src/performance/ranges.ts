/** The date ranges of the provider reports (spec 2 §9): past 30 days, 90 days, 6 months, 1 year, 2 years. */
export const DateRanges = ['30d', '90d', '6m', '1y', '2y'] as const;
export type DateRange = (typeof DateRanges)[number];

export interface HistoryRange {
  startDate: string;
  endDate: string;
  /** Months for the longer ranges, days for the shorter. */
  isMonthly: boolean;
}

const day = (d: Date) => d.toISOString().slice(0, 10);

/** The days a range covers up to today (UTC), and whether it is read by month. */
export function historyRange(range: DateRange, today = new Date()): HistoryRange {
  const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  if (range === '30d') start.setUTCDate(start.getUTCDate() - 29);
  else if (range === '90d') start.setUTCDate(start.getUTCDate() - 89);
  else start.setUTCMonth(start.getUTCMonth() - { '6m': 6, '1y': 12, '2y': 24 }[range] + 1, 1);
  return { startDate: day(start), endDate: day(today), isMonthly: range !== '30d' && range !== '90d' };
}

export const isDateRange = (v: string | null): v is DateRange =>
  v !== null && (DateRanges as readonly string[]).includes(v);
