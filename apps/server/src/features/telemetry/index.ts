/** Telemetry from the web app, stored server-side. */
export { telemetryRoutes } from './routes.js';
