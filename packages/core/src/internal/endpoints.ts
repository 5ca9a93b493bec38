import { z } from '../zod.js';
import { endpointGroup, entry, ProviderPortalApi, SignedInErrors } from '../endpoint.js';
import { SolutionTenantsSchema } from './model.js';

export const InternalSolutionTenants = entry(
  endpointGroup({ tags: ['internal'], errors: SignedInErrors }),
  'GET',
  'InternalSolutionTenants',
  {
    path: `${ProviderPortalApi}/Internal/solutionTenants`,
    summary:
      'The customer organisations whose reports were attributed to a solution, by number of reports (staff with leadership access)',
    query: z.object({ solutionId: z.uuid() }),
    response: SolutionTenantsSchema,
  },
);
