import {
  OUTAGE_BASELINE_DAYS,
  deriveValues,
  mayDominate,
  type AggregationRun,
  type Moments,
} from '@netlens/core';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/index.js';
import type { PerfAggregateTable, PerfOrgStatTable, PerfOutageTable } from '../../db/schema.js';
import { usersByIds } from '../identity/index.js';
import { attributionSources } from '../partners/index.js';
import { reportsForAggregation, type ReportCursor } from '../reports/index.js';
import { addSample, customerOf, sampleOf, seriesKey, type Delta } from './accumulate.js';
import { buildAttributor } from './attribution.js';
import { addDays, detectOutages, outageId } from './outages.js';
import * as repo from './repo.js';
import { inTransaction } from '../../db/transaction.js';

export interface AggregationOptions {
  now: Date;
  /** Reports younger than this many minutes wait for the next run. */
  lagMinutes: number;
  /** Reports read per query. */
  batchSize?: number;
  /** Reports merged into the stored aggregates at once (bounds the memory of a first run). */
  flushReports?: number;
  signal?: AbortSignal;
}

const CURSOR = 'cursor';
const AGGREGATED_AT = 'aggregatedAt';

/** When the aggregation last ran (ISO time), or null before its first run. */
export const lastAggregatedAt = (db: Db) => repo.readState(db, AGGREGATED_AT);

/** Forgets every aggregate: the next run reads every stored report again. */
export const resetAggregation = (db: Db) => inTransaction(db, (tx) => repo.clearAll(tx));

function parseCandidates(json: string | undefined): [string, Moments][] {
  if (!json) return [];
  const rows = JSON.parse(json) as [string, number, number, number][];
  return rows.map(([org, n, sum, sumSq]) => [org, { n, sum, sumSq }]);
}

/** Merges one run's deltas into the stored aggregates and derives their values, with the watermark, in one transaction. */
/** A daily series (a solution at a place) whose shown days a run changed, and the first such day. */
type TouchedSeries = Map<string, { key: Delta['key']; firstDay: string }>;

async function flush(
  db: Db,
  deltas: Map<string, Delta>,
  cursor: ReportCursor,
  now: string,
  touched: TouchedSeries,
): Promise<void> {
  const keys = [...deltas.keys()];
  await inTransaction(db, async (tx) => {
    const existing = new Map((await repo.aggregatesByKey(tx, keys)).map((r) => [r.agg_key, r]));
    // The customers' moments, added to those stored: the sums now stored come back.
    const added: Insertable<PerfOrgStatTable>[] = [];
    for (const [k, d] of deltas)
      for (const [org, m] of d.orgs)
        added.push({ agg_key: k, org, n: m.n, sum_latency: m.sum, sum_sq_latency: m.sumSq });
    const stored = new Map((await repo.addOrgStats(tx, added)).map((o) => [`${o.agg_key}\n${o.org}`, o]));
    const aggregates: Insertable<PerfAggregateTable>[] = [];
    const latest = new Map<string, { agg_key: string; period_start: string; d: Delta }>();
    for (const [k, d] of deltas) {
      const old = existing.get(k);
      const stats = {
        n: d.n + (old?.n ?? 0),
        sum: d.sum + (old?.sum_latency ?? 0),
        sumSq: d.sumSq + (old?.sum_sq_latency ?? 0),
        available: d.available + (old?.available ?? 0),
        optimalKnown: d.optimalKnown + (old?.optimal_known ?? 0),
        optimal: d.optimal + (old?.optimal ?? 0),
        meetingsN: d.meetingsN + (old?.meetings_n ?? 0),
        meetingsSum: d.meetingsSum + (old?.meetings_sum ?? 0),
      };
      // Customers that may dominate: those kept before and those this run adds to.
      const candidates = new Map(parseCandidates(old?.dominant_orgs));
      let orgCount = old?.org_count ?? 0;
      for (const [org, m] of d.orgs) {
        const o = stored.get(`${k}\n${org}`)!;
        if (o.n === m.n) orgCount++;
        candidates.set(org, { n: o.n, sum: o.sum_latency, sumSq: o.sum_sq_latency });
      }
      const dominant = [...candidates]
        .filter(([, m]) => mayDominate(stats, m))
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      const v = deriveValues(
        stats,
        orgCount,
        dominant.map(([, m]) => m),
      );
      const { key } = d;
      if (key.period === 'D' && (v.hiddenReason === null || (old && old.hidden_reason === null))) {
        const series = seriesKey(key);
        const seen = touched.get(series);
        if (!seen || key.periodStart < seen.firstDay) touched.set(series, { key, firstDay: key.periodStart });
      }
      aggregates.push({
        agg_key: k,
        solution_id: key.solutionId,
        period: key.period,
        period_start: key.periodStart,
        aggr_level: key.level,
        country: key.country,
        state: key.state,
        city: key.city,
        city_lat: old?.city_lat ?? d.lat,
        city_long: old?.city_long ?? d.long,
        n: stats.n,
        sum_latency: stats.sum,
        sum_sq_latency: stats.sumSq,
        available: stats.available,
        optimal_known: stats.optimalKnown,
        optimal: stats.optimal,
        meetings_n: stats.meetingsN,
        meetings_sum: stats.meetingsSum,
        org_count: v.organizationCount,
        dominant_orgs: JSON.stringify(dominant.map(([org, m]) => [org, m.n, m.sum, m.sumSq])),
        latency_ms: v.latencyMs,
        latency_score: v.latencyScore,
        availability: v.availability,
        connectedness: v.connectedness,
        npi: v.npi,
        meetings_score: v.meetingsScore,
        assessment_level: v.assessmentLevel,
        hidden_reason: v.hiddenReason,
        updated_at: now,
      });
      const series = seriesKey(key);
      const seen = latest.get(series);
      if (!seen || seen.period_start < key.periodStart)
        latest.set(series, { agg_key: k, period_start: key.periodStart, d });
    }
    await repo.upsertAggregates(tx, aggregates);
    await repo.upsertLatest(
      tx,
      [...latest].map(([series, l]) => ({
        latest_key: series,
        agg_key: l.agg_key,
        solution_id: l.d.key.solutionId,
        period: l.d.key.period,
        period_start: l.period_start,
        aggr_level: l.d.key.level,
        country: l.d.key.country,
        state: l.d.key.state,
        city: l.d.key.city,
      })),
    );
    await repo.writeState(tx, CURSOR, JSON.stringify(cursor));
  });
}

/**
 * Finds again the outages of the daily series whose shown days a run changed, from `detectFrom`
 * on (two baseline windows before the earliest such day; the window before that gives the
 * baseline): outages starting earlier are left as they are. One read, one transaction.
 */
async function refreshOutages(db: Db, touched: TouchedSeries): Promise<number> {
  const firstDay = [...touched.values()].map((t) => t.firstDay).reduce((a, b) => (a < b ? a : b));
  const detectFrom = addDays(firstDay, -2 * OUTAGE_BASELINE_DAYS);
  const places = [...touched.values()].map(({ key }) => key);
  const rows = await repo.shownDays(db, places, addDays(detectFrom, -OUTAGE_BASELINE_DAYS));
  const series = new Map<string, typeof rows>();
  for (const r of rows) {
    const k = seriesKey({
      solutionId: r.solution_id,
      period: 'D',
      level: r.aggr_level as Delta['key']['level'],
      country: r.country,
      state: r.state,
      city: r.city,
    });
    const list = series.get(k);
    if (list) list.push(r);
    else series.set(k, [r]);
  }
  let open = 0;
  const found: Insertable<PerfOutageTable>[] = [];
  for (const [k, days] of series) {
    const place = days[0]!;
    const lastDay = days.at(-1)!.period_start;
    for (const o of detectOutages(days.map((d) => ({ day: d.period_start, latency: d.latency_ms ?? 0 })))) {
      if (o.startDate < detectFrom) continue;
      const ongoing = o.endDate === lastDay;
      if (ongoing) open++;
      found.push({
        id: outageId(k, o.startDate),
        solution_id: place.solution_id,
        aggr_level: place.aggr_level,
        country: place.country,
        state: place.state,
        city: place.city,
        city_lat: place.city_lat,
        city_long: place.city_long,
        category: o.category,
        start_date: o.startDate,
        end_date: ongoing ? null : o.endDate,
        days: o.days,
        baseline_latency: o.baseline,
        peak_latency: o.peak,
        degradation: o.degradation,
      });
    }
  }
  await inTransaction(db, async (tx) => {
    const old = await repo.outagesOfSolutions(tx, [...new Set(places.map((p) => p.solutionId))]);
    const stale = old
      .filter(
        (o) =>
          o.start_date >= detectFrom &&
          touched.has(
            seriesKey({
              solutionId: o.solution_id,
              period: 'D',
              level: o.aggr_level as Delta['key']['level'],
              country: o.country,
              state: o.state,
              city: o.city,
            }),
          ),
      )
      .map((o) => o.id);
    await repo.replaceOutages(tx, stale, found);
  });
  return open;
}

/**
 * One run of the aggregation: reads the reports after the watermark (by creation time and id,
 * up to `lagMinutes` ago), attributes each to its solutions, adds it to the statistics of every
 * aggregate it counts in (per solution, geography level and place, day and month, with its
 * customer organisation), derives the shown values and the hidden-value reason of the aggregates
 * it changed, moves the watermark in the same transaction, then finds the outages of the
 * solutions it touched. Runs one at a time (the job's lease; the admin command).
 */
export async function aggregatePerformance(db: Db, opts: AggregationOptions): Promise<AggregationRun> {
  const started = performance.now();
  const batchSize = opts.batchSize ?? 5000;
  const flushReports = opts.flushReports ?? 20_000;
  const nowIso = opts.now.toISOString();
  const until = new Date(opts.now.getTime() - opts.lagMinutes * 60_000).toISOString();
  const saved = await repo.readState(db, CURSOR);
  let cursor: ReportCursor | null = saved ? (JSON.parse(saved) as ReportCursor) : null;
  const sources = await attributionSources(db);
  const attributor = buildAttributor(sources.solutions, sources.evidence);
  const orgOfUser = new Map<string, string>();
  let deltas = new Map<string, Delta>();
  let pending = 0;
  let reportsRead = 0;
  let samples = 0;
  let changed = 0;
  const touched: TouchedSeries = new Map();
  for (;;) {
    if (opts.signal?.aborted) break;
    const rows = await reportsForAggregation(db, cursor, until, batchSize);
    if (rows.length > 0) {
      const unknownUsers = [
        ...new Set(rows.flatMap((r) => (r.user_id && !orgOfUser.has(r.user_id) ? [r.user_id] : []))),
      ];
      for (let i = 0; i < unknownUsers.length; i += 500)
        for (const u of await usersByIds(db, unknownUsers.slice(i, i + 500))) orgOfUser.set(u.id, u.org_id);
      for (const row of rows) {
        const solutions = attributor.solutionsOf(row);
        if (solutions.length === 0) continue;
        const org = customerOf(row, orgOfUser);
        if (org === null || !Number.isFinite(row.measured_latency)) continue;
        const sample = sampleOf(row, org);
        for (const s of solutions) {
          addSample(deltas, s, sample);
          samples++;
        }
      }
      reportsRead += rows.length;
      pending += rows.length;
      const last = rows.at(-1)!;
      cursor = { createdAt: last.created_at, id: last.id };
    }
    const done = rows.length < batchSize;
    if (cursor && (pending >= flushReports || (done && pending > 0))) {
      await flush(db, deltas, cursor, nowIso, touched);
      changed += deltas.size;
      deltas = new Map();
      pending = 0;
    }
    if (done) break;
  }
  const outagesOpen = touched.size > 0 ? await refreshOutages(db, touched) : 0;
  await repo.writeState(db, AGGREGATED_AT, nowIso);
  return {
    reportsRead,
    samplesAttributed: samples,
    aggregatesChanged: changed,
    outagesOpen,
    watermark: cursor?.createdAt ?? null,
    durationMs: Math.round(performance.now() - started),
  };
}
