import type { Db } from '../../db/index.js';
import { metroScores, type ScoresSource } from './service.js';

type Scores = Awaited<ReturnType<ScoresSource>>;

/**
 * The window's metro scores, computed at most once per `maxAgeMs`: a set younger than half of it
 * is answered as it is; an older one is answered while a fresh one is computed beside it; none, or
 * one past `maxAgeMs`, is waited for. One computation at a time, whoever asks. Each answer's
 * `window.until` says when it was computed. `maxAgeMs` 0 computes on every call. A refresh that
 * fails beside an answer goes to `onError`; the next call tries again.
 */
export function cachedMetroScores(opts: {
  db: Db;
  hours: number;
  maxAgeMs: number;
  onError: (err: unknown) => void;
}): ScoresSource {
  const { db, hours, maxAgeMs, onError } = opts;
  let current: { at: number; scores: Scores } | null = null;
  let computing: Promise<Scores> | null = null;
  const compute = () =>
    (computing ??= (async () => {
      try {
        const at = Date.now();
        const scores = await metroScores(db, hours, new Date(at));
        current = { at, scores };
        return scores;
      } finally {
        computing = null;
      }
    })());
  return async () => {
    if (maxAgeMs <= 0) return metroScores(db, hours);
    const age = current ? Date.now() - current.at : Infinity;
    if (!current || age >= maxAgeMs) return compute();
    if (age >= maxAgeMs / 2) compute().catch(onError);
    return current.scores;
  };
}
