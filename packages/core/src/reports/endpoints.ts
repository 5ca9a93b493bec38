import { endpointGroup, entry, NoContentSchema, SignedInErrors } from '../endpoint.js';
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

const reports = endpointGroup({ tags: ['reports'], errors: [...SignedInErrors, 429] });

/** The anonymous test's calls, whose tag and errors the anonymous read of a report shares. */
const anonymousTest = endpointGroup({ tags: ['connectivity'], errors: [400, 404, 413, 415, 429, 500] });

/** A stored report by its id (anonymous read; tagged with the anonymous test's calls it sits among). */
export const ReadReport = entry(anonymousTest, 'GET', 'ReadReport', {
  path: '/api/AnonymousConnectivityTest/ReadReport/:id',
  summary: 'Read a stored report by its id',
  params: ReportIdParamsSchema,
  response: ReportSchema,
});

/** Saves (claims) a report generated in the caller's browser. */
export const CreateReport = entry(reports, 'POST', 'CreateReport', {
  path: '/api/ConnectivityTest/CreateReport',
  summary: 'Save a report generated in this browser',
  body: CreateReportBodySchema,
  response: CreateReportAnswerSchema,
});

/** A report read by a signed-in user. */
export const ReadSignedInReport = entry(reports, 'GET', 'ReadSignedInReport', {
  path: '/api/ConnectivityTest/ReadReport/:id',
  summary: 'Read a report (signed in)',
  params: ReportIdParamsSchema,
  response: ReportSchema,
});

export const ReportAccess = entry(reports, 'GET', 'ReportAccess', {
  path: '/api/ConnectivityTest/ReportAccess/:id',
  summary: 'What the caller may do with a report',
  params: ReportIdParamsSchema,
  response: ReportAccessSchema,
});

/** What the two removals of a report by id share: no answer body. */
const removeById = { params: ReportIdParamsSchema, status: 204, response: NoContentSchema } as const;

export const DeleteReport = entry(reports, 'DELETE', 'DeleteReport', {
  path: '/api/ConnectivityTest/DeleteReport/:id',
  summary: 'Delete an owned report',
  ...removeById,
});

export const DeleteReceivedReport = entry(reports, 'DELETE', 'DeleteReceivedReport', {
  path: '/api/ConnectivityTest/DeleteReceivedReport/:id',
  summary: 'Remove a received report from the list',
  ...removeById,
});

export const ShareReport = entry(reports, 'POST', 'ShareReport', {
  path: '/api/ConnectivityTest/Share/:id',
  summary: 'Share an owned report with people of the organisation',
  params: ReportIdParamsSchema,
  body: ShareBodySchema,
  response: ReceiversSchema,
});

export const UnshareReport = entry(reports, 'DELETE', 'UnshareReport', {
  path: '/api/ConnectivityTest/Share/:id/:userId',
  summary: 'Stop sharing an owned report with one person',
  params: ReceiverParamsSchema,
  response: ReceiversSchema,
});

export const GetReceivers = entry(reports, 'GET', 'GetReceivers', {
  path: '/api/GetReceivers/:id',
  summary: 'Who an owned report is shared with',
  params: ReportIdParamsSchema,
  response: ReceiversSchema,
});

export const ShareToPublic = entry(reports, 'POST', 'ShareToPublic', {
  path: '/api/ConnectivityTest/ShareToPublic/:id',
  summary: 'Make an owned report public, or revoke its public link',
  params: ReportIdParamsSchema,
  body: ShareToPublicBodySchema,
  response: ReportAccessSchema,
});

export const OwnedReports = entry(reports, 'GET', 'OwnedReports', {
  path: '/api/OwnedReports',
  summary: 'Reports the user saved',
  query: ReportListQuerySchema,
  response: ReportListSchema,
});

export const ReceivedReports = entry(reports, 'GET', 'ReceivedReports', {
  path: '/api/ReceivedReports',
  summary: 'Reports the user received',
  query: ReportListQuerySchema,
  response: ReportListSchema,
});

export const GetAdminSettings = entry(reports, 'GET', 'GetAdminSettings', {
  path: '/api/ConnectivityTest/GetAdminSettings',
  summary: "The organisation's sharing settings",
  response: AdminSettingsSchema,
});

export const UpdateAdminSettings = entry(reports, 'PUT', 'UpdateAdminSettings', {
  path: '/api/ConnectivityTest/AdminSettings',
  summary: "Change the organisation's sharing settings (organisation admin)",
  body: AdminSettingsSchema,
  response: AdminSettingsSchema,
});
