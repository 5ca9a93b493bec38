import { NoContentSchema, type Endpoint } from '../endpoint.js';
import { AdminSettingsSchema } from '../identity/access.js';
import { ReportIdParamsSchema, ReportSchema } from '../connectivity/report.js';
import {
  CreateReportAnswerSchema,
  CreateReportBodySchema,
  ReceiverParamsSchema,
  ReceiversSchema,
  ReportAccessSchema,
  ReportListQuerySchema,
  ReportListSchema,
  ShareBodySchema,
  ShareToPublicBodySchema,
} from './saved.js';

const tags = ['reports'];
const errors = [400, 401, 403, 404, 429] as const;

/** A stored report by its id (anonymous read; tagged with the anonymous test's calls it sits among). */
export const ReadReport = {
  name: 'ReadReport',
  method: 'GET',
  path: '/api/AnonymousConnectivityTest/ReadReport/:id',
  summary: 'Read a stored report by its id',
  tags: ['connectivity'],
  params: ReportIdParamsSchema,
  response: ReportSchema,
  errors: [400, 404, 413, 415, 429, 500],
} as const satisfies Endpoint;

/** Saves (claims) a report generated in the caller's browser. */
export const CreateReport = {
  name: 'CreateReport',
  method: 'POST',
  path: '/api/ConnectivityTest/CreateReport',
  summary: 'Save a report generated in this browser',
  tags,
  body: CreateReportBodySchema,
  response: CreateReportAnswerSchema,
  errors,
} as const satisfies Endpoint;

/** A report read by a signed-in user. */
export const ReadSignedInReport = {
  name: 'ReadSignedInReport',
  method: 'GET',
  path: '/api/ConnectivityTest/ReadReport/:id',
  summary: 'Read a report (signed in)',
  tags,
  params: ReportIdParamsSchema,
  response: ReportSchema,
  errors,
} as const satisfies Endpoint;

export const ReportAccess = {
  name: 'ReportAccess',
  method: 'GET',
  path: '/api/ConnectivityTest/ReportAccess/:id',
  summary: 'What the caller may do with a report',
  tags,
  params: ReportIdParamsSchema,
  response: ReportAccessSchema,
  errors,
} as const satisfies Endpoint;

/** What the two removals of a report by id share: no answer body. */
const removeById = {
  tags,
  params: ReportIdParamsSchema,
  status: 204,
  response: NoContentSchema,
  errors,
} as const;

export const DeleteReport = {
  name: 'DeleteReport',
  method: 'DELETE',
  path: '/api/ConnectivityTest/DeleteReport/:id',
  summary: 'Delete an owned report',
  ...removeById,
} as const satisfies Endpoint;

export const DeleteReceivedReport = {
  name: 'DeleteReceivedReport',
  method: 'DELETE',
  path: '/api/ConnectivityTest/DeleteReceivedReport/:id',
  summary: 'Remove a received report from the list',
  ...removeById,
} as const satisfies Endpoint;

export const ShareReport = {
  name: 'ShareReport',
  method: 'POST',
  path: '/api/ConnectivityTest/Share/:id',
  summary: 'Share an owned report with people of the organisation',
  tags,
  params: ReportIdParamsSchema,
  body: ShareBodySchema,
  response: ReceiversSchema,
  errors,
} as const satisfies Endpoint;

export const UnshareReport = {
  name: 'UnshareReport',
  method: 'DELETE',
  path: '/api/ConnectivityTest/Share/:id/:userId',
  summary: 'Stop sharing an owned report with one person',
  tags,
  params: ReceiverParamsSchema,
  response: ReceiversSchema,
  errors,
} as const satisfies Endpoint;

export const GetReceivers = {
  name: 'GetReceivers',
  method: 'GET',
  path: '/api/GetReceivers/:id',
  summary: 'Who an owned report is shared with',
  tags,
  params: ReportIdParamsSchema,
  response: ReceiversSchema,
  errors,
} as const satisfies Endpoint;

export const ShareToPublic = {
  name: 'ShareToPublic',
  method: 'POST',
  path: '/api/ConnectivityTest/ShareToPublic/:id',
  summary: 'Make an owned report public, or revoke its public link',
  tags,
  params: ReportIdParamsSchema,
  body: ShareToPublicBodySchema,
  response: ReportAccessSchema,
  errors,
} as const satisfies Endpoint;

export const OwnedReports = {
  name: 'OwnedReports',
  method: 'GET',
  path: '/api/OwnedReports',
  summary: 'Reports the user saved',
  tags,
  query: ReportListQuerySchema,
  response: ReportListSchema,
  errors,
} as const satisfies Endpoint;

export const ReceivedReports = {
  name: 'ReceivedReports',
  method: 'GET',
  path: '/api/ReceivedReports',
  summary: 'Reports the user received',
  tags,
  query: ReportListQuerySchema,
  response: ReportListSchema,
  errors,
} as const satisfies Endpoint;

export const GetAdminSettings = {
  name: 'GetAdminSettings',
  method: 'GET',
  path: '/api/ConnectivityTest/GetAdminSettings',
  summary: "The organisation's sharing settings",
  tags,
  response: AdminSettingsSchema,
  errors,
} as const satisfies Endpoint;

export const UpdateAdminSettings = {
  name: 'UpdateAdminSettings',
  method: 'PUT',
  path: '/api/ConnectivityTest/AdminSettings',
  summary: "Change the organisation's sharing settings (organisation admin)",
  tags,
  body: AdminSettingsSchema,
  response: AdminSettingsSchema,
  errors,
} as const satisfies Endpoint;
