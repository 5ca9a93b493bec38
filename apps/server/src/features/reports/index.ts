/**
 * Stored reports: the reports table and everything attached to a report (saved, shared, its
 * origin, the advanced results), saving, history, sharing and retention. Other features store
 * and read reports only through what is exported here.
 */
export { reportsRoutes } from './routes.js';
export { reportOrigin } from './service.js';
export { ReportStore } from './report-store.js';
export { latencyOf } from './present.js';
export {
  advancedResults,
  asnTraffic,
  deleteReport,
  metroNetworkLatencies,
  reportCreatedAt,
  reportExists,
  setReportCreatedAt,
  reportsForAggregation,
  type AggregationReportRow,
  type ReportCursor,
  traceroutesSince,
  writeAdvancedColumn,
} from './repo.js';
export { reportRetentionJob } from './retention.js';
