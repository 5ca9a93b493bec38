import type { Insertable, Updateable } from 'kysely';
import type { Db, Row } from '../../db/index.js';
import type { OcdiAssociationTable } from '../../db/schema.js';

/** The storage of OCDI associations: the association, its legacy FQDNs and its OCDI names. */
export type OcdiRow = Row<'ocdi_associations'>;
export type OcdiMember = Row<'ocdi_association_fqdns'>;

export const findAssociation = (db: Db, id: string) =>
  db.selectFrom('ocdi_associations').selectAll().where('id', '=', id).executeTakeFirst();

/** Associations, newest change first, optionally of some states. */
export function listAssociations(db: Db, states: string[] | undefined) {
  let q = db.selectFrom('ocdi_associations').selectAll();
  if (states?.length) q = q.where('state', 'in', states);
  return q.orderBy('updated_at', 'desc').orderBy('id').limit(500).execute();
}

/** The legacy FQDNs of the given associations, in name order. */
export async function membersOf(db: Db, ids: string[]): Promise<OcdiMember[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('ocdi_association_fqdns')
    .selectAll()
    .where('association_id', 'in', ids)
    .orderBy('domain_name')
    .execute();
}

/** The association of each given FQDN that has one, with the association's row. */
export async function associationsOfFqdns(db: Db, fqdnIds: string[]) {
  if (fqdnIds.length === 0) return [];
  return db
    .selectFrom('ocdi_association_fqdns as m')
    .innerJoin('ocdi_associations as a', 'a.id', 'm.association_id')
    .selectAll('a')
    .select(['m.fqdn_id', 'm.domain_name as legacy_name'])
    .where('m.fqdn_id', 'in', fqdnIds)
    .execute();
}

/** Which of the names (of one instance) an association holds, by name. */
export async function takenNames(db: Db, instance: string, names: string[]): Promise<Map<string, string>> {
  if (names.length === 0) return new Map();
  const rows = await db
    .selectFrom('ocdi_association_domains')
    .select(['domain_name', 'association_id'])
    .where('instance', '=', instance)
    .where('domain_name', 'in', names)
    .execute();
  return new Map(rows.map((r) => [r.domain_name, r.association_id]));
}

/** The names (of one instance) in the FQDN inventory, with their service tree. */
export async function inventoryNames(
  db: Db,
  instance: string,
  names: string[],
): Promise<Map<string, string | null>> {
  if (names.length === 0) return new Map();
  const rows = await db
    .selectFrom('fqdns')
    .select(['domain_name', 'service_tree_id'])
    .where('instance', '=', instance)
    .where('domain_name', 'in', names)
    .execute();
  return new Map(rows.map((r) => [r.domain_name, r.service_tree_id]));
}

/** Sets the association's legacy FQDNs and OCDI names, replacing what it had. */
export async function setMembers(
  tx: Db,
  id: string,
  instance: string,
  fqdns: { id: string; domainName: string }[],
  names: string[],
): Promise<void> {
  await tx.deleteFrom('ocdi_association_fqdns').where('association_id', '=', id).execute();
  await tx.deleteFrom('ocdi_association_domains').where('association_id', '=', id).execute();
  if (fqdns.length)
    await tx
      .insertInto('ocdi_association_fqdns')
      .values(fqdns.map((f) => ({ fqdn_id: f.id, association_id: id, domain_name: f.domainName })))
      .execute();
  if (names.length)
    await tx
      .insertInto('ocdi_association_domains')
      .values(names.map((domain_name) => ({ instance, domain_name, association_id: id })))
      .execute();
}

export const insertAssociation = (tx: Db, row: Insertable<OcdiAssociationTable>) =>
  tx.insertInto('ocdi_associations').values(row).execute();

/** Changes an association still in one of the given states; false when it moved on. */
export async function updateAssociation(
  tx: Db,
  id: string,
  inStates: readonly string[],
  change: Updateable<OcdiAssociationTable>,
): Promise<boolean> {
  const res = await tx
    .updateTable('ocdi_associations')
    .set(change)
    .where('id', '=', id)
    .where('state', 'in', [...inStates])
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
