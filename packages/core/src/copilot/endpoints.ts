import { endpointGroup, entry } from '../endpoint.js';
import {
  CopilotRunIdParamsSchema,
  CopilotTestReportSchema,
  CopilotTestResultSchema,
  CopilotWorkloadDomainsSchema,
} from './results.js';

const copilot = endpointGroup({ tags: ['copilot'], errors: [400, 404, 409, 413, 415, 429] });

export const CopilotWorkloadDomains = entry(copilot, 'GET', 'CopilotWorkloadDomains', {
  path: '/api/workloaddomains/copilot',
  summary: 'The domains the Copilot test checks: HTTP reachability groups and WebSocket endpoints',
  response: CopilotWorkloadDomainsSchema,
});

export const GenerateCopilotTestReport = entry(copilot, 'POST', 'GenerateCopilotTestReport', {
  path: '/api/AnonymousConnectivityTest/GenerateCopilotTestReport',
  summary: 'Store the result of a Copilot connectivity test',
  body: CopilotTestResultSchema,
  response: CopilotTestReportSchema,
});

export const ReadCopilotTestReport = entry(copilot, 'GET', 'ReadCopilotTestReport', {
  path: '/api/AnonymousConnectivityTest/ReadCopilotTestReport/:runId',
  summary: 'Read a stored Copilot test result by its run id',
  params: CopilotRunIdParamsSchema,
  response: CopilotTestReportSchema,
});
