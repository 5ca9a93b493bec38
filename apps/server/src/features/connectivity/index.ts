/** GenerateTestReport: egress, front doors and peers of a browser test, stored as a report. */
export { connectivityRoutes } from './routes.js';
