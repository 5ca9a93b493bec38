import { performance } from 'node:perf_hooks';
import type { TokenBuckets } from './limits.js';

/** The key a run's packets must carry, or null when the relay does not know the run. */
export type RunKeyLookup = (runId: string) => Promise<Uint8Array | null>;

const KNOWN_MS = 30_000;
const UNKNOWN_MS = 5_000;
const MAX_ENTRIES = 10_000;

/**
 * The keys of the runs the relay answers, looked up once per run and kept for a while (unknown
 * runs too, for less time), with at most one lookup per run at a time and a bounded lookup rate.
 */
export class RunKeys {
  private readonly cache = new Map<string, { key: Uint8Array | null; until: number }>();
  private readonly pending = new Map<string, Promise<Uint8Array | null>>();

  constructor(
    private readonly lookup: RunKeyLookup,
    private readonly lookups: TokenBuckets,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /**
   * The run's key while it is remembered (null: an unknown run), without waiting: what every
   * packet of a call after its first asks; undefined when it must be looked up.
   */
  cached(runId: string): Uint8Array | null | undefined {
    const cached = this.cache.get(runId);
    return cached && cached.until > this.now() ? cached.key : undefined;
  }

  /** The run's key; null when the run is unknown, or when looking it up must wait. */
  async key(runId: string): Promise<Uint8Array | null> {
    const cached = this.cached(runId);
    if (cached !== undefined) return cached;
    const pending = this.pending.get(runId);
    if (pending) return pending;
    if (!this.lookups.take('all')) return null;
    const found = this.lookup(runId)
      .catch(() => null)
      .then((key) => {
        this.pending.delete(runId);
        this.remember(runId, key);
        return key;
      });
    this.pending.set(runId, found);
    return found;
  }

  private remember(runId: string, key: Uint8Array | null): void {
    this.cache.delete(runId);
    if (this.cache.size >= MAX_ENTRIES) {
      const t = this.now();
      for (const [id, entry] of this.cache) if (entry.until <= t) this.cache.delete(id);
      const oldest = this.cache.keys().next();
      if (this.cache.size >= MAX_ENTRIES && !oldest.done) this.cache.delete(oldest.value);
    }
    this.cache.set(runId, { key, until: this.now() + (key ? KNOWN_MS : UNKNOWN_MS) });
  }
}
