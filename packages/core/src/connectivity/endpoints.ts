import type { Endpoint } from '../endpoint.js';
import { GenerateReportFormSchema, GeneratedReportSchema } from './report.js';

const tags = ['connectivity'];

/**
 * The browser test's report: generated from the test's form fields, stored, answered (read back
 * by `reports`' ReadReport).
 */
export const GenerateTestReport = {
  name: 'GenerateTestReport',
  method: 'POST',
  path: '/api/AnonymousConnectivityTest/GenerateTestReport',
  summary: 'Generate and store the report of a browser test (form fields or JSON)',
  tags,
  body: GenerateReportFormSchema,
  bodyType: 'form',
  response: GeneratedReportSchema,
  errors: [400, 404, 413, 415, 429, 500],
} as const satisfies Endpoint;
