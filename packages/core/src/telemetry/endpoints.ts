import { adminEndpoints, endpointGroup, entry } from '../endpoint.js';
import {
  TelemetryAcceptedSchema,
  TelemetryBatchSchema,
  TelemetrySummaryQuerySchema,
  TelemetrySummarySchema,
} from './events.js';
import { TelemetryPath } from './path.js';

const errors = [400, 401, 403, 413, 429] as const;
const telemetry = endpointGroup({ tags: ['telemetry'], errors });
const admin = adminEndpoints(errors);

export const RecordTelemetry = entry(telemetry, 'POST', 'RecordTelemetry', {
  path: TelemetryPath,
  summary: 'Record page views, logs and events from the web app',
  body: TelemetryBatchSchema,
  status: 202,
  response: TelemetryAcceptedSchema,
});

export const TelemetrySummary = entry(admin, 'GET', 'TelemetrySummary', {
  path: '/telemetry/summary',
  summary: 'Counts of page views, log ids and events (admin token)',
  query: TelemetrySummaryQuerySchema,
  response: TelemetrySummarySchema,
});
