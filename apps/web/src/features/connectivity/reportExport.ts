import { AdvancedCategories, type ConfidenceInterval, type Report } from '@netlens/core';
import { peerBins } from './peerChart';

/** One measured figure of a report, as a row of its CSV download. */
export interface ReportFigure {
  /** The figure's path in the report as the API answers it (`latency.median`, `measuredLatencies.3`). */
  name: string;
  /** Empty when the report has no value for it. */
  value: number | null;
  /** The 95 % confidence interval's bounds, where the report states one. */
  intervalLow: number | null;
  intervalHigh: number | null;
  unit: 'ms' | 'km' | 'share' | 'count';
}

/** The CSV download's columns, in order. */
export const ReportFigureColumns = ['name', 'value', 'intervalLow', 'intervalHigh', 'unit'] as const;

const figure = (
  name: string,
  value: number | null | undefined,
  unit: ReportFigure['unit'],
  interval?: ConfidenceInterval | null,
): ReportFigure => ({
  name,
  value: value ?? null,
  intervalLow: interval?.lower ?? null,
  intervalHigh: interval?.upper ?? null,
  unit,
});

/** The advanced test's call, when its result is in and reads as one. */
function callFigures(report: Report): ReportFigure[] {
  const { field, schema } = AdvancedCategories.Skype;
  const call = schema.safeParse(report[field]);
  if (!call.success || call.data === null) return [];
  const c = call.data;
  return [
    figure(`${field}.rttMs`, c.rttMs, 'ms', c.rttIntervalMs),
    figure(`${field}.jitterMs`, c.jitterMs, 'ms', c.jitterIntervalMs),
    figure(`${field}.lossShare`, c.lossShare, 'share', c.lossShareInterval),
  ];
}

/**
 * Every measured figure of a report, one row each: the latency statistics (the median with its
 * 95 % interval), the lowest sample and every sample, the best possible latency, the distance to
 * the egress, the comparison with peers, and the advanced test's call with its intervals once in.
 */
export function reportFigures(report: Report): ReportFigure[] {
  const { latency, peers } = report;
  const bins = peerBins(report) ?? [null, null, null, null, null];
  return [
    figure('latency.median', latency.median, 'ms', latency.medianInterval),
    figure('latency.min', latency.min, 'ms'),
    figure('latency.p90', latency.p90, 'ms'),
    figure('latency.max', latency.max, 'ms'),
    figure('latency.jitter', latency.jitter, 'ms'),
    figure('latency.count', latency.count, 'count'),
    figure('measuredLatency', report.measuredLatency, 'ms'),
    ...report.measuredLatencies.map((ms, i) => figure(`measuredLatencies.${i + 1}`, ms, 'ms')),
    figure('bestPossibleLatency', report.bestPossibleLatency, 'ms'),
    figure('browserToEgressLocationDistance', report.browserToEgressLocationDistance, 'km'),
    figure('peers.organisationCount', peers.organisationCount, 'count'),
    figure('peers.betterShare', peers.betterShare, 'share'),
    figure('peers.potentialImprovementMs', peers.potentialImprovementMs, 'ms'),
    ...bins.map((ms, i) => figure(`distributionValueBin${i + 1}`, ms, 'ms')),
    ...callFigures(report),
  ];
}

/** The report as the API answers it, indented. */
export function reportJson(report: Report): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}

/** The downloaded file's name: the report's id and its date. */
export function reportFileName(report: Report, extension: 'json' | 'csv'): string {
  return `netlens-report-${report.dateTime.slice(0, 10)}-${report.id}.${extension}`;
}
