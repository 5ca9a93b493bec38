import { createHash } from 'node:crypto';
import {
  OUTAGE_BASELINE_DAYS,
  OUTAGE_BASELINE_MIN_DAYS,
  OUTAGE_MIN_DAYS,
  OUTAGE_MIN_DEGRADATION,
  median,
} from '@netlens/core';

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

/** An outage found in a daily series. */
export interface DetectedOutage {
  startDate: string;
  endDate: string;
  days: number;
  baseline: number;
  peak: number;
  /** The worst day above the baseline, percent. */
  degradation: number;
  category: number;
}

/**
 * The category 1–5 of an outage: by how far its worst day is above the baseline (30 % → 1,
 * 50 % → 2, 100 % → 3, 200 % → 4), one more when it lasts a week or longer, at most 5.
 */
export function outageCategory(degradationPercent: number, days: number): number {
  const severity =
    degradationPercent >= 200 ? 4 : degradationPercent >= 100 ? 3 : degradationPercent >= 50 ? 2 : 1;
  return Math.min(5, severity + (days >= 7 ? 1 : 0));
}

/**
 * Outages of one daily series (shown days only, oldest first): runs of at least
 * `OUTAGE_MIN_DAYS` consecutive days whose mean latency is more than `OUTAGE_MIN_DEGRADATION`
 * above the baseline, the median of the series' days in the `OUTAGE_BASELINE_DAYS` before the
 * day (at least `OUTAGE_BASELINE_MIN_DAYS` of them), kept while the outage lasts.
 */
export function detectOutages(series: readonly { day: string; latency: number }[]): DetectedOutage[] {
  const points = series.map((p) => ({ n: dayNumber(p.day), day: p.day, latency: p.latency }));
  const out: DetectedOutage[] = [];
  type Point = (typeof points)[number];
  let run = null as { start: Point; last: Point; baseline: number; peak: number } | null;
  const close = () => {
    if (run && run.last.n - run.start.n + 1 >= OUTAGE_MIN_DAYS) {
      const degradation = Math.round(((run.peak - run.baseline) / run.baseline) * 1000) / 10;
      const days = run.last.n - run.start.n + 1;
      out.push({
        startDate: run.start.day,
        endDate: run.last.day,
        days,
        baseline: Math.round(run.baseline * 10) / 10,
        peak: run.peak,
        degradation,
        category: outageCategory(degradation, days),
      });
    }
    run = null;
  };
  let from = 0;
  for (let i = 0; i < points.length; i++) {
    const p = points[i]!;
    while (from < i && points[from]!.n < p.n - OUTAGE_BASELINE_DAYS) from++;
    // Within an outage the baseline stays the one before it began.
    const continuing = run !== null && p.n === run.last.n + 1;
    const window = points.slice(from, i).map((q) => q.latency);
    const baseline = continuing
      ? run!.baseline
      : window.length >= OUTAGE_BASELINE_MIN_DAYS
        ? median(window)
        : null;
    const degraded = baseline !== null && baseline > 0 && p.latency > baseline * (1 + OUTAGE_MIN_DEGRADATION);
    if (degraded && continuing) {
      run!.last = p;
      run!.peak = Math.max(run!.peak, p.latency);
    } else {
      close();
      if (degraded) run = { start: p, last: p, baseline: baseline!, peak: p.latency };
    }
  }
  close();
  return out;
}

/** The stable id of an outage: its series and first day. */
export const outageId = (series: string, startDate: string) =>
  createHash('sha256').update(`${series}\n${startDate}`).digest('hex').slice(0, 40);

export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
