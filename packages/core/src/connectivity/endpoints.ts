import type { Endpoint } from '../endpoint.js';
import {
  GenerateReportFormSchema,
  GeneratedReportSchema,
  ReportIdParamsSchema,
  ReportSchema,
} from './report.js';

const tags = ['connectivity'];

/** The browser test's report: generated from the test's form fields, stored, answered. */
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

/** A stored report by its id (anonymous read). */
export const ReadReport = {
  name: 'ReadReport',
  method: 'GET',
  path: '/api/AnonymousConnectivityTest/ReadReport/:id',
  summary: 'Read a stored report by its id',
  tags,
  params: ReportIdParamsSchema,
  response: ReportSchema,
  errors: [400, 404, 413, 415, 429, 500],
} as const satisfies Endpoint;
