import type { Db } from '../../db/index.js';
import type { AsnCatalogue } from '../ipclassification/index.js';
import { AsGraph } from './graph.js';
import { graphLinks } from './links.js';
import * as repo from './repo.js';

/** Something built from the database once per state of its data, per process and database. */
class Kept<T> {
  private readonly byDb = new WeakMap<Db, { version: string; value: Promise<T> }>();
  constructor(
    private readonly key: string,
    private readonly build: (db: Db) => Promise<T>,
  ) {}

  async get(db: Db): Promise<T> {
    const version = (await repo.stateValue(db, this.key)) ?? 'empty';
    const kept = this.byDb.get(db);
    if (kept?.version === version) return kept.value;
    const value = this.build(db);
    this.byDb.set(db, { version, value });
    value.catch(() => this.byDb.delete(db));
    return value;
  }
}

/** The link graph in memory, with how long it took to load. */
export interface LoadedGraph {
  graph: AsGraph;
  loadMs: number;
}

/** The path-search graph, rebuilt when the links change (their version in asn_state). */
export const keptGraph = new Kept<LoadedGraph>(repo.StateKeys.links, async (db) => {
  const started = performance.now();
  const graph = new AsGraph(graphLinks(await repo.allLinks(db)));
  return { graph, loadMs: performance.now() - started };
});

/** What the explorer knows of an AS: the routing data's name and the imported one. */
export interface CatalogueEntry {
  asn: number;
  routingName: string | null;
  importedName: string | null;
  orgId: string | null;
}

export interface Catalogue {
  /** Every AS, by number. */
  sorted: CatalogueEntry[];
  byAsn: Map<number, CatalogueEntry>;
}

const catalogues = new WeakMap<AsnCatalogue, Kept<Catalogue>>();

/** The ASes of the routing data and of the imports, rebuilt when the imports change. */
export function keptCatalogue(routing: AsnCatalogue): Kept<Catalogue> {
  let kept = catalogues.get(routing);
  if (!kept) {
    kept = new Kept(repo.StateKeys.systems, async (db) => {
      const byAsn = new Map<number, CatalogueEntry>();
      for (const [asn, name] of await routing.names()) {
        if (asn > 0) byAsn.set(asn, { asn, routingName: name, importedName: null, orgId: null });
      }
      for (const s of await repo.allSystems(db)) {
        const e = byAsn.get(s.asn);
        if (e) Object.assign(e, { importedName: s.name, orgId: s.orgId });
        else byAsn.set(s.asn, { asn: s.asn, routingName: null, importedName: s.name, orgId: s.orgId });
      }
      return { byAsn, sorted: [...byAsn.values()].sort((a, b) => a.asn - b.asn) };
    });
    catalogues.set(routing, kept);
  }
  return kept;
}

/** The name shown for an AS: the imported one, else the routing data's. */
export const nameOf = (e: CatalogueEntry | undefined): string => e?.importedName || e?.routingName || '';
