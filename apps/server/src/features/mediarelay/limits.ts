import { performance } from 'node:perf_hooks';

/**
 * Token buckets by key (a source address, a run): each allows `rate` packets a second and up to
 * `burst` at once. At most `maxKeys` are kept: idle buckets are forgotten first, then the oldest.
 */
export class TokenBuckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly rate: number,
    private readonly burst: number,
    private readonly maxKeys = 10_000,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Takes one token from the key's bucket; false when it is empty. */
  take(key: string): boolean {
    const t = this.now();
    let bucket = this.buckets.get(key);
    if (bucket) {
      bucket.tokens = this.refilled(bucket, t);
      bucket.at = t;
    } else {
      if (this.buckets.size >= this.maxKeys) this.prune(t);
      bucket = { tokens: this.burst, at: t };
      this.buckets.set(key, bucket);
    }
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }

  private refilled(bucket: { tokens: number; at: number }, t: number): number {
    return Math.min(this.burst, bucket.tokens + ((t - bucket.at) / 1000) * this.rate);
  }

  private prune(t: number): void {
    for (const [key, bucket] of this.buckets) {
      if (this.refilled(bucket, t) >= this.burst) this.buckets.delete(key);
    }
    const oldest = this.buckets.keys().next();
    if (this.buckets.size >= this.maxKeys && !oldest.done) this.buckets.delete(oldest.value);
  }
}
