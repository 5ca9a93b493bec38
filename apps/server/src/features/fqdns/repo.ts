import { type ExpressionBuilder, type Insertable, type UpdateObject, type Updateable } from 'kysely';
import type { FqdnFilters } from '@netlens/core';
import type { Db, Row } from '../../db/index.js';
import { pastCursor } from '../../db/keyset.js';
import { likeContaining } from '../../db/like.js';
import type { Database, FqdnAssignmentLogTable, FqdnTable } from '../../db/schema.js';

export type FqdnRow = Row<'fqdns'>;
export type FqdnChange = Updateable<FqdnTable>;

/** Where a page starts: after this (name, id) in the list's order. */
export interface Cursor {
  name: string;
  id: string;
}

function filtered(db: Db, f: FqdnFilters) {
  let q = db.selectFrom('fqdns');
  if (f.instances?.length) q = q.where('instance', 'in', f.instances);
  if (f.workloads?.length) q = q.where('workload', 'in', f.workloads);
  if (f.scopes?.length) q = q.where('scope', 'in', f.scopes);
  if (f.customerFacing?.length) q = q.where('is_customer_facing_status', 'in', f.customerFacing);
  if (f.dailyTestStatuses?.length) q = q.where('daily_test_status', 'in', f.dailyTestStatuses);
  if (f.deprecated !== undefined) q = q.where('is_deprecated', '=', f.deprecated ? 1 : 0);
  if (f.assignmentStatuses?.length) q = q.where('assignment_status', 'in', f.assignmentStatuses);
  if (f.newWorkloads?.length) q = q.where('assignment_new_workload', 'in', f.newWorkloads);
  if (f.serviceTreeIds?.length) q = q.where('service_tree_id', 'in', f.serviceTreeIds);
  // Names are stored in lower case: a plain LIKE over the (name, id) index, no function per row.
  if (f.search) q = q.where('domain_name', 'like', likeContaining(f.search));
  return q;
}

const after = (c: Cursor) => pastCursor<Database, 'fqdns'>('domain_name', 'id', { value: c.name, id: c.id });

/** One page in (name, id) order after the cursor: `limit` rows. */
export function listPage(db: Db, f: FqdnFilters, cursor: Cursor | null, limit: number) {
  let q = filtered(db, f).selectAll();
  if (cursor) q = q.where(after(cursor));
  return q.orderBy('domain_name').orderBy('id').limit(limit).execute();
}

/** How many FQDNs the filters select: read from the filter columns' index (fqdns_filters) alone. */
export const countQuery = (db: Db, f: FqdnFilters) =>
  filtered(db, f).select((eb) => eb.fn.countAll<number | string>().as('n'));

export async function count(db: Db, f: FqdnFilters): Promise<number> {
  const row = await countQuery(db, f).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The ids the filters select, in list order, at most `limit`. */
export async function idsMatching(db: Db, f: FqdnFilters, limit: number): Promise<string[]> {
  const rows = await filtered(db, f).select('id').orderBy('domain_name').orderBy('id').limit(limit).execute();
  return rows.map((r) => r.id);
}

const Chunk = 500;
const chunks = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / Chunk) }, (_, i) => items.slice(i * Chunk, (i + 1) * Chunk));

export async function findByIds(db: Db, ids: string[]): Promise<FqdnRow[]> {
  const rows: FqdnRow[] = [];
  for (const part of chunks([...new Set(ids)])) {
    rows.push(...(await db.selectFrom('fqdns').selectAll().where('id', 'in', part).execute()));
  }
  return rows;
}

export const findById = (db: Db, id: string) =>
  db.selectFrom('fqdns').selectAll().where('id', '=', id).executeTakeFirst();

export const findByName = (db: Db, instance: string, domainName: string) =>
  db
    .selectFrom('fqdns')
    .select('id')
    .where('instance', '=', instance)
    .where('domain_name', '=', domainName)
    .executeTakeFirst();

export async function insertFqdns(db: Db, rows: Insertable<FqdnTable>[]): Promise<void> {
  for (const part of chunks(rows)) await db.insertInto('fqdns').values(part).execute();
}

/** Applies one change to the given rows; `onlyStatuses` leaves alone rows whose assignment moved on meanwhile. */
export async function updateRows(
  tx: Db,
  ids: string[],
  change:
    | UpdateObject<Database, 'fqdns'>
    | ((eb: ExpressionBuilder<Database, 'fqdns'>) => UpdateObject<Database, 'fqdns'>),
  onlyStatuses?: readonly string[],
): Promise<number> {
  let n = 0;
  for (const part of chunks(ids)) {
    let q = tx.updateTable('fqdns').set(change).where('id', 'in', part);
    if (onlyStatuses) q = q.where('assignment_status', 'in', [...onlyStatuses]);
    const res = await q.executeTakeFirst();
    n += Number(res.numUpdatedRows);
  }
  return n;
}

export type AssignmentLogEntry = Insertable<FqdnAssignmentLogTable>;

export async function addAssignmentLog(tx: Db, entries: AssignmentLogEntry[]): Promise<void> {
  for (const part of chunks(entries)) await tx.insertInto('fqdn_assignment_log').values(part).execute();
}

/** The FQDNs the scheduled scan tests: not deprecated, no wildcard, scanned longest ago first. */
export const scanTargets = (db: Db, limit: number) =>
  db
    .selectFrom('fqdns')
    .select(['id', 'domain_name as name', 'service_tree_id as serviceTreeId'])
    .where('is_deprecated', '=', 0)
    .where('is_wildcard', '=', 0)
    .orderBy('scanned_at')
    .orderBy('id')
    .limit(limit)
    .execute();

/** One FQDN's scan, in one statement: the results, the daily status and when it was scanned. */
export interface StoredScan {
  testResults: string;
  dailyTestStatus: string;
  scannedAt: string;
  /** The new latest detection, or null to keep the stored one. */
  latestDetectedDatetime: string | null;
}

export async function storeScan(db: Db, id: string, s: StoredScan): Promise<boolean> {
  const res = await db
    .updateTable('fqdns')
    .set({
      test_results: s.testResults,
      daily_test_status: s.dailyTestStatus,
      scanned_at: s.scannedAt,
      ...(s.latestDetectedDatetime ? { scanner_latest_detected_datetime: s.latestDetectedDatetime } : {}),
    })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
