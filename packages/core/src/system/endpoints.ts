import { endpointGroup, entry } from '../endpoint.js';
import { SystemStatusSchema } from './status.js';

const system = endpointGroup({ tags: ['system'], errors: [] });

/** Liveness and readiness, for load balancers and orchestrators. */
export const Liveness = entry(system, 'GET', 'Liveness', {
  path: '/livez',
  summary: 'The process is up',
  response: SystemStatusSchema,
});

export const Readiness = entry(system, 'GET', 'Readiness', {
  path: '/readyz',
  summary: 'The process is up and its database answers',
  response: SystemStatusSchema,
  errors: [503],
});
