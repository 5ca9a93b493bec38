import {
  AVAILABILITY_LATENCY_MS,
  SkypeResultSchema,
  meetingsScoreOf,
  type AggrLevel,
  type AggregateStats,
  type Moments,
} from '@netlens/core';
import type { AggregationReportRow } from '../reports/index.js';

/** What one report adds to the aggregates of each solution it belongs to. */
export interface Sample {
  org: string;
  latency: number;
  available: boolean;
  /** Whether its front door was an optimal one; null when not known. */
  optimal: boolean | null;
  meetingsScore: number | null;
  day: string;
  month: string;
  country: string;
  state: string;
  city: string;
  lat: number | null;
  long: number | null;
}

/** The period kinds stored: D (a UTC day) and M (a UTC month). */
export type Period = 'D' | 'M';

/** One aggregate's key parts. */
export interface AggregateKey {
  solutionId: string;
  period: Period;
  periodStart: string;
  level: AggrLevel;
  country: string;
  state: string;
  city: string;
}

const SEP = '\t';
const clean = (s: string) => s.replaceAll(SEP, ' ').trim();

export const aggKey = (k: AggregateKey) =>
  [k.solutionId, k.period, k.periodStart, k.level, k.country, k.state, k.city].join(SEP);
/** The series an aggregate belongs to: the same solution, period kind and place. */
export const seriesKey = (k: Omit<AggregateKey, 'periodStart'>) =>
  [k.solutionId, k.period, k.level, k.country, k.state, k.city].join(SEP);

/**
 * The customer a report counts for: the signed-in user's organisation, else the egress network
 * it came from (the announced prefix, else the AS number) standing for an anonymous visitor's
 * organisation. A report with neither counts for no one and is left out.
 */
export function customerOf(row: AggregationReportRow, orgOfUser: ReadonlyMap<string, string>): string | null {
  const org = row.user_id ? orgOfUser.get(row.user_id) : undefined;
  if (org) return `org:${org}`;
  if (row.egress_prefix) return `net:${row.egress_prefix}`;
  if (row.egress_asn !== null && row.egress_asn !== undefined) return `as:${Number(row.egress_asn)}`;
  return null;
}

/**
 * The meetings score of a report: from its meetings media result (UDP round trip, jitter and loss;
 * 0 when UDP is blocked) when the advanced test ran it, else from its measured latency alone.
 */
export function meetingsOf(row: AggregationReportRow): number | null {
  if (row.skype) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(row.skype);
    } catch {
      parsed = null;
    }
    const res = SkypeResultSchema.safeParse(parsed);
    if (res.success) {
      if (res.data.udpBlocked) return 0;
      if (res.data.rttMs !== null)
        return meetingsScoreOf(res.data.rttMs, res.data.jitterMs ?? 0, res.data.lossShare);
    }
  }
  return Number.isFinite(row.measured_latency) ? meetingsScoreOf(row.measured_latency, 0, 0) : null;
}

export function sampleOf(row: AggregationReportRow, org: string): Sample {
  const day = row.created_at.slice(0, 10);
  return {
    org,
    latency: row.measured_latency,
    available: row.measured_latency < AVAILABILITY_LATENCY_MS,
    optimal: row.is_current_optimal === null ? null : Number(row.is_current_optimal) === 1,
    meetingsScore: meetingsOf(row),
    day,
    month: day.slice(0, 7),
    country: clean(row.egress_country ?? ''),
    state: clean(row.egress_region ?? ''),
    city: clean(row.egress_city ?? ''),
    lat: row.egress_latitude,
    long: row.egress_longitude,
  };
}

/** The places a sample counts at: Global, its country, state and city where known. */
export function placesOf(s: Sample): { level: AggrLevel; country: string; state: string; city: string }[] {
  const out: { level: AggrLevel; country: string; state: string; city: string }[] = [
    { level: 'Global', country: '', state: '', city: '' },
  ];
  if (!s.country) return out;
  out.push({ level: 'Country', country: s.country, state: '', city: '' });
  if (s.state) out.push({ level: 'State', country: s.country, state: s.state, city: '' });
  if (s.city) out.push({ level: 'City', country: s.country, state: s.state, city: s.city });
  return out;
}

/** An aggregate's statistics added in this run, with its organisations' moments. */
export interface Delta extends AggregateStats {
  key: AggregateKey;
  lat: number | null;
  long: number | null;
  orgs: Map<string, Moments>;
}

export const emptyStats = (): AggregateStats => ({
  n: 0,
  sum: 0,
  sumSq: 0,
  available: 0,
  optimalKnown: 0,
  optimal: 0,
  meetingsN: 0,
  meetingsSum: 0,
});

/** Adds a sample to the deltas of every aggregate of a solution it counts in. */
export function addSample(deltas: Map<string, Delta>, solutionId: string, s: Sample): void {
  for (const place of placesOf(s)) {
    for (const [period, periodStart] of [
      ['D', s.day],
      ['M', s.month],
    ] as const) {
      const key: AggregateKey = { solutionId, period, periodStart, ...place };
      const k = aggKey(key);
      let d = deltas.get(k);
      if (!d) {
        const city = place.level === 'City';
        d = { key, ...emptyStats(), lat: city ? s.lat : null, long: city ? s.long : null, orgs: new Map() };
        deltas.set(k, d);
      }
      d.n += 1;
      d.sum += s.latency;
      d.sumSq += s.latency * s.latency;
      if (s.available) d.available += 1;
      if (s.optimal !== null) {
        d.optimalKnown += 1;
        if (s.optimal) d.optimal += 1;
      }
      if (s.meetingsScore !== null) {
        d.meetingsN += 1;
        d.meetingsSum += s.meetingsScore;
      }
      const o = d.orgs.get(s.org);
      if (o) {
        o.n += 1;
        o.sum += s.latency;
        o.sumSq += s.latency * s.latency;
      } else d.orgs.set(s.org, { n: 1, sum: s.latency, sumSq: s.latency * s.latency });
    }
  }
}
