import Graph from 'graphology';
import type { AsnGraph, AsnLink, AsnPath, AsnSummary } from '@netlens/core';

/** Node and edge attributes of the drawing. */
export interface NodeAttrs {
  x: number;
  y: number;
  size: number;
  label: string;
  color: string;
  /** The ASes whose neighbours are drawn. */
  expanded?: boolean;
}

export interface EdgeAttrs {
  size: number;
  color: string;
  type: 'arrow' | 'line';
  relationship: AsnLink['relationship'];
}

export type LinkGraph = Graph<NodeAttrs, EdgeAttrs>;

export const Colors = {
  node: '#6b7a8f',
  focus: '#0f6cbd',
  path: '#c50f1f',
  p2c: '#9aa5b1',
  p2p: '#8764b8',
  unknown: '#c8c6c4',
};

export const newLinkGraph = (): LinkGraph =>
  new Graph<NodeAttrs, EdgeAttrs>({ type: 'directed', multi: false });

const key = (asn: number) => String(asn);
const edgeColor = (l: AsnLink) => Colors[l.relationship];

/** Adds an AS (if new) near `around`, on a ring so new neighbours do not sit on each other. */
function addNode(g: LinkGraph, n: AsnSummary, around: { x: number; y: number }, i: number, count: number) {
  if (g.hasNode(key(n.asn))) return;
  const angle = (2 * Math.PI * i) / Math.max(1, count) + Math.random() * 0.1;
  const radius = 1 + Math.sqrt(count) * 0.5;
  g.addNode(key(n.asn), {
    x: around.x + radius * Math.cos(angle),
    y: around.y + radius * Math.sin(angle),
    size: 4,
    label: n.name ? `AS${n.asn} ${n.name}` : `AS${n.asn}`,
    color: Colors.node,
  });
}

function addLink(g: LinkGraph, l: AsnLink) {
  const [a, b] = [key(l.from), key(l.to)];
  if (!g.hasNode(a) || !g.hasNode(b) || g.hasEdge(a, b) || g.hasEdge(b, a)) return;
  g.addEdge(a, b, {
    size: l.relationship === 'p2c' ? 1 : 1.5,
    color: edgeColor(l),
    type: l.relationship === 'p2c' ? 'arrow' : 'line',
    relationship: l.relationship,
  });
}

/** Merges the graph around `center` into the drawing; the center is marked as expanded. */
export function mergeNeighbourhood(g: LinkGraph, center: number, answer: AsnGraph): void {
  const c = answer.nodes.find((n) => n.asn === center);
  if (c) addNode(g, c, { x: 0, y: 0 }, 0, 1);
  const at = g.hasNode(key(center)) ? g.getNodeAttributes(key(center)) : { x: 0, y: 0 };
  const others = answer.nodes.filter((n) => n.asn !== center);
  others.forEach((n, i) => addNode(g, n, at, i, others.length));
  for (const l of answer.links) addLink(g, l);
  if (g.hasNode(key(center))) g.mergeNodeAttributes(key(center), { expanded: true });
  resize(g);
}

/** Adds the ASes and links of paths to the drawing. */
export function mergePaths(g: LinkGraph, paths: AsnPath[], nodes: AsnSummary[]): void {
  const byAsn = new Map(nodes.map((n) => [n.asn, n]));
  for (const p of paths) {
    p.asns.forEach((asn, i) => {
      const n = byAsn.get(asn) ?? { asn, name: '', orgId: null, orgName: null, country: null };
      const prev =
        i > 0 && g.hasNode(key(p.asns[i - 1]!)) ? g.getNodeAttributes(key(p.asns[i - 1]!)) : { x: 0, y: 0 };
      addNode(g, n, { x: prev.x + 1, y: prev.y }, i, p.asns.length);
      if (i > 0) {
        const step = p.steps[i - 1]!;
        const [from, to] = step === 'up' ? [asn, p.asns[i - 1]!] : [p.asns[i - 1]!, asn];
        addLink(g, { from, to, relationship: step === 'peer' ? 'p2p' : 'p2c', sources: [] });
      }
    });
  }
  resize(g);
}

/** Node sizes by their number of drawn links, so hubs stand out. */
function resize(g: LinkGraph) {
  g.forEachNode((n) => g.setNodeAttribute(n, 'size', Math.min(16, 3 + Math.sqrt(g.degree(n)))));
}

/** The edges along the paths (either direction), for highlighting. */
export function pathEdges(g: LinkGraph, paths: AsnPath[]): Set<string> {
  const edges = new Set<string>();
  for (const p of paths) {
    for (let i = 1; i < p.asns.length; i++) {
      const [a, b] = [key(p.asns[i - 1]!), key(p.asns[i]!)];
      const e = g.hasEdge(a, b) ? g.edge(a, b) : g.hasEdge(b, a) ? g.edge(b, a) : undefined;
      if (e) edges.add(e);
    }
  }
  return edges;
}
