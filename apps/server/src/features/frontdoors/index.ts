/** The front-door catalogue (configuration → database) and the probe endpoints. */
export { frontDoorRoutes } from './routes.js';
export { probeRoutes } from './probes.js';
export { frontDoorCatalogue, frontDoorPositions, probeOrigins, selfUrlFor } from './service.js';
