/** Network health: per-metro scores, the outage flag and the incidents. */
export { healthRoutes } from './routes.js';
