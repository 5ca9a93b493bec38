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

/** A merged link as the path search takes it. */
export const graphLink = (l: AsnLink): GraphLink => ({
  a: l.from,
  b: l.to,
  rel: l.relationship === 'p2c' ? -1 : l.relationship === 'p2p' ? 0 : null,
});

/** The role of the other end of a link, seen from `asn`. */
export function roleOf(l: AsnLink, asn: number): NeighbourRole {
  if (l.relationship === 'p2p') return 'peer';
  if (l.relationship === 'unknown') return 'unknown';
  return l.from === asn ? 'customer' : 'provider';
}
