import { adminEndpoints, endpointGroup, NoContentSchema, SignedInErrors } from '../endpoint.js';
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

export const UnhealthyMetroScores = health.get('UnhealthyMetroScores', {
  path: '/api/AnonymousConnectivityTest/UnhealthyMetroScores',
  summary: 'Metros whose latency score over the recent window is below recommendations, worst first',
  response: UnhealthyMetroScoresSchema,
});

export const NetworkHealth = health.get('NetworkHealth', {
  path: '/api/AnonymousConnectivityTest/NetworkHealth',
  summary: 'Every metro with its score and sample count, the outage flag and open incidents',
  response: NetworkHealthSchema,
});

export const ListIncidents = admin.get('ListIncidents', {
  path: '/incidents',
  summary: 'Every incident, newest first (admin token)',
  response: IncidentListSchema,
});

export const CreateIncident = admin.post('CreateIncident', {
  path: '/incidents',
  summary: 'Announce an incident on the health page (admin token)',
  body: IncidentInputSchema,
  status: 201,
  response: IncidentSchema,
});

export const EditIncident = admin.patch('EditIncident', {
  path: '/incidents/:id',
  summary: 'Edit or resolve an incident (admin token)',
  params: IncidentIdParamsSchema,
  body: IncidentPatchSchema,
  response: IncidentSchema,
});

export const DeleteIncident = admin.delete('DeleteIncident', {
  path: '/incidents/:id',
  summary: 'Delete an incident (admin token)',
  params: IncidentIdParamsSchema,
  status: 204,
  response: NoContentSchema,
});
