import {
  levelOf,
  type AggrLevel,
  type GeographyQuery,
  type GeoWithReport,
  type HiddenReason,
  type LatestAssessment,
  type NpiRanking,
  type OutagePage,
  type PerformanceHistory,
  type SolutionProfile,
} from '@netlens/core';
import { lastAggregatedAt } from './aggregate.js';
import * as policy from './policy.js';
import { geographyOf, presentSolution, valuesFor } from './present.js';
import * as repo from './repo.js';
import { continuationInvalid, placeFilter, solutionFor, visibleSolutions, type Ctx } from './service.js';

const CHILD_LEVEL: Record<AggrLevel, AggrLevel> = {
  Global: 'Country',
  Country: 'State',
  State: 'City',
  City: 'City',
};
const DAY_MS = 86_400_000;
const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);

/** Places with aggregates of the visible solutions (or one), with their reports and solutions. */
export async function geoWithReport(
  ctx: Ctx,
  q: GeographyQuery & { solutionId?: string | undefined; aggrLevel?: AggrLevel | undefined },
): Promise<GeoWithReport> {
  const solutions = q.solutionId ? [solutionFor(ctx, q.solutionId)] : visibleSolutions(ctx);
  const level = q.aggrLevel ?? CHILD_LEVEL[levelOf(q)];
  const rows = await repo.latestAt(
    ctx.db,
    'M',
    placeFilter(q, level),
    solutions.map((s) => s.id),
  );
  const places = new Map<string, GeoWithReport[number]>();
  for (const r of rows) {
    if (
      !policy.listsAggregate(ctx.viewer, ctx.byId.get(r.solution_id)!, r.hidden_reason as HiddenReason | null)
    )
      continue;
    const k = `${r.country}\t${r.state}\t${r.city}`;
    const p = places.get(k) ?? { ...geographyOf(r), sampleCount: 0, solutionCount: 0 };
    p.sampleCount += r.n;
    p.solutionCount += 1;
    places.set(k, p);
  }
  return [...places.values()].sort(
    (a, b) =>
      b.sampleCount - a.sampleCount || a.country.localeCompare(b.country) || a.city.localeCompare(b.city),
  );
}

/** The providers of a place ranked by their index. */
export async function npiRanking(
  ctx: Ctx,
  q: GeographyQuery & { isMonthly?: boolean | undefined; top: number },
): Promise<NpiRanking> {
  const period = q.isMonthly ? 'M' : 'D';
  const rows = await repo.latestAt(
    ctx.db,
    period,
    placeFilter(q),
    visibleSolutions(ctx).map((s) => s.id),
  );
  const ranked = rows
    .map((r) => ({ r, s: ctx.byId.get(r.solution_id)! }))
    .filter(({ r, s }) => policy.listsAggregate(ctx.viewer, s, r.hidden_reason as HiddenReason | null))
    .map(({ r, s }) => ({ r, s, v: valuesFor(ctx.viewer, s, r) }))
    .filter((x) => x.v.npi !== null)
    .sort((a, b) => b.v.npi! - a.v.npi! || a.s.name.localeCompare(b.s.name))
    .slice(0, q.top);
  const level = levelOf(q);
  return {
    geography: {
      aggrLevel: level,
      country: q.country ?? '',
      state: q.state ?? '',
      city: q.city ?? '',
      cityLat: level === 'City' ? (ranked[0]?.r.city_lat ?? null) : null,
      cityLong: level === 'City' ? (ranked[0]?.r.city_long ?? null) : null,
    },
    period: q.isMonthly ? 'Month' : 'Day',
    periodStart: ranked.reduce<string | null>(
      (m, x) => (m === null || x.r.period_start > m ? x.r.period_start : m),
      null,
    ),
    items: ranked.map(({ s, r, v }, i) => ({
      ...presentSolution(s),
      rank: i + 1,
      npi: v.npi!,
      latencyMs: v.latencyMs,
      availability: v.availability,
      connectedness: v.connectedness,
      sampleCount: r.n,
    })),
  };
}

/** A solution's days (or months) at a place; the last 30 days unless a range is given. */
export async function history(
  ctx: Ctx,
  id: string,
  q: GeographyQuery & {
    startDate?: string | undefined;
    endDate?: string | undefined;
    isMonthly?: boolean | undefined;
  },
  now: Date,
): Promise<PerformanceHistory> {
  const s = solutionFor(ctx, id);
  const end = q.endDate ?? isoDay(now.getTime());
  const start = q.startDate ?? isoDay(Date.parse(`${end}T00:00:00Z`) - 30 * DAY_MS);
  const period = q.isMonthly ? 'M' : 'D';
  const filter = placeFilter(q);
  // The exact place (a city asked without its state): from its latest aggregate.
  const [anchor] = await repo.latestAt(ctx.db, period, filter, [s.id]);
  const place = {
    level: filter.level,
    country: anchor?.country ?? q.country ?? '',
    state: anchor?.state ?? q.state ?? '',
    city: anchor?.city ?? q.city ?? '',
  };
  const rows = anchor
    ? await repo.seriesOf(
        ctx.db,
        s.id,
        period,
        place,
        period === 'M' ? start.slice(0, 7) : start,
        period === 'M' ? end.slice(0, 7) : end,
      )
    : [];
  const shown = rows.filter((r) =>
    policy.listsAggregate(ctx.viewer, s, r.hidden_reason as HiddenReason | null),
  );
  return {
    solutionId: s.id,
    geography: anchor
      ? geographyOf(anchor)
      : { aggrLevel: place.level as AggrLevel, ...place, cityLat: null, cityLong: null },
    items: shown.map((r) => ({
      ...valuesFor(ctx.viewer, s, r),
      period: period === 'M' ? 'Month' : 'Day',
      periodStart: r.period_start,
    })),
  };
}

export async function profile(ctx: Ctx, solutionId: string): Promise<SolutionProfile> {
  const s = solutionFor(ctx, solutionId);
  const [extent, countries, cities, aggregatedAt] = await Promise.all([
    repo.extentOf(ctx.db, s.id),
    repo.placeCount(ctx.db, s.id, 'Country'),
    repo.placeCount(ctx.db, s.id, 'City'),
    lastAggregatedAt(ctx.db),
  ]);
  return {
    ...presentSolution(s),
    asns: s.asns,
    subnets: s.subnets,
    vpnInterfaceDescriptions: s.vpns,
    sslOwnerNames: s.sslOwners,
    firstReportDate: extent.first,
    lastReportDate: extent.last,
    sampleCount: extent.n,
    countryCount: countries,
    cityCount: cities,
    aggregatedAt,
  };
}

/** The latest monthly meetings assessment at a place and at each place one level below it. */
export async function latestAssessments(
  ctx: Ctx,
  id: string,
  q: GeographyQuery,
): Promise<LatestAssessment[]> {
  const s = solutionFor(ctx, id);
  const level = levelOf(q);
  const here = await repo.latestAt(ctx.db, 'M', placeFilter(q, level), [s.id]);
  const below =
    level === 'City' ? [] : await repo.latestAt(ctx.db, 'M', placeFilter(q, CHILD_LEVEL[level]), [s.id]);
  return [
    ...here,
    ...below.sort((a, b) => b.n - a.n || a.state.localeCompare(b.state) || a.city.localeCompare(b.city)),
  ]
    .filter((r) => policy.listsAggregate(ctx.viewer, s, r.hidden_reason as HiddenReason | null))
    .map((r) => {
      const v = valuesFor(ctx.viewer, s, r);
      return {
        ...geographyOf(r),
        periodStart: r.period_start,
        sampleCount: r.n,
        meetingsScore: v.meetingsScore,
        assessmentLevel: v.assessmentLevel,
        assessmentColor: v.assessmentColor,
        hiddenReason: v.hiddenReason,
      };
    });
}

const encodeOutageCursor = (start: string, id: string) =>
  Buffer.from(`${start}|${id}`, 'utf8').toString('base64url');
function decodeOutageCursor(token: string): { start: string; id: string } {
  const [start, id, extra] = Buffer.from(token, 'base64url').toString('utf8').split('|');
  if (
    !start ||
    !id ||
    extra !== undefined ||
    !/^\d{4}-\d{2}-\d{2}$/.test(start) ||
    !/^[0-9a-f]{40}$/.test(id)
  )
    throw continuationInvalid();
  return { start, id };
}

/** Outages of the visible solutions (or one), newest first, a page at a time. */
export async function outageHistory(
  ctx: Ctx,
  q: GeographyQuery & {
    solutionId?: string | undefined;
    startDate?: string | undefined;
    endDate?: string | undefined;
    top: number;
  },
  given: string | undefined,
): Promise<OutagePage> {
  const solutions = q.solutionId ? [solutionFor(ctx, q.solutionId)] : visibleSolutions(ctx);
  const rows = await repo.outagePage(
    ctx.db,
    solutions.map((s) => s.id),
    {
      country: q.country || undefined,
      state: q.state || undefined,
      city: q.city || undefined,
      startDate: q.startDate,
      endDate: q.endDate,
      after: given ? decodeOutageCursor(given) : null,
      limit: q.top + 1,
    },
  );
  const page = rows.slice(0, q.top);
  const last = page.at(-1);
  return {
    items: page.map((o) => ({
      ...geographyOf({ ...o, aggr_level: o.aggr_level }),
      id: o.id,
      solutionId: o.solution_id,
      solutionName: ctx.byId.get(o.solution_id)!.name,
      category: o.category,
      startDate: o.start_date,
      endDate: o.end_date,
      days: o.days,
      baselineLatencyMs: o.baseline_latency,
      peakLatencyMs: o.peak_latency,
      degradationPercent: o.degradation,
    })),
    continuation: rows.length > q.top && last ? encodeOutageCursor(last.start_date, last.id) : null,
  };
}
