import { z } from '../zod.js';
import { endpointGroup } from '../endpoint.js';
import { SolutionTenantsSchema } from './model.js';

export const InternalSolutionTenants = endpointGroup({
  tags: ['internal'],
  errors: [400, 401, 403, 404],
}).get('InternalSolutionTenants', {
  path: '/api/pnpp/api/v1/Internal/solutionTenants',
  summary:
    'The customer organisations whose reports were attributed to a solution, by number of reports (staff with leadership access)',
  query: z.object({ solutionId: z.uuid() }),
  response: SolutionTenantsSchema,
});
