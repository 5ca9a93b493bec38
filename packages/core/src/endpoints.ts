// The endpoint table: every JSON API endpoint (and the few links and downloads beside them), one
// entry each, by feature. The package index exports it as the namespace `endpoints`, so
// `endpoints.ReadReport` is an entry and a bundle keeps only the entries it uses. Add nothing
// here but entries.
export * from './connectivity/endpoints.js';
export * from './asn/endpoints.js';
export * from './boundaries/endpoints.js';
export * from './copilot/endpoints.js';
export * from './directory/endpoints.js';
export * from './domainlens/endpoints.js';
export * from './flags/endpoints.js';
export * from './fqdns/endpoints.js';
export * from './fqdns/ocdi-endpoints.js';
export * from './frontdoors/endpoints.js';
export * from './geo/endpoints.js';
export * from './health/endpoints.js';
export * from './identity/endpoints.js';
export * from './internal/endpoints.js';
export * from './ipclassification/endpoints.js';
export * from './livetest/endpoints.js';
export * from './nppdashboard/endpoints.js';
export * from './partners/endpoints.js';
export * from './performance/endpoints.js';
export * from './reports/endpoints.js';
export * from './system/endpoints.js';
export * from './telemetry/endpoints.js';
