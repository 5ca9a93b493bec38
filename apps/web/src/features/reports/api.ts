import type { AdminSettings, ReportListQuery } from '@netlens/core';
import { callContract } from '../../lib/contractApi';

/** Saves (claims) a report generated in this browser for the signed-in user. */
export function createReport(id: string) {
  return callContract('CreateReport', { body: { id } });
}

/** One page of owned or received reports. */
export function fetchReports(kind: 'owned' | 'received', q: ReportListQuery, signal?: AbortSignal) {
  const query = { sort: q.sort, order: q.order, page: q.page, pageSize: q.pageSize };
  return callContract(kind === 'owned' ? 'OwnedReports' : 'ReceivedReports', { query, signal });
}

export function deleteReport(id: string) {
  return callContract('DeleteReport', { params: { id } });
}

export function deleteReceivedReport(id: string) {
  return callContract('DeleteReceivedReport', { params: { id } });
}

/** What the caller may do with a report. */
export function fetchReportAccess(id: string, signal?: AbortSignal) {
  return callContract('ReportAccess', { params: { id }, signal });
}

/** Changes the organisation's sharing settings (organisation admin). */
export function updateAdminSettings(settings: AdminSettings) {
  return callContract('UpdateAdminSettings', { body: settings });
}
