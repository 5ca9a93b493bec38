import { PeopleSearchResultSchema, ReceiversSchema, ReportAccessSchema } from '@netlens/core';
import { apiGet, apiRequest } from '../../lib/api';

const enc = encodeURIComponent;

/** Members of the user's organisation whose name or mail starts with `prefix` (top 10). */
export function searchPeople(prefix: string, signal?: AbortSignal) {
  return apiGet(`/api/directory/people?prefix=${enc(prefix)}`, PeopleSearchResultSchema, signal);
}

export function fetchReceivers(id: string, signal?: AbortSignal) {
  return apiGet(`/api/GetReceivers/${enc(id)}`, ReceiversSchema, signal);
}

export function shareWith(id: string, userIds: string[]) {
  return apiRequest('POST', `/api/ConnectivityTest/Share/${enc(id)}`, {
    body: { userIds },
    schema: ReceiversSchema,
  });
}

export function unshare(id: string, userId: string) {
  return apiRequest('DELETE', `/api/ConnectivityTest/Share/${enc(id)}/${enc(userId)}`, {
    schema: ReceiversSchema,
  });
}

export function setPublic(id: string, isPublic: boolean) {
  return apiRequest('POST', `/api/ConnectivityTest/ShareToPublic/${enc(id)}`, {
    body: { isPublic },
    schema: ReportAccessSchema,
  });
}
