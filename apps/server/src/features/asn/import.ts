import type { Db } from '../../db/index.js';
import { parseAsOrg, parseAsRel, parsePeeringDb } from './parse.js';
import * as repo from './repo.js';

export { AsnImportError } from './parse.js';

/** Imports CAIDA's AS relationships, replacing the links CAIDA gave before; the number of links. */
export async function importAsRel(db: Db, text: string, now = new Date()): Promise<number> {
  const links = parseAsRel(text).map((l) => ({ asn1: l.a, asn2: l.b, rel: l.rel }));
  await repo.replaceLinks(db, 'caida', links, now.toISOString());
  return links.length;
}

/** Imports CAIDA's AS-to-organisation file: organisations and ASes added or updated. */
export async function importAsOrg(db: Db, text: string): Promise<{ orgs: number; asns: number }> {
  const { orgs, systems } = parseAsOrg(text);
  await repo.upsertOrgsAndSystems(db, 'caida', orgs, systems);
  return { orgs: orgs.length, asns: systems.length };
}

/** Imports a PeeringDB JSON export's organisations and networks. */
export async function importPeeringDb(db: Db, text: string): Promise<{ orgs: number; asns: number }> {
  const { orgs, systems } = parsePeeringDb(text);
  await repo.upsertOrgsAndSystems(db, 'peeringdb', orgs, systems);
  return { orgs: orgs.length, asns: systems.length };
}
