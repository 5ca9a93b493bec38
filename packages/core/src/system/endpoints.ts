import type { Endpoint } from '../endpoint.js';
import { SystemStatusSchema } from './status.js';

const tags = ['system'];

/** Liveness and readiness, for load balancers and orchestrators. */
export const Liveness = {
  name: 'Liveness',
  method: 'GET',
  path: '/livez',
  summary: 'The process is up',
  tags,
  response: SystemStatusSchema,
  errors: [],
} as const satisfies Endpoint;

export const Readiness = {
  name: 'Readiness',
  method: 'GET',
  path: '/readyz',
  summary: 'The process is up and its database answers',
  tags,
  response: SystemStatusSchema,
  errors: [503],
} as const satisfies Endpoint;
