import { foldName } from './fold.js';

/**
 * How much a way of matching the query weighs, as a factor on importance: a place named exactly
 * what was typed counts as one a hundred times bigger, one matched at a later word of its name
 * (the "York" of "New York") as one ten times smaller. "Par" still offers Paris (2.1 million)
 * before Par in Cornwall (9,500), while "York" offers York before New York.
 */
const EXACT = 100;
const PREFIX = 1;
const WORD_PREFIX = 0.1;

/** A sorted list of folded names (and of each later word of a name) for prefix search. */
export interface NameIndex {
  keys: string[];
  ids: Int32Array;
  /** 0 when the key is the whole name, 1 when it starts at a later word. */
  wordStart: Uint8Array;
}

/** Builds the index from the places' folded names (see foldName). */
export function buildNameIndex(folded: readonly string[]): NameIndex {
  const keys: string[] = [];
  const ids: number[] = [];
  const word: number[] = [];
  folded.forEach((key, id) => {
    if (!key) return;
    keys.push(key);
    ids.push(id);
    word.push(0);
    for (let at = key.indexOf(' '); at !== -1; at = key.indexOf(' ', at + 1)) {
      keys.push(key.slice(at + 1));
      ids.push(id);
      word.push(1);
    }
  });
  const order = Array.from(keys.keys());
  order.sort((a, b) => {
    const x = keys[a]!;
    const y = keys[b]!;
    return x === y ? a - b : x < y ? -1 : 1;
  });
  return {
    keys: order.map((i) => keys[i]!),
    ids: Int32Array.from(order, (i) => ids[i]!),
    wordStart: Uint8Array.from(order, (i) => word[i]!),
  };
}

function lowerBound(keys: readonly string[], q: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keys[mid]! < q) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export interface RankInput {
  /** Larger is more important (a population). */
  importance: (id: number) => number;
  nameLength: (id: number) => number;
  /** Only places for which this holds are offered. */
  accept?: (id: number) => boolean;
}

/**
 * Up to `max` place ids whose name, or a word of it, starts with the folded query, the most
 * important first once weighed by how the name matched (see EXACT), then the shortest name.
 */
export function searchNames(index: NameIndex, query: string, max: number, rank: RankInput): number[] {
  const q = foldName(query);
  if (!q || max <= 0) return [];
  const best = new Map<number, number>();
  for (let i = lowerBound(index.keys, q); i < index.keys.length && index.keys[i]!.startsWith(q); i++) {
    const id = index.ids[i]!;
    if (rank.accept && !rank.accept(id)) continue;
    const weight = index.wordStart[i] ? WORD_PREFIX : index.keys[i] === q ? EXACT : PREFIX;
    const seen = best.get(id);
    if (seen === undefined || weight > seen) best.set(id, weight);
  }
  const score = (id: number) => [-best.get(id)! * rank.importance(id), rank.nameLength(id), id];
  const before = (a: number, b: number) => {
    const sa = score(a);
    const sb = score(b);
    for (let k = 0; k < sa.length; k++) if (sa[k] !== sb[k]) return sa[k]! < sb[k]!;
    return false;
  };
  const top: number[] = [];
  for (const id of best.keys()) {
    if (top.length === max && !before(id, top[max - 1]!)) continue;
    let at = Math.min(top.length, max - 1);
    top[at] = id;
    while (at > 0 && before(top[at]!, top[at - 1]!)) {
      [top[at], top[at - 1]] = [top[at - 1]!, top[at]!];
      at--;
    }
  }
  return top;
}
