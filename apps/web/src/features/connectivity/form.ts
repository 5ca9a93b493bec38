import type { GenerateReportFormInput } from '@netlens/core';
import type { TestLocation } from '../../run/location';
import type { ProbeResult } from '../frontdoors';

type FormFields = Record<keyof GenerateReportFormInput, string>;

/**
 * The GenerateTestReport form (spec §7): the browser location and address, the auto-detect flag,
 * the answering mail front door, the lowest warm sample and all of them, and the debug flag.
 * The egress address is left to the server, which sees it. Null when no sample was taken.
 */
export function buildReportForm(
  location: TestLocation,
  probe: ProbeResult,
  debugTrace: boolean,
): URLSearchParams | null {
  const samples = probe.samples.map((s) => s.ms);
  if (samples.length === 0) return null;
  const fields: FormFields = {
    latitude: String(location.point.latitude),
    longitude: String(location.point.longitude),
    city: location.address.city,
    region: location.address.region,
    country: location.address.country,
    isAutoDetected: String(location.isAutoDetected),
    exchangeFaultZoneCode: probe.frontDoorId,
    measuredLatency: String(Math.min(...samples)),
    measuredLatencies: samples.join(','),
    egressIp: '',
    debugTrace: String(debugTrace),
    latencyTiming: probe.timing,
  };
  return new URLSearchParams(fields);
}

/** Whether the page was opened with ?debugTrace=true (spec §9). */
export function debugTraceRequested(search: string): boolean {
  return new URLSearchParams(search).get('debugTrace')?.toLowerCase() === 'true';
}
