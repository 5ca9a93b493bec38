/** Liveness and readiness. */
export { systemRoutes } from './routes.js';
