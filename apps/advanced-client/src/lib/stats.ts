/** Population standard deviation. */
export function stdDev(xs: readonly number[]): number {
  if (xs.length === 0) return 0;
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
  return Math.sqrt(xs.reduce((a, b) => a + (b - mean) ** 2, 0) / xs.length);
}

/** Mean absolute change between consecutive samples (the jitter speed tests report). */
export function meanChange(xs: readonly number[]): number {
  if (xs.length < 2) return 0;
  let sum = 0;
  for (let i = 1; i < xs.length; i++) sum += Math.abs(xs[i]! - xs[i - 1]!);
  return sum / (xs.length - 1);
}

/** Rounds to two decimals (results are reported in ms with 0.01 resolution). */
export const round2 = (x: number) => Math.round(x * 100) / 100;
