/** Runtime configuration, feature flags and localization strings. */
export { flagsRoutes } from './routes.js';
export { flagsFor } from './service.js';
