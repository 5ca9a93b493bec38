import type { PathStep } from '@netlens/core';

/** A link as the graph takes it: for rel -1 `a` is the provider of `b`; 0 peers; null unknown. */
export interface GraphLink {
  a: number;
  b: number;
  rel: -1 | 0 | null;
}

/** Adjacency in compressed rows: the neighbours of node i are `to[start[i]..start[i+1])`. */
interface Rows {
  start: Int32Array;
  to: Int32Array;
}

function rowsOf(n: number, pairs: Int32Array, count: number): Rows {
  const start = new Int32Array(n + 1);
  for (let i = 0; i < count; i++) start[pairs[2 * i]! + 1]!++;
  for (let i = 0; i < n; i++) start[i + 1]! += start[i]!;
  const fill = start.slice(0, n);
  const to = new Int32Array(count);
  for (let i = 0; i < count; i++) to[fill[pairs[2 * i]!]!++] = pairs[2 * i + 1]!;
  return { start, to };
}

const UP = 0;
const DOWN = 1;
const UNREACHED = -1;

/** A partial path of the search: its last node, phase, length and the step before it. */
interface Partial {
  node: number;
  phase: number;
  length: number;
  step: PathStep | null;
  prev: Partial | null;
}

/** A valley-free path: the ASes in order and how each step goes. */
export interface ValleyFreePath {
  asns: number[];
  steps: PathStep[];
}

/** A binary heap of partial paths by estimated total length (ties: shorter known part later). */
class Heap {
  private items: { f: number; seq: number; p: Partial }[] = [];
  private seq = 0;
  get size() {
    return this.items.length;
  }
  private less(i: number, j: number) {
    const a = this.items[i]!;
    const b = this.items[j]!;
    return a.f < b.f || (a.f === b.f && a.seq < b.seq);
  }
  push(f: number, p: Partial) {
    const items = this.items;
    items.push({ f, seq: this.seq++, p });
    let i = items.length - 1;
    while (i > 0) {
      const up = (i - 1) >> 1;
      if (!this.less(i, up)) break;
      [items[i], items[up]] = [items[up]!, items[i]!];
      i = up;
    }
  }
  pop(): Partial | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length > 0 && last) {
      items[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < items.length && this.less(l, m)) m = l;
        if (r < items.length && this.less(r, m)) m = r;
        if (m === i) break;
        [items[i], items[m]] = [items[m]!, items[i]!];
        i = m;
      }
    }
    return top?.p;
  }
}

/**
 * The AS link graph in memory, for valley-free path search: a path climbs customer→provider
 * links, crosses at most one peer link (or a link of unknown relationship), then descends
 * provider→customer links (Gao's export rules), and visits no AS twice.
 */
export class AsGraph {
  readonly asns: Float64Array;
  private readonly index = new Map<number, number>();
  private readonly providers: Rows;
  private readonly customers: Rows;
  private readonly peers: Rows;
  readonly linkCount: number;

  constructor(links: Iterable<GraphLink>) {
    const ids: number[] = [];
    const idOf = (asn: number) => {
      let i = this.index.get(asn);
      if (i === undefined) {
        i = ids.length;
        ids.push(asn);
        this.index.set(asn, i);
      }
      return i;
    };
    const up: number[] = [];
    const peer: number[] = [];
    let count = 0;
    for (const l of links) {
      if (l.a === l.b) continue;
      const a = idOf(l.a);
      const b = idOf(l.b);
      count++;
      if (l.rel === -1) up.push(b, a);
      else peer.push(a, b, b, a);
    }
    const n = ids.length;
    this.asns = Float64Array.from(ids);
    const upPairs = Int32Array.from(up);
    up.length = 0;
    const downPairs = new Int32Array(upPairs.length);
    for (let i = 0; i < upPairs.length; i += 2) {
      downPairs[i] = upPairs[i + 1]!;
      downPairs[i + 1] = upPairs[i]!;
    }
    this.providers = rowsOf(n, upPairs, upPairs.length / 2);
    this.customers = rowsOf(n, downPairs, downPairs.length / 2);
    const peerPairs = Int32Array.from(peer);
    peer.length = 0;
    this.peers = rowsOf(n, peerPairs, peerPairs.length / 2);
    this.linkCount = count;
  }

  get size(): number {
    return this.asns.length;
  }

  has(asn: number): boolean {
    return this.index.has(asn);
  }

  /** The ASes linked to `asn` (providers, peers, customers), or none when it is unknown. */
  neighbours(asn: number): number[] {
    const v = this.index.get(asn);
    if (v === undefined) return [];
    const out: number[] = [];
    for (const rows of [this.providers, this.peers, this.customers]) {
      for (let e = rows.start[v]!; e < rows.start[v + 1]!; e++) out.push(this.asns[rows.to[e]!]!);
    }
    return out;
  }

  /** Distances climbing provider links from `from` (UNREACHED elsewhere), and the nodes reached. */
  private climb(from: number): { dist: Int32Array; reached: number[] } {
    const dist = new Int32Array(this.size).fill(UNREACHED);
    const reached = [from];
    dist[from] = 0;
    const { start, to } = this.providers;
    for (let q = 0; q < reached.length; q++) {
      const v = reached[q]!;
      for (let e = start[v]!; e < start[v + 1]!; e++) {
        const p = to[e]!;
        if (dist[p] === UNREACHED) {
          dist[p] = dist[v]! + 1;
          reached.push(p);
        }
      }
    }
    return { dist, reached };
  }

  /**
   * The `k` shortest valley-free paths from `fromAsn` to `toAsn`, shortest first (ties in a stable
   * order). A best-first search over partial paths, guided by the exact distance to the target
   * in the up/down state graph, so complete paths come out in order of length; `maxExpansions`
   * bounds the work on pathological graphs.
   */
  paths(fromAsn: number, toAsn: number, k: number, maxExpansions = 200_000): ValleyFreePath[] {
    const s = this.index.get(fromAsn);
    const t = this.index.get(toAsn);
    if (s === undefined || t === undefined || k < 1) return [];
    if (s === t) return [{ asns: [fromAsn], steps: [] }];
    // Down phase: the distance to t descending provider→customer = t's climb.
    const down = this.climb(t).dist;
    // Up phase: over the nodes s climbs to, the distance to t (Bellman–Ford over the small cone).
    const cone = this.climb(s).reached;
    const upDist = new Map<number, number>();
    const best = (v: number) => {
      if (v === t) return 0;
      let d = Infinity;
      for (const rows of [this.peers, this.customers]) {
        for (let e = rows.start[v]!; e < rows.start[v + 1]!; e++) {
          const w = down[rows.to[e]!]!;
          if (w !== UNREACHED && w + 1 < d) d = w + 1;
        }
      }
      return d;
    };
    for (const v of cone) upDist.set(v, best(v));
    for (let changed = true, round = 0; changed && round <= cone.length; round++) {
      changed = false;
      for (const v of cone) {
        for (let e = this.providers.start[v]!; e < this.providers.start[v + 1]!; e++) {
          const via = (upDist.get(this.providers.to[e]!) ?? Infinity) + 1;
          if (via < upDist.get(v)!) {
            upDist.set(v, via);
            changed = true;
          }
        }
      }
    }
    const h = (node: number, phase: number) =>
      phase === UP ? (upDist.get(node) ?? Infinity) : down[node] === UNREACHED ? Infinity : down[node]!;

    const found: ValleyFreePath[] = [];
    const heap = new Heap();
    const onPath = (p: Partial, node: number) => {
      for (let q: Partial | null = p; q; q = q.prev) if (q.node === node) return true;
      return false;
    };
    const offer = (prev: Partial, node: number, phase: number, step: PathStep) => {
      const rest = h(node, phase);
      if (rest === Infinity || onPath(prev, node)) return;
      heap.push(prev.length + 1 + rest, { node, phase, length: prev.length + 1, step, prev });
    };
    heap.push(h(s, UP), { node: s, phase: UP, length: 0, step: null, prev: null });
    for (let expansions = 0; heap.size > 0 && found.length < k && expansions < maxExpansions; expansions++) {
      const p = heap.pop()!;
      if (p.node === t) {
        found.push(this.trace(p));
        continue;
      }
      const v = p.node;
      if (p.phase === UP) {
        const pr = this.providers;
        for (let e = pr.start[v]!; e < pr.start[v + 1]!; e++) offer(p, pr.to[e]!, UP, 'up');
        const pe = this.peers;
        for (let e = pe.start[v]!; e < pe.start[v + 1]!; e++) offer(p, pe.to[e]!, DOWN, 'peer');
      }
      const cu = this.customers;
      for (let e = cu.start[v]!; e < cu.start[v + 1]!; e++) offer(p, cu.to[e]!, DOWN, 'down');
    }
    return found;
  }

  private trace(p: Partial): ValleyFreePath {
    const asns: number[] = [];
    const steps: PathStep[] = [];
    for (let q: Partial | null = p; q; q = q.prev) {
      asns.push(this.asns[q.node]!);
      if (q.step) steps.push(q.step);
    }
    return { asns: asns.reverse(), steps: steps.reverse() };
  }
}
