import { endpointGroup, entry } from '../endpoint.js';
import { GenerateReportFormSchema, GeneratedReportSchema } from './report.js';

const connectivity = endpointGroup({ tags: ['connectivity'], errors: [400, 404, 413, 415, 429, 500] });

/**
 * The browser test's report: generated from the test's form fields, stored, answered (read back
 * by `reports`' ReadReport).
 */
export const GenerateTestReport = entry(connectivity, 'POST', 'GenerateTestReport', {
  path: '/api/AnonymousConnectivityTest/GenerateTestReport',
  summary: 'Generate and store the report of a browser test (form fields or JSON)',
  body: GenerateReportFormSchema,
  bodyType: 'form',
  response: GeneratedReportSchema,
});
