import { CompiledQuery, PostgresAdapter, sql, type Insertable } from 'kysely';
import { AdvancedColumnNames, type AdvancedColumn, type ReportListQuery } from '@netlens/core';
import type { Db, Row } from '../../db/index.js';
import { pastCursor } from '../../db/keyset.js';
import type { Database, ReportTable } from '../../db/schema.js';

export type ReportRow = Row<'reports'>;
export type NewReportRow = Insertable<ReportTable>;

/** Most peer reports read for one comparison (the newest first). */
export const PEER_ROWS_MAX = 20_000;

/** The SQL text inserting a number of rows of some columns, per database engine (its adapter). */
const insertTexts = new WeakMap<object, Map<string, string>>();

/**
 * Stores reports (each with the browser it came from, `browser_hash`) in one statement. The rows
 * are of one shape (`reportRow`'s, the first row's columns): the statement's text is built once
 * per row count and engine, and only the values change, so neither its building nor (SQLite) its
 * preparing is paid per report.
 */
export async function insertReports(db: Db, rows: readonly NewReportRow[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!) as (keyof NewReportRow)[];
  const adapter = db.getExecutor().adapter;
  let texts = insertTexts.get(adapter);
  if (!texts) insertTexts.set(adapter, (texts = new Map()));
  const key = `${rows.length} ${columns.join()}`;
  let text = texts.get(key);
  if (text === undefined) {
    const blank = Object.fromEntries(columns.map((c) => [c, null])) as NewReportRow;
    text = db
      .insertInto('reports')
      .values(rows.map(() => blank))
      .compile().sql;
    texts.set(key, text);
  }
  const values: unknown[] = [];
  for (const row of rows) for (const column of columns) values.push(row[column] ?? null);
  await db.executeQuery(CompiledQuery.raw(text, values));
}

/** One report by id, or undefined. */
export async function findReport(db: Db, id: string): Promise<ReportRow | undefined> {
  return db.selectFrom('reports').selectAll().where('id', '=', id).executeTakeFirst();
}

/** True when a report with this id exists. */
export async function reportExists(db: Db, id: string): Promise<boolean> {
  const row = await db.selectFrom('reports').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/**
 * The networks of one egress metro's recent reports (the newest PEER_ROWS_MAX since `since`, read
 * from reports_peers), each with the measured latencies of its reports in no set order. The
 * database groups them: one row per network, its latencies as one JSON array, instead of a row per
 * report that the server would parse and group (20,000 rows held its event loop for 100–290 ms).
 */
export async function metroNetworkLatencies(
  db: Db,
  metro: { countryCode: string; city: string; since: string },
): Promise<{ asn: number; latencies: number[] }[]> {
  const rows = await metroNetworksQuery(db, metro).execute();
  return rows.map((r) => ({
    asn: Number(r.egress_asn),
    latencies: typeof r.latencies === 'string' ? (JSON.parse(r.latencies) as number[]) : r.latencies,
  }));
}

/** metroNetworkLatencies' query. */
export function metroNetworksQuery(db: Db, metro: { countryCode: string; city: string; since: string }) {
  const recent = db
    .selectFrom('reports')
    .select(['egress_asn', 'measured_latency'])
    .where('egress_country_code', '=', metro.countryCode)
    .where('egress_city', '=', metro.city)
    .where('created_at', '>=', metro.since)
    .where('egress_asn', 'is not', null)
    .orderBy('created_at', 'desc')
    .limit(PEER_ROWS_MAX)
    .as('recent');
  // PostgreSQL's json type comes back parsed; SQLite's JSON is text.
  const latencies =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? sql<number[] | string>`json_agg(recent.measured_latency)`
      : sql<number[] | string>`json_group_array(recent.measured_latency)`;
  return db
    .selectFrom(recent)
    .select(['recent.egress_asn', latencies.as('latencies')])
    .groupBy('recent.egress_asn');
}

/** The creation time of a report, or undefined when there is none. */
export async function reportCreatedAt(db: Db, reportId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('reports')
    .select('created_at')
    .where('id', '=', reportId)
    .executeTakeFirst();
  return row?.created_at;
}

/**
 * Stores one advanced result column of several reports (report id → JSON text) in one statement,
 * so a batch of the live channel's events costs a statement per column, not one per event.
 * Returns how many reports were updated.
 */
export async function writeAdvancedColumn(
  db: Db,
  column: AdvancedColumn,
  values: ReadonlyMap<string, string>,
): Promise<number> {
  if (values.size === 0) return 0;
  const cases = sql.join(
    [...values].map(([id, json]) => sql`when ${id} then ${json}`),
    sql` `,
  );
  const res = await db
    .updateTable('reports')
    .set({ [column]: sql<string>`case id ${cases} end` } as Partial<Pick<ReportTable, AdvancedColumn>>)
    .where('id', 'in', [...values.keys()])
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/** The advanced result columns of a report, for replay. */
export async function advancedResults(
  db: Db,
  reportId: string,
): Promise<Pick<ReportTable, AdvancedColumn> | undefined> {
  return db.selectFrom('reports').select(AdvancedColumnNames).where('id', '=', reportId).executeTakeFirst();
}

/** The saved facts of a report (owner, organisation, public flag, receivers), or null. */
export async function findSaved(db: Db, reportId: string) {
  const row = await db
    .selectFrom('saved_reports')
    .selectAll()
    .where('report_id', '=', reportId)
    .executeTakeFirst();
  if (!row) return null;
  const receivers = await db
    .selectFrom('report_receivers')
    .select('user_id')
    .where('report_id', '=', reportId)
    .execute();
  return {
    ownerId: row.owner_id,
    orgId: row.org_id,
    isPublic: row.is_public === 1,
    receiverIds: new Set(receivers.map((r) => r.user_id)),
  };
}

/** The SHA-256 of the browser cookie of the run that generated a report. */
export async function findOriginHash(db: Db, reportId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('reports')
    .select('browser_hash')
    .where('id', '=', reportId)
    .executeTakeFirst();
  return row?.browser_hash ?? undefined;
}

/** Saves a report for its owner unless it is saved already; true when this call saved it. */
export async function insertSaved(
  db: Db,
  reportId: string,
  ownerId: string,
  orgId: string,
): Promise<boolean> {
  const res = await db
    .insertInto('saved_reports')
    .values({
      report_id: reportId,
      owner_id: ownerId,
      org_id: orgId,
      is_public: 0,
      saved_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.column('report_id').doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function setReportUser(db: Db, reportId: string, userId: string): Promise<void> {
  await db.updateTable('reports').set({ user_id: userId }).where('id', '=', reportId).execute();
}

/** Sets when a report was made (the demo data spreads its reports over past days). */
export async function setReportCreatedAt(db: Db, reportId: string, createdAt: string): Promise<void> {
  await db.updateTable('reports').set({ created_at: createdAt }).where('id', '=', reportId).execute();
}

/** Deletes a report and everything attached (saved row, receivers, origin, survey answers). */
export async function deleteReport(db: Db, reportId: string): Promise<void> {
  await db.deleteFrom('reports').where('id', '=', reportId).execute();
}

export async function setPublic(db: Db, reportId: string, isPublic: boolean): Promise<void> {
  await db
    .updateTable('saved_reports')
    .set({ is_public: isPublic ? 1 : 0 })
    .where('report_id', '=', reportId)
    .execute();
}

export async function addReceivers(db: Db, reportId: string, userIds: string[]): Promise<void> {
  const at = new Date().toISOString();
  for (const userId of userIds) {
    await db
      .insertInto('report_receivers')
      .values({ report_id: reportId, user_id: userId, shared_at: at })
      .onConflict((oc) => oc.columns(['report_id', 'user_id']).doNothing())
      .execute();
  }
}

export async function removeReceiver(db: Db, reportId: string, userId: string): Promise<number> {
  const res = await db
    .deleteFrom('report_receivers')
    .where('report_id', '=', reportId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}

/** The people a report is shared with (user ids) and when. */
export async function listReceivers(db: Db, reportId: string) {
  return db
    .selectFrom('report_receivers')
    .select(['user_id', 'shared_at'])
    .where('report_id', '=', reportId)
    .execute();
}

const SortColumns = {
  dateTime: 'reports.created_at',
  city: 'reports.browser_city',
  measuredLatency: 'reports.measured_latency',
} as const;

function summaryQuery(db: Db) {
  return db
    .selectFrom('saved_reports')
    .innerJoin('reports', 'reports.id', 'saved_reports.report_id')
    .select([
      'reports.id',
      'reports.created_at',
      'reports.browser_city',
      'reports.browser_country',
      'reports.measured_latency',
      'saved_reports.is_public',
      'saved_reports.owner_id',
      (eb) =>
        eb
          .selectFrom('report_receivers')
          .select(sql<number>`count(*)`.as('n'))
          .whereRef('report_receivers.report_id', '=', 'saved_reports.report_id')
          .as('receivers'),
    ]);
}

/** One page of the reports a user owns, or has received. */
export async function listReports(
  db: Db,
  userId: string,
  kind: 'owned' | 'received',
  q: ReportListQuery,
  since: string,
) {
  let base = summaryQuery(db).where('reports.created_at', '>=', since);
  base =
    kind === 'owned'
      ? base.where('saved_reports.owner_id', '=', userId)
      : base.where((eb) =>
          eb.exists(
            eb
              .selectFrom('report_receivers as mine')
              .select('mine.user_id')
              .whereRef('mine.report_id', '=', 'saved_reports.report_id')
              .where('mine.user_id', '=', userId),
          ),
        );
  const total = await base
    .clearSelect()
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirst();
  const items = await base
    .orderBy(SortColumns[q.sort], q.order)
    .orderBy('reports.id', q.order)
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize)
    .execute();
  return { total: Number(total?.n ?? 0), items };
}

/** Removes reports older than the retention (cascades to their saved rows and shares). */
export async function purgeOlderThan(db: Db, before: string): Promise<number> {
  const res = await db.deleteFrom('reports').where('created_at', '<', before).executeTakeFirst();
  return Number(res.numDeletedRows);
}

/** Reports whose egress is in an AS: how many, their latency (mean, least, most), the newest. */
export async function asnTraffic(db: Db, asn: number) {
  const row = await db
    .selectFrom('reports')
    .select((eb) => [
      eb.fn.countAll().as('n'),
      eb.fn.avg('measured_latency').as('avg'),
      eb.fn.min('measured_latency').as('min'),
      eb.fn.max('measured_latency').as('max'),
      eb.fn.max('created_at').as('last'),
    ])
    .where('egress_asn', '=', asn)
    .executeTakeFirstOrThrow();
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    reports: Number(row.n),
    averageLatencyMs: num(row.avg),
    minLatencyMs: num(row.min),
    maxLatencyMs: num(row.max),
    lastReportAt: (row.last as string | null) ?? null,
  };
}

/** The stored traceroute results of reports created at or after `since` (oldest first, at most `limit`). */
export async function traceroutesSince(db: Db, since: string, limit: number) {
  return db
    .selectFrom('reports')
    .select(['created_at', 'traceroutes'])
    .where('created_at', '>=', since)
    .where('traceroutes', 'is not', null)
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

/** Where a keyset read of reports by creation stopped: the last report's time and id. */
export interface ReportCursor {
  createdAt: string;
  id: string;
}

/**
 * Reports created after `after` (by time, then id) and before `until`, oldest first, at most
 * `limit`: the columns provider performance attributes and aggregates them by.
 */
export function aggregationPageQuery(db: Db, after: ReportCursor | null, until: string, limit: number) {
  let q = db
    .selectFrom('reports')
    .select([
      'id',
      'created_at',
      'user_id',
      'egress_asn',
      'egress_prefix',
      'egress_country',
      'egress_region',
      'egress_city',
      'egress_latitude',
      'egress_longitude',
      'measured_latency',
      'is_current_optimal',
      'vpns',
      'network_interface',
      'connectivity',
      'skype',
    ])
    .where('created_at', '<', until);
  if (after)
    q = q.where(
      pastCursor<Database, 'reports'>('created_at', 'id', { value: after.createdAt, id: after.id }),
    );
  return q.orderBy('created_at').orderBy('id').limit(limit);
}

/** The page of reports `aggregationPageQuery` describes. */
export const reportsForAggregation = (db: Db, after: ReportCursor | null, until: string, limit: number) =>
  aggregationPageQuery(db, after, until, limit).execute();

export type AggregationReportRow = Awaited<ReturnType<typeof reportsForAggregation>>[number];
