import { adminEndpoints, endpointGroup, entry, NoContentSchema, SignedInErrors } from '../endpoint.js';
import {
  IncidentIdParamsSchema,
  IncidentInputSchema,
  IncidentListSchema,
  IncidentPatchSchema,
  IncidentSchema,
  NetworkHealthSchema,
  UnhealthyMetroScoresSchema,
} from './scores.js';

const health = endpointGroup({ tags: ['health'], errors: SignedInErrors });
const admin = adminEndpoints(SignedInErrors);

export const UnhealthyMetroScores = entry(health, 'GET', 'UnhealthyMetroScores', {
  path: '/api/AnonymousConnectivityTest/UnhealthyMetroScores',
  summary: 'Metros whose latency score over the recent window is below recommendations, worst first',
  response: UnhealthyMetroScoresSchema,
});

export const NetworkHealth = entry(health, 'GET', 'NetworkHealth', {
  path: '/api/AnonymousConnectivityTest/NetworkHealth',
  summary: 'Every metro with its score and sample count, the outage flag and open incidents',
  response: NetworkHealthSchema,
});

export const ListIncidents = entry(admin, 'GET', 'ListIncidents', {
  path: '/incidents',
  summary: 'Every incident, newest first (admin token)',
  response: IncidentListSchema,
});

export const CreateIncident = entry(admin, 'POST', 'CreateIncident', {
  path: '/incidents',
  summary: 'Announce an incident on the health page (admin token)',
  body: IncidentInputSchema,
  status: 201,
  response: IncidentSchema,
});

export const EditIncident = entry(admin, 'PATCH', 'EditIncident', {
  path: '/incidents/:id',
  summary: 'Edit or resolve an incident (admin token)',
  params: IncidentIdParamsSchema,
  body: IncidentPatchSchema,
  response: IncidentSchema,
});

export const DeleteIncident = entry(admin, 'DELETE', 'DeleteIncident', {
  path: '/incidents/:id',
  summary: 'Delete an incident (admin token)',
  params: IncidentIdParamsSchema,
  status: 204,
  response: NoContentSchema,
});
