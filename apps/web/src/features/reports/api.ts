import {
  CreateReportAnswerSchema,
  ReportAccessSchema,
  ReportListSchema,
  type ReportListQuery,
} from '@netlens/core';
import { apiGet, apiRequest } from '../../lib/api';

/** Saves (claims) a report generated in this browser for the signed-in user. */
export function createReport(id: string) {
  return apiRequest('POST', '/api/ConnectivityTest/CreateReport', {
    body: { id },
    schema: CreateReportAnswerSchema,
  });
}

/** One page of owned or received reports. */
export function fetchReports(kind: 'owned' | 'received', q: ReportListQuery, signal?: AbortSignal) {
  const params = new URLSearchParams({
    sort: q.sort,
    order: q.order,
    page: String(q.page),
    pageSize: String(q.pageSize),
  });
  const path = kind === 'owned' ? '/api/OwnedReports' : '/api/ReceivedReports';
  return apiGet(`${path}?${params.toString()}`, ReportListSchema, signal);
}

export function deleteReport(id: string) {
  return apiRequest('DELETE', `/api/ConnectivityTest/DeleteReport/${encodeURIComponent(id)}`);
}

export function deleteReceivedReport(id: string) {
  return apiRequest('DELETE', `/api/ConnectivityTest/DeleteReceivedReport/${encodeURIComponent(id)}`);
}

/** What the caller may do with a report. */
export function fetchReportAccess(id: string, signal?: AbortSignal) {
  return apiGet(`/api/ConnectivityTest/ReportAccess/${encodeURIComponent(id)}`, ReportAccessSchema, signal);
}
