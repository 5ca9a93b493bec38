import {
  AdvancedCategories,
  AdvancedCategoryNames,
  latencyStats,
  type AdvancedColumn,
  type AdvancedField,
  type Report,
  type ReportFrontDoor,
} from '@netlens/core';
import type { NewReportRow, ReportRow } from './repo.js';

type Bins = [number, number, number, number, number] | null;

const json = <T>(text: string | null): T | null => (text === null ? null : (JSON.parse(text) as T));
const flag = (value: number | null) => (value === null ? null : value === 1);

const round2 = (ms: number) => Math.round(ms * 100) / 100;

/**
 * Statistics of the samples (rounded to 0.01 ms), the median's 95 % confidence interval (null
 * below 6 samples) and how they were timed.
 */
export function latencyOf(
  samples: readonly number[],
  timing: Report['latency']['timing'],
): Report['latency'] {
  const s = latencyStats(samples) ?? {
    count: 0,
    min: 0,
    median: 0,
    medianInterval: null,
    p90: 0,
    max: 0,
    jitter: 0,
  };
  const interval = s.medianInterval;
  return {
    count: s.count,
    min: round2(s.min),
    median: round2(s.median),
    medianInterval: interval && { ...interval, lower: round2(interval.lower), upper: round2(interval.upper) },
    p90: round2(s.p90),
    max: round2(s.max),
    jitter: round2(s.jitter),
    timing,
  };
}

/** The advanced results of a stored row, as the report's fields. */
function advancedResults(row: ReportRow) {
  const fields = {} as Pick<Report, AdvancedField>;
  for (const category of AdvancedCategoryNames) {
    const { field, column } = AdvancedCategories[category];
    fields[field] = json(row[column]);
  }
  return fields;
}

/** A stored report row as the API shows it. */
export function presentReport(row: ReportRow): Report {
  const bins = json<Bins>(row.bins);
  const samples = json<number[]>(row.latency_samples) ?? [];
  return {
    id: row.id,
    userId: row.user_id,
    dateTime: row.created_at,
    browserLocationCity: row.browser_city,
    browserLocationRegion: row.browser_region,
    browserLocationCountry: row.browser_country,
    browserLocationIsAutoDetected: row.browser_auto_detected === 1,
    browserLocationLatitude: row.browser_latitude,
    browserLocationLongitude: row.browser_longitude,
    currentFrontDoor: json<ReportFrontDoor>(row.current_front_door),
    optimalFrontDoors: json<ReportFrontDoor[]>(row.optimal_front_doors) ?? [],
    optimalSharePointFrontDoors: json<ReportFrontDoor[]>(row.optimal_files_front_doors) ?? [],
    isCurrentFrontDoorOptimal: flag(row.is_current_optimal),
    egressLocationLatitude: row.egress_latitude,
    egressLocationLongitude: row.egress_longitude,
    egressLocationCity: row.egress_city,
    egressLocationRegion: row.egress_region,
    egressLocationCountry: row.egress_country,
    egressLocationCountryCode: row.egress_country_code,
    egressNetwork: {
      asn: row.egress_asn === null ? null : Number(row.egress_asn),
      name: row.egress_as_name,
      prefix: row.egress_prefix,
    },
    browserToEgressLocationDistance: row.browser_egress_km,
    distributionValueBin1: bins?.[0] ?? null,
    distributionValueBin2: bins?.[1] ?? null,
    distributionValueBin3: bins?.[2] ?? null,
    distributionValueBin4: bins?.[3] ?? null,
    distributionValueBin5: bins?.[4] ?? null,
    measuredLatency: row.measured_latency,
    measuredLatencies: samples,
    latency: latencyOf(samples, row.latency_timing as Report['latency']['timing']),
    bestPossibleLatency: row.best_possible_latency,
    peers: {
      organisationCount: row.peer_org_count,
      betterShare: row.peer_better_share,
      potentialImprovementMs: row.peer_improvement_ms,
    },
    ...advancedResults(row),
  };
}

const text = (value: unknown) => (value === null ? null : JSON.stringify(value));
const bit = (value: boolean | null) => (value === null ? null : value ? 1 : 0);

/** The columns that store a report's advanced results. */
function advancedColumns(r: Report) {
  const columns = {} as Record<AdvancedColumn, string | null>;
  for (const category of AdvancedCategoryNames) {
    const { field, column } = AdvancedCategories[category];
    columns[column] = text(r[field]);
  }
  return columns;
}

/** The row that stores a report. */
export function reportRow(r: Report): NewReportRow {
  const bins = [
    r.distributionValueBin1,
    r.distributionValueBin2,
    r.distributionValueBin3,
    r.distributionValueBin4,
    r.distributionValueBin5,
  ];
  return {
    id: r.id,
    user_id: r.userId,
    created_at: r.dateTime,
    browser_city: r.browserLocationCity,
    browser_region: r.browserLocationRegion,
    browser_country: r.browserLocationCountry,
    browser_auto_detected: r.browserLocationIsAutoDetected ? 1 : 0,
    browser_latitude: r.browserLocationLatitude,
    browser_longitude: r.browserLocationLongitude,
    current_front_door: text(r.currentFrontDoor),
    optimal_front_doors: JSON.stringify(r.optimalFrontDoors),
    optimal_files_front_doors: JSON.stringify(r.optimalSharePointFrontDoors),
    is_current_optimal: bit(r.isCurrentFrontDoorOptimal),
    egress_latitude: r.egressLocationLatitude,
    egress_longitude: r.egressLocationLongitude,
    egress_city: r.egressLocationCity,
    egress_region: r.egressLocationRegion,
    egress_country: r.egressLocationCountry,
    egress_country_code: r.egressLocationCountryCode,
    egress_asn: r.egressNetwork.asn,
    egress_as_name: r.egressNetwork.name,
    egress_prefix: r.egressNetwork.prefix,
    browser_egress_km: r.browserToEgressLocationDistance,
    bins: bins.every((b) => b !== null) ? JSON.stringify(bins) : null,
    measured_latency: r.measuredLatency,
    latency_samples: JSON.stringify(r.measuredLatencies),
    latency_timing: r.latency.timing,
    best_possible_latency: r.bestPossibleLatency,
    peer_org_count: r.peers.organisationCount,
    peer_better_share: r.peers.betterShare,
    peer_improvement_ms: r.peers.potentialImprovementMs,
    ...advancedColumns(r),
  };
}
