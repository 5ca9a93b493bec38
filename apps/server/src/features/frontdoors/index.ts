/** The front-door catalogue (configuration → database) and the probe endpoints. */
export { frontDoorRoutes } from './routes.js';
export { probeRoutes } from './probes.js';
export { frontDoorCatalogue, keptFrontDoorPositions, probeOrigins, selfUrlFor } from './service.js';
