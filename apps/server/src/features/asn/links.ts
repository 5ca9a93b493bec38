import type { AsnLink, AsnLinkSource, NeighbourRole } from '@netlens/core';
import type { GraphLink } from './graph.js';
import type { LinkRow } from './repo.js';

/** Which source's relationship counts when several describe one link: CAIDA's first. */
const Rank: Record<string, number> = { caida: 0, peeringdb: 1, traceroute: 2 };

/** The link records of each pair of ASes merged into one link: the best-ranked known relationship, every source. */
export function mergeLinks(rows: Iterable<LinkRow>): AsnLink[] {
  const byPair = new Map<string, { link: AsnLink; rank: number }>();
  for (const r of rows) {
    const [lo, hi] = r.asn1 < r.asn2 ? [r.asn1, r.asn2] : [r.asn2, r.asn1];
    const key = `${lo}|${hi}`;
    const rank = r.rel === null ? 9 : (Rank[r.source] ?? 9);
    const link: AsnLink =
      r.rel === -1
        ? { from: r.asn1, to: r.asn2, relationship: 'p2c', sources: [] }
        : { from: lo, to: hi, relationship: r.rel === 0 ? 'p2p' : 'unknown', sources: [] };
    const had = byPair.get(key);
    const sources = new Set<AsnLinkSource>([...(had?.link.sources ?? []), r.source as AsnLinkSource]);
    const keep = had && had.rank <= rank ? had : { link, rank };
    keep.link = { ...keep.link, sources: [...sources].sort() };
    byPair.set(key, keep);
  }
  return [...byPair.values()].map((v) => v.link);
}

/**
 * The links as the path search takes them, one per pair of ASes with the best-ranked known
 * relationship (as mergeLinks decides), lean enough for half a million records: sorted by pair
 * and rank in typed arrays rather than merged through a map.
 */
export function graphLinks(rows: LinkRow[]): GraphLink[] {
  const n = rows.length;
  const lo = new Float64Array(n);
  const hi = new Float64Array(n);
  const rank = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const r = rows[i]!;
    lo[i] = Math.min(r.asn1, r.asn2);
    hi[i] = Math.max(r.asn1, r.asn2);
    rank[i] = r.rel === null ? 9 : (Rank[r.source] ?? 9);
  }
  const order = Uint32Array.from({ length: n }, (_, i) => i).sort(
    (a, b) => lo[a]! - lo[b]! || hi[a]! - hi[b]! || rank[a]! - rank[b]!,
  );
  const out: GraphLink[] = [];
  for (let k = 0; k < n; k++) {
    const i = order[k]!;
    if (k > 0 && lo[i] === lo[order[k - 1]!] && hi[i] === hi[order[k - 1]!]) continue;
    const r = rows[i]!;
    out.push({ a: r.asn1, b: r.asn2, rel: r.rel === -1 ? -1 : r.rel === 0 ? 0 : null });
  }
  return out;
}

/** The role of the other end of a link, seen from `asn`. */
export function roleOf(l: AsnLink, asn: number): NeighbourRole {
  if (l.relationship === 'p2p') return 'peer';
  if (l.relationship === 'unknown') return 'unknown';
  return l.from === asn ? 'customer' : 'provider';
}
