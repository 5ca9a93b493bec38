import { z } from '../zod.js';
import type { Endpoint } from '../endpoint.js';
import { SolutionTenantsSchema } from './model.js';

const tags = ['internal'];

export const InternalSolutionTenants = {
  name: 'InternalSolutionTenants',
  method: 'GET',
  path: '/api/pnpp/api/v1/Internal/solutionTenants',
  summary:
    'The customer organisations whose reports were attributed to a solution, by number of reports (staff with leadership access)',
  tags,
  query: z.object({ solutionId: z.uuid() }),
  response: SolutionTenantsSchema,
  errors: [400, 401, 403, 404] as const,
} as const satisfies Endpoint;
