import { NoContentSchema, type Endpoint } from '../endpoint.js';
import {
  IncidentIdParamsSchema,
  IncidentInputSchema,
  IncidentListSchema,
  IncidentPatchSchema,
  IncidentSchema,
  NetworkHealthSchema,
  UnhealthyMetroScoresSchema,
} from './scores.js';

const health = ['health'];
const admin = ['admin'];
const errors = [400, 401, 403, 404] as const;

export const UnhealthyMetroScores = {
  name: 'UnhealthyMetroScores',
  method: 'GET',
  path: '/api/AnonymousConnectivityTest/UnhealthyMetroScores',
  summary: 'Metros whose latency score over the recent window is below recommendations, worst first',
  tags: health,
  response: UnhealthyMetroScoresSchema,
  errors,
} as const satisfies Endpoint;

export const NetworkHealth = {
  name: 'NetworkHealth',
  method: 'GET',
  path: '/api/AnonymousConnectivityTest/NetworkHealth',
  summary: 'Every metro with its score and sample count, the outage flag and open incidents',
  tags: health,
  response: NetworkHealthSchema,
  errors,
} as const satisfies Endpoint;

export const ListIncidents = {
  name: 'ListIncidents',
  method: 'GET',
  path: '/api/admin/incidents',
  summary: 'Every incident, newest first (admin token)',
  tags: admin,
  admin: true,
  response: IncidentListSchema,
  errors,
} as const satisfies Endpoint;

export const CreateIncident = {
  name: 'CreateIncident',
  method: 'POST',
  path: '/api/admin/incidents',
  summary: 'Announce an incident on the health page (admin token)',
  tags: admin,
  admin: true,
  body: IncidentInputSchema,
  status: 201,
  response: IncidentSchema,
  errors,
} as const satisfies Endpoint;

export const EditIncident = {
  name: 'EditIncident',
  method: 'PATCH',
  path: '/api/admin/incidents/:id',
  summary: 'Edit or resolve an incident (admin token)',
  tags: admin,
  admin: true,
  params: IncidentIdParamsSchema,
  body: IncidentPatchSchema,
  response: IncidentSchema,
  errors,
} as const satisfies Endpoint;

export const DeleteIncident = {
  name: 'DeleteIncident',
  method: 'DELETE',
  path: '/api/admin/incidents/:id',
  summary: 'Delete an incident (admin token)',
  tags: admin,
  admin: true,
  params: IncidentIdParamsSchema,
  status: 204,
  response: NoContentSchema,
  errors,
} as const satisfies Endpoint;
