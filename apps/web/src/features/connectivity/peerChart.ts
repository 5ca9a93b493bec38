import type { Report } from '@netlens/core';

/** The five quintile upper bounds (ms) of peer latencies, or null when peers are too few. */
export function peerBins(report: Report): number[] | null {
  const bins = [
    report.distributionValueBin1,
    report.distributionValueBin2,
    report.distributionValueBin3,
    report.distributionValueBin4,
    report.distributionValueBin5,
  ];
  return bins.every((b): b is number => b !== null) ? bins : null;
}

/** The quintile (0 fastest … 4 slowest) a latency falls in: the first whose upper bound holds it. */
export function quintileOf(latency: number, bins: readonly number[]): number {
  const index = bins.findIndex((upper) => latency <= upper);
  return index === -1 ? bins.length - 1 : index;
}

/** A round axis maximum a little above every value (1, 2, 2.5, 5 × 10ⁿ). */
export function niceMax(values: readonly number[]): number {
  const top = Math.max(1, ...values) * 1.05;
  const power = 10 ** Math.floor(Math.log10(top));
  const step = [1, 2, 2.5, 5, 10].find((s) => s * power >= top) ?? 10;
  return step * power;
}

/** Axis ticks from 0 to max in `steps` equal steps. */
export function ticks(max: number, steps = 4): number[] {
  return Array.from({ length: steps + 1 }, (_, i) => (max * i) / steps);
}
