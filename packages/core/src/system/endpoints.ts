import { endpointGroup } from '../endpoint.js';
import { SystemStatusSchema } from './status.js';

const system = endpointGroup({ tags: ['system'], errors: [] });

/** Liveness and readiness, for load balancers and orchestrators. */
export const Liveness = system.get('Liveness', {
  path: '/livez',
  summary: 'The process is up',
  response: SystemStatusSchema,
});

export const Readiness = system.get('Readiness', {
  path: '/readyz',
  summary: 'The process is up and its database answers',
  response: SystemStatusSchema,
  errors: [503],
});
