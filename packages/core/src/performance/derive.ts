import { latencyScore } from '../health/scores.js';
import type { HiddenReason, PerformanceValues } from './model.js';
import {
  NPI_WEIGHTS,
  PRIVACY_MAX_COHENS_D,
  PRIVACY_MAX_RELATIVE_ERROR,
  PRIVACY_MIN_ORGANIZATIONS,
  PRIVACY_MIN_SAMPLES,
  STANDARD_ERROR_FACTOR,
  assessmentOf,
} from './rules.js';

/** Count, sum and sum of squares of latencies: merged by adding, so runs add to them. */
export interface Moments {
  n: number;
  sum: number;
  sumSq: number;
}

/** The sufficient statistics of one aggregate (a solution at a place for a day or a month). */
export interface AggregateStats extends Moments {
  /** Reports under the availability limit. */
  available: number;
  /** Reports that know whether their front door was optimal, and those where it was. */
  optimalKnown: number;
  optimal: number;
  /** Reports with a meetings score, and the sum of their scores. */
  meetingsN: number;
  meetingsSum: number;
}

const round1 = (v: number) => Math.round(v * 10) / 10;
/** Sum of squared deviations from the mean. */
const squares = (m: Moments) => (m.n > 0 ? Math.max(0, m.sumSq - (m.sum * m.sum) / m.n) : 0);

/** The relative standard error of the mean latency: 1.96 × 1.09 × σ/√n over the mean. */
export function relativeStandardError(m: Moments): number {
  if (m.n < 2) return Infinity;
  const mean = m.sum / m.n;
  if (mean <= 0) return 0;
  const sd = Math.sqrt(squares(m) / (m.n - 1));
  return (STANDARD_ERROR_FACTOR * sd) / Math.sqrt(m.n) / mean;
}

/**
 * How far one customer moves an aggregate, as Cohen's d: the difference between the mean with
 * and without the customer's samples, over the standard deviation of all of them. A customer
 * dominates above `PRIVACY_MAX_COHENS_D`.
 */
export function cohensD(total: Moments, org: Moments): number {
  const rest = { n: total.n - org.n, sum: total.sum - org.sum };
  if (org.n === 0 || total.n < 2) return 0;
  if (rest.n === 0) return Infinity;
  const sd = Math.sqrt(squares(total) / (total.n - 1));
  const diff = Math.abs(total.sum / total.n - rest.sum / rest.n);
  return sd > 0 ? diff / sd : diff > 1e-9 ? Infinity : 0;
}

/**
 * Whether a customer could dominate at all: its d is at most √(n_o (n − 1) / (n (n − n_o))),
 * so with fewer samples than about a fifth of the aggregate's it cannot pass the limit. Only
 * these customers' moments are kept with an aggregate to test the rule.
 */
export function mayDominate(total: Moments, org: Moments): boolean {
  if (org.n >= total.n) return true;
  return Math.sqrt((org.n * (total.n - 1)) / (total.n * (total.n - org.n))) > PRIVACY_MAX_COHENS_D;
}

/** The largest Cohen's d of the customers given (0 with none). */
export const maxCohensD = (total: Moments, orgs: readonly Moments[]) =>
  orgs.reduce((m, o) => Math.max(m, cohensD(total, o)), 0);

/**
 * Why an aggregate's values are hidden, in order: too few samples, too few organisations, one
 * organisation dominating, too large a standard error. Null when they may be shown. `candidates`
 * are the customers that may dominate (`mayDominate`); others cannot change the answer.
 */
export function hiddenReasonOf(
  total: Moments,
  orgCount: number,
  candidates: readonly Moments[],
): HiddenReason | null {
  if (total.n < PRIVACY_MIN_SAMPLES) return 'StatisticalSignificance';
  if (orgCount < PRIVACY_MIN_ORGANIZATIONS) return 'PrivacyRequirement';
  if (maxCohensD(total, candidates) > PRIVACY_MAX_COHENS_D) return 'DominatingCustomer';
  if (relativeStandardError(total) > PRIVACY_MAX_RELATIVE_ERROR) return 'NotMeetAccuracyRequirement';
  return null;
}

/** Whether a reason protects customers (providers never see the values) or accuracy (nobody does). */
export const isPrivacyReason = (r: HiddenReason | null) =>
  r === 'PrivacyRequirement' || r === 'DominatingCustomer';

/** The network provider index 0–100 from its three parts (docs/THRESHOLDS.md). */
export function npiOf(score: number | null, availability: number | null, connectedness: number | null) {
  if (score === null || availability === null) return null;
  const conn = connectedness ?? availability;
  return round1(
    NPI_WEIGHTS.latency * score + NPI_WEIGHTS.availability * availability + NPI_WEIGHTS.connectedness * conn,
  );
}

/**
 * The values of an aggregate and the reason they are hidden (values are kept: callers hide them),
 * from its statistics, its number of customers and the customers that may dominate it.
 */
export function deriveValues(
  stats: AggregateStats,
  orgCount: number,
  candidates: readonly Moments[],
): PerformanceValues {
  const latencyMs = stats.n > 0 ? round1(stats.sum / stats.n) : null;
  const score = latencyScore(latencyMs);
  const availability = stats.n > 0 ? round1((100 * stats.available) / stats.n) : null;
  const connectedness = stats.optimalKnown > 0 ? round1((100 * stats.optimal) / stats.optimalKnown) : null;
  const meetingsScore = stats.meetingsN > 0 ? round1(stats.meetingsSum / stats.meetingsN) : null;
  const assessment = assessmentOf(meetingsScore);
  return {
    sampleCount: stats.n,
    organizationCount: orgCount,
    latencyMs,
    latencyScore: score,
    availability,
    connectedness,
    npi: npiOf(score, availability, connectedness),
    meetingsScore,
    assessmentLevel: assessment?.level ?? null,
    assessmentColor: assessment?.color ?? null,
    hiddenReason: hiddenReasonOf(stats, orgCount, candidates),
  };
}

/** The values with everything but the counts and the reason blanked. */
export function hiddenValues(v: PerformanceValues): PerformanceValues {
  return {
    ...v,
    latencyMs: null,
    latencyScore: null,
    availability: null,
    connectedness: null,
    npi: null,
    meetingsScore: null,
    assessmentLevel: null,
    assessmentColor: null,
  };
}

/**
 * The meetings score 0–100 of one call from the ITU-T G.107 E-model (simplified: G.711 with
 * packet-loss concealment): one-way delay = RTT/2 + 2 × jitter + 10 ms of codec delay; R → MOS →
 * (MOS − 1) / 3.5 × 100. UDP blocked scores 0.
 */
export function meetingsScoreOf(rttMs: number, jitterMs: number, lossShare: number): number {
  const d = rttMs / 2 + 2 * jitterMs + 10;
  const id = 0.024 * d + (d > 177.3 ? 0.11 * (d - 177.3) : 0);
  const ppl = Math.min(100, Math.max(0, lossShare * 100));
  const ie = (95 * ppl) / (ppl + 4.3);
  const r = Math.max(0, Math.min(100, 93.2 - id - ie));
  const mos = 1 + 0.035 * r + r * (r - 60) * (100 - r) * 7e-6;
  return round1(Math.max(0, Math.min(100, ((Math.min(4.5, mos) - 1) / 3.5) * 100)));
}
