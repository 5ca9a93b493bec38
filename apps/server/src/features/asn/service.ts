import type {
  AsnDetail,
  AsnGraph,
  AsnLink,
  AsnNeighbour,
  AsnSummary,
  AsnTraffic,
  PathQueryAnswer,
} from '@netlens/core';
import type { Db } from '../../db/index.js';
import type { AsnCatalogue } from '../ipclassification/index.js';
import { asnTraffic } from '../reports/index.js';
import { mergeLinks, roleOf } from './links.js';
import * as repo from './repo.js';
import { keptCatalogue, keptGraph, nameOf, type Catalogue, type CatalogueEntry } from './state.js';

export interface AsnServiceDeps {
  db: Db;
  routing: AsnCatalogue;
}

/** Announced prefixes listed per AS in detail. */
const PREFIXES_SHOWN = 200;

export interface Paging {
  pageNumber: number;
  numberOfEntitiesPerPage: number;
}

const pageOf = <T>(items: T[], total: number, p: Paging) => ({ items, total, ...p });
const offsetOf = (p: Paging) => (p.pageNumber - 1) * p.numberOfEntitiesPerPage;

/** Summaries of catalogue entries, with their organisations' names and countries. */
async function summaries(db: Db, entries: CatalogueEntry[]): Promise<AsnSummary[]> {
  const orgIds = [...new Set(entries.flatMap((e) => (e.orgId ? [e.orgId] : [])))];
  const orgs = new Map((await repo.orgsById(db, orgIds)).map((o) => [o.orgId, o]));
  return entries.map((e) => {
    const org = e.orgId ? orgs.get(e.orgId) : undefined;
    return {
      asn: e.asn,
      name: nameOf(e),
      orgId: e.orgId,
      orgName: org?.name ?? null,
      country: org?.country ?? null,
    };
  });
}

/** The entry of an AS, or a bare one for an AS only the links know. */
const entryOf = (c: Catalogue, asn: number): CatalogueEntry =>
  c.byAsn.get(asn) ?? { asn, routingName: null, importedName: null, orgId: null };

/**
 * ASes matching a search: by number when it is one (with or without "AS"; the exact AS first, then
 * those whose number starts with it), else by name (any case); every AS without a search.
 */
export async function searchAsns(deps: AsnServiceDeps, query: string | undefined, paging: Paging) {
  const c = await keptCatalogue(deps.routing).get(deps.db);
  const q = (query ?? '').trim();
  const digits = /^(?:as)?\s*(\d+)$/i.exec(q)?.[1];
  let found: CatalogueEntry[];
  if (!q) found = c.sorted;
  else if (digits) {
    const exact = c.byAsn.get(Number(digits));
    found = c.sorted.filter((e) => e !== exact && String(e.asn).startsWith(digits));
    if (exact) found.unshift(exact);
  } else {
    const lower = q.toLowerCase();
    found = c.sorted.filter((e) => nameOf(e).toLowerCase().includes(lower));
  }
  const start = offsetOf(paging);
  const items = await summaries(deps.db, found.slice(start, start + paging.numberOfEntitiesPerPage));
  return pageOf(items, found.length, paging);
}

export async function asnTotal(deps: AsnServiceDeps): Promise<number> {
  return (await keptCatalogue(deps.routing).get(deps.db)).sorted.length;
}

/** ASes in detail (those known; unknown numbers are left out). */
export async function details(deps: AsnServiceDeps, asns: number[]): Promise<AsnDetail[]> {
  const c = await keptCatalogue(deps.routing).get(deps.db);
  const known = [...new Set(asns)].flatMap((a) => (c.byAsn.has(a) ? [c.byAsn.get(a)!] : []));
  const base = await summaries(deps.db, known);
  return Promise.all(
    base.map(async (s, i) => {
      const e = known[i]!;
      const { prefixes, total } = await deps.routing.prefixes(s.asn, PREFIXES_SHOWN);
      const names = [...new Set([e.importedName, e.routingName].filter((n): n is string => Boolean(n)))];
      return { ...s, names, prefixes, prefixTotal: total };
    }),
  );
}

export async function searchOrgs(db: Db, name: string | undefined, paging: Paging) {
  const { items, total } = await repo.searchOrgs(db, name, offsetOf(paging), paging.numberOfEntitiesPerPage);
  return pageOf(items, total, paging);
}

export async function ownedAsns(deps: AsnServiceDeps, orgId: string, paging: Paging) {
  const c = await keptCatalogue(deps.routing).get(deps.db);
  const rows = await repo.systemsOfOrg(deps.db, orgId, offsetOf(paging), paging.numberOfEntitiesPerPage);
  const total = await repo.countSystemsOfOrg(deps.db, orgId);
  return pageOf(
    await summaries(
      deps.db,
      rows.map((r) => entryOf(c, r.asn)),
    ),
    total,
    paging,
  );
}

export async function traffic(db: Db, asn: number): Promise<AsnTraffic> {
  return { asn, ...(await asnTraffic(db, asn)) };
}

/** An AS's neighbours with their role (provider, customer, peer, unknown), by role then number. */
export async function neighbours(deps: AsnServiceDeps, asn: number): Promise<AsnNeighbour[]> {
  const c = await keptCatalogue(deps.routing).get(deps.db);
  const order = { provider: 0, peer: 1, customer: 2, unknown: 3 };
  return mergeLinks(await repo.linksOf(deps.db, asn))
    .map((l) => {
      const other = l.from === asn ? l.to : l.from;
      return { asn: other, name: nameOf(c.byAsn.get(other)), role: roleOf(l, asn), sources: l.sources };
    })
    .sort((a, b) => order[a.role] - order[b.role] || a.asn - b.asn);
}

/** The links among the ASes. */
export async function linksAmong(db: Db, asns: number[]): Promise<AsnLink[]> {
  return mergeLinks(await repo.linksAmong(db, [...new Set(asns)]));
}

export async function linkTotals(db: Db) {
  const { graph } = await keptGraph.get(db);
  return { total: graph.linkCount, bySource: await repo.linkCountsBySource(db) };
}

/** The graph around an AS: its neighbours (and theirs at depth 2), at most `maxNodes` ASes. */
export async function buildGraph(
  deps: AsnServiceDeps,
  asn: number,
  depth: number,
  maxNodes: number,
): Promise<AsnGraph> {
  const { graph } = await keptGraph.get(deps.db);
  const chosen = new Set<number>([asn]);
  let frontier = [asn];
  let truncated = false;
  for (let d = 0; d < depth && !truncated; d++) {
    const next: number[] = [];
    for (const v of frontier) {
      for (const w of graph.neighbours(v)) {
        if (chosen.has(w)) continue;
        if (chosen.size >= maxNodes) {
          truncated = true;
          break;
        }
        chosen.add(w);
        next.push(w);
      }
    }
    frontier = next;
  }
  const c = await keptCatalogue(deps.routing).get(deps.db);
  const asns = [...chosen];
  const links = mergeLinks(await repo.linksAmong(deps.db, asns));
  return {
    nodes: await summaries(
      deps.db,
      asns.map((a) => entryOf(c, a)),
    ),
    links,
    truncated,
  };
}

/** The `total` shortest valley-free paths between two ASes, and the ASes on them. */
export async function pathQuery(
  deps: AsnServiceDeps,
  start: number,
  end: number,
  total: number,
): Promise<PathQueryAnswer> {
  const { graph } = await keptGraph.get(deps.db);
  const paths = graph.paths(start, end, total);
  const c = await keptCatalogue(deps.routing).get(deps.db);
  const onPaths = [...new Set(paths.flatMap((p) => p.asns))];
  return {
    paths,
    nodes: await summaries(
      deps.db,
      onPaths.map((a) => entryOf(c, a)),
    ),
  };
}
