import { endpoints, type AdminSettings, type ReportListQuery } from '@netlens/core';
import { api } from '../../lib/api';

/** Saves (claims) a report generated in this browser for the signed-in user. */
export function createReport(id: string) {
  return api.call(endpoints.CreateReport, { body: { id } });
}

/** One page of owned or received reports. */
export function fetchReports(kind: 'owned' | 'received', q: ReportListQuery, signal?: AbortSignal) {
  const query = { sort: q.sort, order: q.order, page: q.page, pageSize: q.pageSize };
  return api.call(kind === 'owned' ? endpoints.OwnedReports : endpoints.ReceivedReports, { query, signal });
}

export function deleteReport(id: string) {
  return api.call(endpoints.DeleteReport, { params: { id } });
}

export function deleteReceivedReport(id: string) {
  return api.call(endpoints.DeleteReceivedReport, { params: { id } });
}

/** What the caller may do with a report. */
export function fetchReportAccess(id: string, signal?: AbortSignal) {
  return api.call(endpoints.ReportAccess, { params: { id }, signal });
}

/** Changes the organisation's sharing settings (organisation admin). */
export function updateAdminSettings(settings: AdminSettings) {
  return api.call(endpoints.UpdateAdminSettings, { body: settings });
}
