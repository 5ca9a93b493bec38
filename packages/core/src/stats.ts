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

// ---- confidence intervals -------------------------------------------------------------------

/** The confidence of every interval the product states. */
export const CONFIDENCE = 0.95;
/** Φ⁻¹(0.975): the standard normal quantile of a two-sided 95 % interval. */
const Z_95 = 1.959963984540054;

/** A confidence interval: the range that holds the true value with the stated confidence. */
export interface ConfidenceInterval {
  lower: number;
  upper: number;
  /** The nominal confidence (0.95). */
  confidence: number;
}

/** The 1-based ranks of the order statistics bounding the median's interval, and their exact coverage. */
export interface MedianRanks {
  lower: number;
  upper: number;
  /** P(lower ≤ B(n, ½) ≤ upper − 1): the interval's exact coverage for a continuous distribution. */
  coverage: number;
}

/**
 * The ranks j < k (1-based) of a distribution-free 95 % confidence interval for the median of n
 * samples: [x₍ⱼ₎, x₍ₖ₎] holds the true median with probability P(j ≤ B(n, ½) ≤ k − 1), whatever
 * the distribution (continuous). j is the largest rank with P(B(n, ½) ≤ j − 1) ≤ 2.5 %, and
 * k = n + 1 − j (n = 25: ranks 8 and 18, coverage 95.7 %). Null below 6 samples, where even
 * the smallest and largest give less than 95 %. The binomial sums are taken in log space, so
 * any n works; the cost is about n/2 steps.
 */
export function medianIntervalRanks(n: number): MedianRanks | null {
  if (!Number.isInteger(n) || n < 1) return null;
  const tail = (1 - CONFIDENCE) / 2;
  let logPmf = -n * Math.LN2; // P(B = 0)
  let cdf = 0;
  let below = -1; // the largest i with P(B ≤ i) ≤ tail
  let cdfBelow = 0;
  for (let i = 0; i <= n >> 1; i++) {
    cdf += Math.exp(logPmf);
    if (cdf > tail * (1 + 1e-12)) break;
    below = i;
    cdfBelow = cdf;
    logPmf += Math.log((n - i) / (i + 1));
  }
  if (below < 0) return null;
  const lower = below + 1;
  return { lower, upper: n + 1 - lower, coverage: 1 - 2 * cdfBelow };
}

/** The distribution-free 95 % confidence interval for the median of numbers sorted ascending; null below 6. */
export function medianIntervalSorted(sorted: readonly number[]): ConfidenceInterval | null {
  const ranks = medianIntervalRanks(sorted.length);
  if (!ranks) return null;
  return { lower: sorted[ranks.lower - 1]!, upper: sorted[ranks.upper - 1]!, confidence: CONFIDENCE };
}

/** The median's 95 % interval (see medianIntervalSorted) of numbers in any order. */
export function medianInterval(values: readonly number[]): ConfidenceInterval | null {
  return medianIntervalSorted(sortedAscending(values));
}

/**
 * Steps to which a clock may have coarsened the values it timed, coarsest first (ms): browsers
 * coarsen their timers to 1 ms or 100 µs (Chromium, outside a cross-origin-isolated page), and
 * the product keeps samples to 0.01 ms.
 */
export const CLOCK_STEPS = [1, 0.1, 0.01] as const;

/**
 * The resolution the values show: the coarsest of CLOCK_STEPS of which every value is a whole
 * multiple, else 0 (finer). Twenty-five values of a finer clock all falling on one step by chance
 * is a one-in-10²⁵ event, so the values are their own evidence.
 */
export function valueResolution(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const onStep = (v: number, step: number) => Math.abs(v / step - Math.round(v / step)) < 1e-6;
  return CLOCK_STEPS.find((step) => values.every((v) => onStep(v, step))) ?? 0;
}

/**
 * An interval widened by a clock's resolution on each side, and its lower end by `below` more (a
 * meter that can only read high), never below `floor`: each value read off a clock of that step
 * may be off by up to one step, so each order statistic may be too, and a narrower interval would
 * claim precision the clock did not have.
 */
export function widenInterval(
  interval: ConfidenceInterval | null,
  resolution: number,
  floor = -Infinity,
  below = 0,
): ConfidenceInterval | null {
  if (!interval || !(resolution > 0 || below > 0)) return interval;
  // Rounded to the nanosecond (1e-6 ms), so 27.4 + 0.6 reads 28, not 28.000000000000004.
  const tidy = (x: number) => Math.round(x * 1e6) / 1e6;
  const step = Math.max(0, resolution);
  return {
    ...interval,
    lower: Math.max(floor, tidy(interval.lower - step - below)),
    upper: tidy(interval.upper + step),
  };
}

/**
 * The Wilson score 95 % interval for a proportion: `successes` of `trials` (a call's lost
 * packets of those sent). Unlike p ± z·√(p(1 − p)/n) it stays within 0–1 and is not zero-width
 * when nothing (or everything) was lost. Null for no trials.
 */
export function proportionInterval(successes: number, trials: number): ConfidenceInterval | null {
  if (!(trials > 0) || successes < 0 || successes > trials) return null;
  const p = successes / trials;
  const z2 = Z_95 * Z_95;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const half = (Z_95 * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / denominator;
  return {
    lower: successes === 0 ? 0 : Math.max(0, centre - half),
    upper: successes === trials ? 1 : Math.min(1, centre + half),
    confidence: CONFIDENCE,
  };
}

/** Fewest values from which the mean's interval relies on the central limit theorem. */
export const MEAN_INTERVAL_MIN_VALUES = 30;

/**
 * The 95 % confidence interval for the mean of a series in which each value may depend on its
 * neighbour but not beyond (a call's |IPDV|: consecutive differences share one round trip):
 * mean ± z·√((γ₀ + 2γ₁)/n), γ₀ the variance and γ₁ the lag-1 autocovariance. Null below
 * MEAN_INTERVAL_MIN_VALUES values, where the normal approximation is not to be trusted. The
 * values are magnitudes, so the lower bound is never below 0.
 */
export function meanInterval(series: readonly number[]): ConfidenceInterval | null {
  const n = series.length;
  if (n < MEAN_INTERVAL_MIN_VALUES) return null;
  const mean = series.reduce((a, b) => a + b, 0) / n;
  let g0 = 0;
  let g1 = 0;
  for (let i = 0; i < n; i++) {
    const d = series[i]! - mean;
    g0 += d * d;
    if (i > 0) g1 += d * (series[i - 1]! - mean);
  }
  const variance = Math.max(0, g0 / n + (2 * g1) / n);
  const half = Z_95 * Math.sqrt(variance / n);
  return { lower: Math.max(0, mean - half), upper: mean + half, confidence: CONFIDENCE };
}

/**
 * A small seeded generator of numbers in [0, 1) (mulberry32): the same sequence for the same seed,
 * for simulations, demo data and benchmarks that must be the same on every run.
 */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
