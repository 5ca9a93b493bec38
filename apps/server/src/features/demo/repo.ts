import type { Db } from '../../db/index.js';

/** The only SQL of the demo data: the `demo_items` list of what it created. */
export type DemoKind = 'org' | 'partner' | 'report';

export async function recordItems(db: Db, kind: DemoKind, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const now = new Date().toISOString();
  await db
    .insertInto('demo_items')
    .values(ids.map((id) => ({ kind, id, created_at: now })))
    .onConflict((oc) => oc.columns(['kind', 'id']).doNothing())
    .execute();
}

export async function itemsOf(db: Db, kind: DemoKind): Promise<string[]> {
  const rows = await db
    .selectFrom('demo_items')
    .select('id')
    .where('kind', '=', kind)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

export async function forgetItems(db: Db, kind: DemoKind, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('demo_items').where('kind', '=', kind).where('id', 'in', ids).execute();
}
