import type { MetroScore } from '@netlens/core';

export type MetroSortKey = 'metro' | 'samples' | 'median' | 'score';
export type SortDirection = 'ascending' | 'descending';

const HealthOrder = { unhealthy: 0, meets: 1, tooFewSamples: 2 } as const;

/** Nulls (too few samples) always sort last, whichever the direction. */
function compareNullable(a: number | null, b: number | null, dir: number): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return (a - b) * dir;
}

/**
 * The table's rows sorted by a column; `name` gives a metro's displayed name (city, country) for
 * sorting by name in the UI language. Ties keep the most-sampled metro first.
 */
export function sortMetros(
  metros: readonly MetroScore[],
  key: MetroSortKey,
  direction: SortDirection,
  name: (m: MetroScore) => string,
  collator: Intl.Collator = new Intl.Collator(),
): MetroScore[] {
  const dir = direction === 'ascending' ? 1 : -1;
  const cmp = (a: MetroScore, b: MetroScore): number => {
    switch (key) {
      case 'metro':
        return collator.compare(name(a), name(b)) * dir;
      case 'samples':
        return (a.samples - b.samples) * dir;
      case 'median':
        return compareNullable(a.medianLatencyMs, b.medianLatencyMs, dir);
      case 'score':
        return (
          compareNullable(a.score, b.score, dir) || (HealthOrder[a.health] - HealthOrder[b.health]) * dir
        );
    }
  };
  return [...metros].sort((a, b) => cmp(a, b) || b.samples - a.samples);
}
