import {
  assessmentOf,
  hiddenValues,
  solutionTag,
  type AggrLevel,
  type AssessmentLevel,
  type Geography,
  type HiddenReason,
  type PerformanceSolution,
  type PerformanceValues,
  type SolutionPerformance,
} from '@netlens/core';
import type { DirectorySolution } from '../partners/index.js';
import { seesValues, type Viewer } from './policy.js';
import type { AggregateRow } from './repo.js';

export function presentSolution(s: DirectorySolution): PerformanceSolution {
  return {
    solutionId: s.id,
    solutionName: s.name,
    partnerInternalId: s.partnerId,
    partnerName: s.partnerName,
    type: s.type,
    tag: solutionTag(s.type),
    visibility: s.visibility,
    isOfficial: s.visibility === 'Public',
  };
}

export function geographyOf(
  r: Pick<AggregateRow, 'aggr_level' | 'country' | 'state' | 'city' | 'city_lat' | 'city_long'>,
): Geography {
  const city = r.aggr_level === 'City';
  return {
    aggrLevel: r.aggr_level as AggrLevel,
    country: r.country,
    state: r.state,
    city: r.city,
    cityLat: city ? r.city_lat : null,
    cityLong: city ? r.city_long : null,
  };
}

/** An aggregate's values as the viewer sees them. */
export function valuesFor(v: Viewer, s: DirectorySolution, r: AggregateRow): PerformanceValues {
  const reason = r.hidden_reason as HiddenReason | null;
  const level = r.assessment_level as AssessmentLevel | null;
  const values: PerformanceValues = {
    sampleCount: r.n,
    organizationCount: r.org_count,
    latencyMs: r.latency_ms,
    latencyScore: r.latency_score,
    availability: r.availability,
    connectedness: r.connectedness,
    npi: r.npi,
    meetingsScore: r.meetings_score,
    assessmentLevel: level,
    assessmentColor: level ? (assessmentOf(r.meetings_score)?.color ?? null) : null,
    hiddenReason: reason,
  };
  return seesValues(v, s, reason) ? values : hiddenValues(values);
}

export function presentPerformance(
  v: Viewer,
  s: DirectorySolution,
  r: AggregateRow,
  outageCount: number,
): SolutionPerformance {
  return {
    ...presentSolution(s),
    ...geographyOf(r),
    ...valuesFor(v, s, r),
    period: r.period === 'M' ? 'Month' : 'Day',
    periodStart: r.period_start,
    outageCount,
  };
}
