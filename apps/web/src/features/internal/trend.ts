import type { HistoryPoint } from '@netlens/core';

/** The values the analytics tab can draw over time. */
export const TrendMetrics = ['latencyMs', 'npi', 'availability', 'connectedness', 'meetingsScore'] as const;
export type TrendMetric = (typeof TrendMetrics)[number];

export type TrendRow = { period: string } & Record<string, number | string | null>;

/**
 * The chart's rows: one per period (sorted), a column per solution id with its value or null
 * where that period has none (hidden or no reports).
 */
export function trendRows(
  series: readonly { id: string; points: readonly HistoryPoint[] }[],
  metric: TrendMetric,
): TrendRow[] {
  const rows = new Map<string, TrendRow>();
  for (const s of series)
    for (const p of s.points) {
      let row = rows.get(p.periodStart);
      if (!row) rows.set(p.periodStart, (row = { period: p.periodStart }));
      row[s.id] = p[metric];
    }
  const sorted = [...rows.values()].sort((a, b) => (a.period < b.period ? -1 : a.period > b.period ? 1 : 0));
  for (const row of sorted) for (const s of series) if (!(s.id in row)) row[s.id] = null;
  return sorted;
}

/** The mean of the values shown over the range (null without any), weighted by each period's reports. */
export function rangeMean(points: readonly HistoryPoint[], metric: TrendMetric): number | null {
  let sum = 0;
  let n = 0;
  for (const p of points) {
    const v = p[metric];
    if (v === null || p.sampleCount === 0) continue;
    sum += v * p.sampleCount;
    n += p.sampleCount;
  }
  return n === 0 ? null : sum / n;
}
