import type { Endpoint } from '../endpoint.js';
import {
  CopilotRunIdParamsSchema,
  CopilotTestReportSchema,
  CopilotTestResultSchema,
  CopilotWorkloadDomainsSchema,
} from './results.js';

const tags = ['copilot'];
const errors = [400, 404, 409, 413, 415, 429] as const;

export const CopilotWorkloadDomains = {
  name: 'CopilotWorkloadDomains',
  method: 'GET',
  path: '/api/workloaddomains/copilot',
  summary: 'The domains the Copilot test checks: HTTP reachability groups and WebSocket endpoints',
  tags,
  response: CopilotWorkloadDomainsSchema,
  errors,
} as const satisfies Endpoint;

export const GenerateCopilotTestReport = {
  name: 'GenerateCopilotTestReport',
  method: 'POST',
  path: '/api/AnonymousConnectivityTest/GenerateCopilotTestReport',
  summary: 'Store the result of a Copilot connectivity test',
  tags,
  body: CopilotTestResultSchema,
  response: CopilotTestReportSchema,
  errors,
} as const satisfies Endpoint;

export const ReadCopilotTestReport = {
  name: 'ReadCopilotTestReport',
  method: 'GET',
  path: '/api/AnonymousConnectivityTest/ReadCopilotTestReport/:runId',
  summary: 'Read a stored Copilot test result by its run id',
  tags,
  params: CopilotRunIdParamsSchema,
  response: CopilotTestReportSchema,
  errors,
} as const satisfies Endpoint;
