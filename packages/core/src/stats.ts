// Medians and quantiles for every part of the product, its tests and benchmarks. No schemas: the
// probe worker, the advanced client and the network simulator import this module on its own
// (`@netlens/core/stats`).

/**
 * How a quantile between two samples is chosen:
 * - `linear`: interpolated between the two nearest ranks, at position (n − 1)·q (Hyndman–Fan
 *   type 7, the default of R, NumPy and spreadsheets, and PostgreSQL's `percentile_cont`);
 * - `nearest-rank`: the sample at rank ⌈q·n⌉ (type 1), always a measured value;
 * - `lower` / `higher`: the sample just below / above position (n − 1)·q.
 */
export type QuantileMethod = 'linear' | 'nearest-rank' | 'lower' | 'higher';

/** The q-quantile (0 ≤ q ≤ 1) of numbers sorted ascending; NaN when there are none. */
export function quantileSorted(
  sorted: readonly number[],
  q: number,
  method: QuantileMethod = 'linear',
): number {
  const n = sorted.length;
  if (n === 0) return Number.NaN;
  if (method === 'nearest-rank') return sorted[Math.min(n, Math.max(1, Math.ceil(q * n))) - 1]!;
  const pos = (n - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  if (method === 'lower') return sorted[lo]!;
  if (method === 'higher') return sorted[hi]!;
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo);
}

const sortedAscending = (values: readonly number[]) => [...values].sort((a, b) => a - b);

/** The q-quantile (0 ≤ q ≤ 1) of numbers in any order; NaN when there are none. */
export function quantile(values: readonly number[], q: number, method: QuantileMethod = 'linear'): number {
  return quantileSorted(sortedAscending(values), q, method);
}

/**
 * The median of numbers sorted ascending: the middle one, or the mean of the middle two for an
 * even count (computed as their sum halved, the closest double to it); NaN when there are none.
 */
export function medianSorted(sorted: readonly number[]): number {
  const n = sorted.length;
  if (n === 0) return Number.NaN;
  const mid = n >> 1;
  return n % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The median of numbers in any order (see medianSorted); NaN when there are none. */
export function median(values: readonly number[]): number {
  return medianSorted(sortedAscending(values));
}
