import type { Endpoint } from '../endpoint.js';
import {
  TelemetryAcceptedSchema,
  TelemetryBatchSchema,
  TelemetrySummaryQuerySchema,
  TelemetrySummarySchema,
} from './events.js';
import { TelemetryPath } from './path.js';

const errors = [400, 401, 403, 413, 429] as const;

export const RecordTelemetry = {
  name: 'RecordTelemetry',
  method: 'POST',
  path: TelemetryPath,
  summary: 'Record page views, logs and events from the web app',
  tags: ['telemetry'],
  body: TelemetryBatchSchema,
  status: 202,
  response: TelemetryAcceptedSchema,
  errors,
} as const satisfies Endpoint;

export const TelemetrySummary = {
  name: 'TelemetrySummary',
  method: 'GET',
  path: '/api/admin/telemetry/summary',
  summary: 'Counts of page views, log ids and events (admin token)',
  tags: ['admin'],
  admin: true,
  query: TelemetrySummaryQuerySchema,
  response: TelemetrySummarySchema,
  errors,
} as const satisfies Endpoint;
