// The contract shared by the server, the web app and the advanced client, one folder a feature.
export * from './clouds.js';
export * from './errors.js';
export * from './i18n.js';
export * from './connectivity/index.js';
export * from './copilot/index.js';
export * from './flags/index.js';
export * from './frontdoors/index.js';
export * from './geo/index.js';
export * from './health/index.js';
export * from './identity/index.js';
export * from './ipclassification/index.js';
export * from './livetest/index.js';
export * from './reports/index.js';
export * from './telemetry/index.js';
export * from './system/index.js';
export * from './endpoint.js';
export * from './client.js';
export * as endpoints from './endpoints.js';
