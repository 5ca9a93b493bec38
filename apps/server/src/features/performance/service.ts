import {
  AppError,
  SolutionTypeSchema,
  levelOf,
  solutionTag,
  type AggrLevel,
  type GeographyQuery,
  type HiddenReason,
  type LatestPaginationQuery,
  type PerformanceOrder,
  type SolutionPerformance,
  type SolutionPerformancePage,
} from '@netlens/core';
import type { Db } from '../../db/index.js';
import type { SignedInCaller } from '../identity/index.js';
import { performanceViewer, solutionDirectory, type DirectorySolution } from '../partners/index.js';
import * as policy from './policy.js';
import { presentPerformance } from './present.js';
import * as repo from './repo.js';

/** Who is asking and the solutions that exist, read once per call. */
export interface Ctx {
  db: Db;
  viewer: policy.Viewer;
  solutions: DirectorySolution[];
  byId: Map<string, DirectorySolution>;
}

export async function contextOf(db: Db, caller: SignedInCaller): Promise<Ctx> {
  policy.assertCanView(caller);
  const [viewer, solutions] = await Promise.all([performanceViewer(db, caller), solutionDirectory(db)]);
  return { db, viewer, solutions, byId: new Map(solutions.map((s) => [s.id, s])) };
}

export const visibleSolutions = (ctx: Ctx) =>
  ctx.solutions.filter((s) => policy.canSeeSolution(ctx.viewer, s));

/** A solution the viewer may see, or 404. */
export function solutionFor(ctx: Ctx, id: string): DirectorySolution {
  const s = ctx.byId.get(id);
  policy.assertSeesSolution(ctx.viewer, s);
  return s;
}

const periodOf = (isMonthly: boolean | undefined) => (isMonthly ? 'M' : 'D');
const CHILD: Record<AggrLevel, AggrLevel> = {
  Global: 'Country',
  Country: 'State',
  State: 'City',
  City: 'City',
};
export const placeFilter = (q: GeographyQuery, level: AggrLevel = levelOf(q)): repo.PlaceFilter => ({
  level,
  country: q.country || undefined,
  state: q.state || undefined,
  city: q.city || undefined,
});

/** A counter of the outages (of these rows) at each row's place overlapping its period. */
function outageCounter(rows: repo.OutageRow[]) {
  return (r: repo.AggregateRow) =>
    rows.filter((o) => {
      if (o.solution_id !== r.solution_id || o.aggr_level !== r.aggr_level) return false;
      if (o.country !== r.country || o.state !== r.state || o.city !== r.city) return false;
      const start = r.period === 'M' ? `${r.period_start}-01` : r.period_start;
      const end = r.period === 'M' ? `${r.period_start}-31` : r.period_start;
      return o.start_date <= end && (o.end_date === null || o.end_date >= start);
    }).length;
}

/** The latest aggregates and the outages at a place (of every solution: the caller filters). */
export const latestRowsAt = (db: Db, period: string, place: repo.PlaceFilter) =>
  Promise.all([repo.latestAt(db, period, place, null), repo.outagesAt(db, place)]);

/** The latest aggregates of these solutions among rows read at a place, as the viewer may see them. */
function present(
  ctx: Ctx,
  [rows, outages]: Awaited<ReturnType<typeof latestRowsAt>>,
  solutions: DirectorySolution[],
): SolutionPerformance[] {
  const wanted = new Set(solutions.map((s) => s.id));
  const listed = rows.filter(
    (r) =>
      wanted.has(r.solution_id) &&
      policy.listsAggregate(ctx.viewer, ctx.byId.get(r.solution_id)!, r.hidden_reason as HiddenReason | null),
  );
  const count = outageCounter(outages);
  return listed.map((r) => presentPerformance(ctx.viewer, ctx.byId.get(r.solution_id)!, r, count(r)));
}

async function latestFor(
  ctx: Ctx,
  period: string,
  place: repo.PlaceFilter,
  solutions: DirectorySolution[],
): Promise<SolutionPerformance[]> {
  if (solutions.length === 0) return [];
  return present(ctx, await latestRowsAt(ctx.db, period, place), solutions);
}

// latestPagination: filters on the solutions, the order and the continuation on their latest aggregates.

type SortValue = number | string | null;
const sortValue = (p: SolutionPerformance, by: PerformanceOrder): SortValue => {
  switch (by) {
    case 'latency':
      return p.latencyMs;
    case 'solutionName':
      return p.solutionName.toLowerCase();
    case 'partnerName':
      return p.partnerName.toLowerCase();
    default:
      return p[by];
  }
};
/** Latency and names sort ascending unless told; the scores descending. */
const descendingByDefault = (by: PerformanceOrder) =>
  !['latency', 'solutionName', 'partnerName'].includes(by);

/** Nulls (hidden or unknown values) last in either direction. */
function compareValues(a: SortValue, b: SortValue, desc: boolean): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  const c = a < b ? -1 : 1;
  return desc ? -c : c;
}

interface Keyed {
  keys: [SortValue, SortValue, string];
}

/** A continuation (`x-ms-continuation`, or `?continuation=`) no earlier answer of the list gave. */
export function continuationInvalid(): AppError {
  const details = [{ path: 'headers.x-ms-continuation', message: 'the continuation of an earlier answer' }];
  return new AppError('PERFORMANCE_CONTINUATION_INVALID', { details });
}

function encodeContinuation(order: string, k: Keyed['keys']): string {
  return Buffer.from(JSON.stringify({ o: order, k }), 'utf8').toString('base64url');
}

function decodeContinuation(order: string, token: string): Keyed['keys'] {
  try {
    const v = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as { o?: unknown; k?: unknown };
    if (v.o === order && Array.isArray(v.k) && v.k.length === 3 && typeof v.k[2] === 'string')
      return v.k as Keyed['keys'];
  } catch {
    // fall through
  }
  throw continuationInvalid();
}

/** The solutions latestPagination's filters keep. */
function filteredSolutions(ctx: Ctx, q: LatestPaginationQuery): DirectorySolution[] {
  const search = q.searchBy?.toLowerCase();
  const targets = q.targetSolutionIds ? new Set(q.targetSolutionIds) : null;
  const types = q.partnerTypes ? new Set(q.partnerTypes) : null;
  return visibleSolutions(ctx).filter(
    (s) =>
      (!q.partnerId || s.partnerId === q.partnerId) &&
      (!types || types.has(s.type)) &&
      (q.isOfficial === undefined || (s.visibility === 'Public') === q.isOfficial) &&
      (!q.tag || solutionTag(s.type) === q.tag) &&
      (!targets || targets.has(s.id)) &&
      (!search || s.name.toLowerCase().includes(search) || s.partnerName.toLowerCase().includes(search)),
  );
}

/**
 * latestPagination: the caller's context and the place's rows are read at once (one round trip),
 * then filtered, ordered and cut after the continuation in memory: a place has at most one row
 * per solution.
 */
export async function latestPagination(
  db: Db,
  caller: SignedInCaller,
  q: LatestPaginationQuery,
  given: string | undefined,
): Promise<SolutionPerformancePage> {
  const level = q.aggrLevel ?? levelOf(q);
  const period = periodOf(q.isMonthly);
  const desc1 = q.isDescending ?? descendingByDefault(q.orderBy);
  const desc2 = q.thenBy ? (q.isThenByDescending ?? descendingByDefault(q.thenBy)) : false;
  const order = [period, level, q.orderBy, desc1, q.thenBy ?? '', desc2].join(':');
  const after = given ? decodeContinuation(order, given) : null;
  const [ctx, rows] = await Promise.all([
    contextOf(db, caller),
    latestRowsAt(db, period, placeFilter(q, level)),
  ]);
  const items = present(ctx, rows, filteredSolutions(ctx, q));
  const keyed = items.map((p) => ({
    p,
    keys: [
      sortValue(p, q.orderBy),
      q.thenBy ? sortValue(p, q.thenBy) : null,
      `${p.solutionId}\t${p.country}\t${p.state}\t${p.city}`,
    ] as Keyed['keys'],
  }));
  const compare = (a: Keyed['keys'], b: Keyed['keys']) =>
    compareValues(a[0], b[0], desc1) || compareValues(a[1], b[1], desc2) || compareValues(a[2], b[2], false);
  keyed.sort((a, b) => compare(a.keys, b.keys));
  const rest = after ? keyed.filter((x) => compare(x.keys, after) > 0) : keyed;
  const page = rest.slice(0, q.top);
  const more = rest.length > q.top;
  return {
    items: page.map((x) => x.p),
    continuation: more ? encodeContinuation(order, page.at(-1)!.keys) : null,
  };
}

export async function latestOfPartner(
  ctx: Ctx,
  q: { partnerId?: string | undefined; isMonthly?: boolean | undefined },
) {
  policy.assertCanAskPartner(ctx.viewer, q.partnerId);
  const partnerId = q.partnerId ?? ctx.viewer.partnerId;
  if (!partnerId) return [];
  const solutions = visibleSolutions(ctx).filter((s) => s.partnerId === partnerId);
  const items = await latestFor(ctx, periodOf(q.isMonthly), { level: 'Global' }, solutions);
  return items.sort((a, b) => a.solutionName.localeCompare(b.solutionName));
}

export async function latest(
  ctx: Ctx,
  q: GeographyQuery & {
    solutionInternalId: string;
    aggrLevel?: AggrLevel | undefined;
    isMonthly?: boolean | undefined;
  },
) {
  const s = solutionFor(ctx, q.solutionInternalId);
  const level = q.aggrLevel ?? CHILD[levelOf(q)];
  const items = await latestFor(ctx, periodOf(q.isMonthly), placeFilter(q, level), [s]);
  return items.sort((a, b) => b.sampleCount - a.sampleCount || a.city.localeCompare(b.city));
}

export async function ofSolution(
  ctx: Ctx,
  id: string,
  q: GeographyQuery & { isMonthly?: boolean | undefined },
) {
  const s = solutionFor(ctx, id);
  const [found] = await latestFor(ctx, periodOf(q.isMonthly), placeFilter(q), [s]);
  if (!found) throw new AppError('PERFORMANCE_NO_DATA');
  return found;
}

export async function typeCount(ctx: Ctx) {
  const counts = new Map<string, number>();
  for (const s of visibleSolutions(ctx)) counts.set(s.type, (counts.get(s.type) ?? 0) + 1);
  return SolutionTypeSchema.options
    .filter((t) => counts.has(t))
    .map((type) => ({ type, count: counts.get(type)! }));
}

export async function solutionTags(ctx: Ctx) {
  const counts = new Map<string, number>();
  for (const s of visibleSolutions(ctx))
    counts.set(solutionTag(s.type), (counts.get(solutionTag(s.type)) ?? 0) + 1);
  return (['ISP', 'Overlay', 'Corporate'] as const)
    .filter((t) => counts.has(t))
    .map((tag) => ({ tag, count: counts.get(tag)! }));
}

/** The customers whose reports were attributed to a solution (staff's #tenants), most reports first. */
export async function solutionCustomers(
  db: Db,
  solutionId: string,
): Promise<{ customer: string; samples: number; firstMonth: string; lastMonth: string }[]> {
  const rows = await repo.customersOfSolution(db, solutionId);
  return rows
    .map((r) => ({ customer: r.org, samples: Number(r.n), firstMonth: r.first, lastMonth: r.last }))
    .sort((a, b) => b.samples - a.samples || a.customer.localeCompare(b.customer));
}
