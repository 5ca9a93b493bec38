import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/index.js';
import { likeContaining } from '../../db/like.js';
import type { Database } from '../../db/schema.js';
import type { OrgRow, SystemRow } from './parse.js';

/** A stored link: rel -1 when asn1 is the provider of asn2, 0 peers, null unknown. */
export interface LinkRow {
  asn1: number;
  asn2: number;
  rel: number | null;
  source: string;
}

type Tx = Transaction<Database>;
const BATCH = 1000;

/** The state keys: each changes whenever what it names changes. */
export const StateKeys = {
  links: 'links.version',
  systems: 'systems.version',
  tracerouteScan: 'traceroute.scannedTo',
} as const;

export async function stateValue(db: Db | Tx, key: string): Promise<string | null> {
  const row = await db.selectFrom('asn_state').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value ?? null;
}

export async function setState(db: Db | Tx, key: string, value: string): Promise<void> {
  await db
    .insertInto('asn_state')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

const bump = (tx: Tx, key: string) => setState(tx, key, randomUUID());

const linkRow = (l: { asn1: number; asn2: number; rel: number | null }, source: string, now: string) => ({
  asn1: l.asn1,
  asn2: l.asn2,
  rel: l.rel,
  source,
  updated_at: now,
});

/** Replaces every link of `source` with `links`, in one transaction. */
export async function replaceLinks(
  db: Db,
  source: string,
  links: { asn1: number; asn2: number; rel: number | null }[],
  now: string,
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx.deleteFrom('asn_links').where('source', '=', source).execute();
    for (let i = 0; i < links.length; i += BATCH) {
      const values = links.slice(i, i + BATCH).map((l) => linkRow(l, source, now));
      await tx
        .insertInto('asn_links')
        .values(values)
        .onConflict((oc) =>
          oc.columns(['asn1', 'asn2', 'source']).doUpdateSet({ rel: (eb) => eb.ref('excluded.rel') }),
        )
        .execute();
    }
    await bump(tx, StateKeys.links);
  });
}

/** Adds links of `source` (or refreshes their time), in one transaction, and moves the scan mark. */
export async function addLinks(
  db: Db,
  source: string,
  links: { asn1: number; asn2: number; rel: number | null }[],
  now: string,
  scannedTo: string,
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    for (let i = 0; i < links.length; i += BATCH) {
      await tx
        .insertInto('asn_links')
        .values(links.slice(i, i + BATCH).map((l) => linkRow(l, source, now)))
        .onConflict((oc) => oc.columns(['asn1', 'asn2', 'source']).doUpdateSet({ updated_at: now }))
        .execute();
    }
    if (links.length > 0) await bump(tx, StateKeys.links);
    await setState(tx, StateKeys.tracerouteScan, scannedTo);
  });
}

/** Adds or updates organisations and ASes, in one transaction. */
export async function upsertOrgsAndSystems(
  db: Db,
  source: string,
  orgs: OrgRow[],
  systems: SystemRow[],
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    for (let i = 0; i < orgs.length; i += BATCH) {
      await tx
        .insertInto('asn_orgs')
        .values(
          orgs
            .slice(i, i + BATCH)
            .map((o) => ({ org_id: o.orgId, name: o.name, country: o.country, source })),
        )
        .onConflict((oc) =>
          oc.column('org_id').doUpdateSet((eb) => ({
            name: eb.ref('excluded.name'),
            country: eb.ref('excluded.country'),
            source: eb.ref('excluded.source'),
          })),
        )
        .execute();
    }
    for (let i = 0; i < systems.length; i += BATCH) {
      await tx
        .insertInto('asn_systems')
        .values(
          systems.slice(i, i + BATCH).map((s) => ({ asn: s.asn, name: s.name, org_id: s.orgId, source })),
        )
        .onConflict((oc) =>
          oc.column('asn').doUpdateSet((eb) => ({
            name: eb.ref('excluded.name'),
            org_id: eb.ref('excluded.org_id'),
            source: eb.ref('excluded.source'),
          })),
        )
        .execute();
    }
    await bump(tx, StateKeys.systems);
  });
}

const toLink = (r: {
  asn1: number | string;
  asn2: number | string;
  rel: number | null;
  source: string;
}): LinkRow => ({
  asn1: Number(r.asn1),
  asn2: Number(r.asn2),
  rel: r.rel === null ? null : Number(r.rel),
  source: r.source,
});

/** Every link, for the in-memory graph. */
export async function allLinks(db: Db): Promise<LinkRow[]> {
  const rows = await db.selectFrom('asn_links').select(['asn1', 'asn2', 'rel', 'source']).execute();
  return rows.map(toLink);
}

/** The links of one AS. */
export async function linksOf(db: Db, asn: number): Promise<LinkRow[]> {
  const rows = await db
    .selectFrom('asn_links')
    .select(['asn1', 'asn2', 'rel', 'source'])
    .where((eb) => eb.or([eb('asn1', '=', asn), eb('asn2', '=', asn)]))
    .execute();
  return rows.map(toLink);
}

/** The links between ASes of the list. */
export async function linksAmong(db: Db, asns: number[]): Promise<LinkRow[]> {
  if (asns.length === 0) return [];
  const rows = await db
    .selectFrom('asn_links')
    .select(['asn1', 'asn2', 'rel', 'source'])
    .where('asn1', 'in', asns)
    .where('asn2', 'in', asns)
    .execute();
  return rows.map(toLink);
}

/** The number of link records per source. */
export async function linkCountsBySource(db: Db): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('asn_links')
    .select(['source', (eb) => eb.fn.countAll().as('n')])
    .groupBy('source')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.source, Number(r.n)]));
}

export interface SystemRecord {
  asn: number;
  name: string;
  orgId: string | null;
}

/** Every imported AS (number, name, organisation), for the catalogue. */
export async function allSystems(db: Db): Promise<SystemRecord[]> {
  const rows = await db.selectFrom('asn_systems').select(['asn', 'name', 'org_id']).execute();
  return rows.map((r) => ({ asn: Number(r.asn), name: r.name, orgId: r.org_id }));
}

export interface OrgRecord {
  orgId: string;
  name: string;
  country: string | null;
}

/** Organisations by id. */
export async function orgsById(db: Db, ids: string[]): Promise<OrgRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('asn_orgs')
    .select(['org_id', 'name', 'country'])
    .where('org_id', 'in', ids)
    .execute();
  return rows.map((r) => ({ orgId: r.org_id, name: r.name, country: r.country }));
}

function orgQuery(db: Db, name: string | undefined) {
  let q = db.selectFrom('asn_orgs');
  if (name) q = q.where(sql<string>`lower(name)`, 'like', likeContaining(name));
  return q;
}

/** Organisations whose name contains `name` (any case), by name, a page with their AS counts. */
export async function searchOrgs(db: Db, name: string | undefined, offset: number, limit: number) {
  const rows = await orgQuery(db, name)
    .select(['org_id', 'name', 'country'])
    .select((eb) =>
      eb
        .selectFrom('asn_systems')
        .select(eb.fn.countAll().as('n'))
        .whereRef('asn_systems.org_id', '=', 'asn_orgs.org_id')
        .as('asn_count'),
    )
    .orderBy('name')
    .orderBy('org_id')
    .offset(offset)
    .limit(limit)
    .execute();
  const total = await orgQuery(db, name)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return {
    total: Number(total.n),
    items: rows.map((r) => ({
      orgId: r.org_id,
      name: r.name,
      country: r.country,
      asnCount: Number(r.asn_count ?? 0),
    })),
  };
}

/** The ASes of an organisation, by number, a page; and how many in all. */
export async function systemsOfOrg(db: Db, orgId: string, offset: number, limit: number) {
  const rows = await db
    .selectFrom('asn_systems')
    .select(['asn', 'name', 'org_id'])
    .where('org_id', '=', orgId)
    .orderBy('asn')
    .offset(offset)
    .limit(limit)
    .execute();
  return rows.map((r) => ({ asn: Number(r.asn), name: r.name, orgId: r.org_id }));
}

export async function countSystemsOfOrg(db: Db, orgId: string): Promise<number> {
  const row = await db
    .selectFrom('asn_systems')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('org_id', '=', orgId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
