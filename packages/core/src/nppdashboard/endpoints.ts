import type { Endpoint } from '../endpoint.js';
import { NppDashboardSchema } from './model.js';

export const NppDashboard = {
  name: 'NppDashboard',
  method: 'GET',
  path: '/api/pnpp/api/v1/NppDashboard',
  summary:
    'The network provider programme at a glance: providers by status, solutions by type, coverage by country, the best and worst public solution per metro',
  tags: ['nppdashboard'],
  response: NppDashboardSchema,
  errors: [404, 429],
} as const satisfies Endpoint;
