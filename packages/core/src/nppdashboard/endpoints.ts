import { endpointGroup, entry, ProviderPortalApi } from '../endpoint.js';
import { NppDashboardSchema } from './model.js';

export const NppDashboard = entry(
  endpointGroup({ tags: ['nppdashboard'], errors: [404, 429] }),
  'GET',
  'NppDashboard',
  {
    path: `${ProviderPortalApi}/NppDashboard`,
    summary:
      'The network provider programme at a glance: providers by status, solutions by type, coverage by country, the best and worst public solution per metro',
    response: NppDashboardSchema,
  },
);
