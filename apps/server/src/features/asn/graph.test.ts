import { describe, expect, it } from 'vitest';
import { AsGraph, type GraphLink } from './graph.js';
import { graphLinks } from './links.js';

const p2c = (a: number, b: number): GraphLink => ({ a, b, rel: -1 });
const peer = (a: number, b: number): GraphLink => ({ a, b, rel: 0 });
const asns = (g: AsGraph, s: number, t: number, k = 5) => g.paths(s, t, k).map((p) => p.asns);

describe('valley-free path search', () => {
  it('climbs to a common provider and descends', () => {
    const g = new AsGraph([p2c(1, 2), p2c(1, 3)]);
    expect(g.paths(2, 3, 1)).toEqual([{ asns: [2, 1, 3], steps: ['up', 'down'] }]);
  });

  it('accepts a path crossing one peer link', () => {
    const g = new AsGraph([p2c(10, 1), p2c(20, 2), peer(10, 20)]);
    expect(g.paths(1, 2, 3)).toEqual([{ asns: [1, 10, 20, 2], steps: ['up', 'peer', 'down'] }]);
  });

  it('refuses a path through two peer links', () => {
    const g = new AsGraph([peer(1, 2), peer(2, 3)]);
    expect(asns(g, 1, 3)).toEqual([]);
    // One peer link is fine.
    expect(asns(g, 1, 2)).toEqual([[1, 2]]);
  });

  it('refuses a customer→provider→customer valley', () => {
    // 2 is a customer of both 1 and 3: 1 → 2 → 3 would go down then up.
    const g = new AsGraph([p2c(1, 2), p2c(3, 2)]);
    expect(asns(g, 1, 3)).toEqual([]);
    // Climbing from the customer to either provider is fine.
    expect(asns(g, 2, 3)).toEqual([[2, 3]]);
  });

  it('refuses going up again after a peer link', () => {
    const g = new AsGraph([peer(1, 2), p2c(3, 2)]);
    expect(asns(g, 1, 3)).toEqual([]);
  });

  it('gives the k shortest in order of length, and no more than k', () => {
    // 1 reaches 9: via 5 (length 2), via the peer link 6–7 (length 3), via 8 and 4 (length 4).
    const g = new AsGraph([
      p2c(5, 1),
      p2c(5, 9),
      p2c(6, 1),
      peer(6, 7),
      p2c(7, 9),
      p2c(8, 1),
      p2c(4, 8),
      p2c(4, 3),
      p2c(3, 9),
    ]);
    expect(asns(g, 1, 9)).toEqual([
      [1, 5, 9],
      [1, 6, 7, 9],
      [1, 8, 4, 3, 9],
    ]);
    expect(asns(g, 1, 9, 2)).toEqual([
      [1, 5, 9],
      [1, 6, 7, 9],
    ]);
  });

  it('treats a link of unknown relationship like a peer link', () => {
    const g = new AsGraph([
      { a: 1, b: 2, rel: null },
      { a: 2, b: 3, rel: null },
    ]);
    expect(asns(g, 1, 2)).toEqual([[1, 2]]);
    expect(asns(g, 1, 3)).toEqual([]);
  });

  it('answers nothing for unknown ASes and the AS itself for the same start and end', () => {
    const g = new AsGraph([p2c(1, 2)]);
    expect(asns(g, 1, 99)).toEqual([]);
    expect(asns(g, 2, 2)).toEqual([[2]]);
  });
});

describe('links for the graph', () => {
  it('keeps one link per pair, the best-ranked known relationship', () => {
    expect(
      graphLinks([
        { asn1: 5, asn2: 1, rel: null, source: 'traceroute' },
        { asn1: 5, asn2: 1, rel: -1, source: 'caida' },
        { asn1: 2, asn2: 3, rel: 0, source: 'caida' },
      ]),
    ).toEqual([
      { a: 5, b: 1, rel: -1 },
      { a: 2, b: 3, rel: 0 },
    ]);
  });
});
