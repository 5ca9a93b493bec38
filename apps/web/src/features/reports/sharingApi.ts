import { endpoints } from '@netlens/core';
import { api } from '../../lib/api';

/** Members of the user's organisation whose name or mail starts with `prefix` (top 10). */
export function searchPeople(prefix: string, signal?: AbortSignal) {
  return api.call(endpoints.SearchPeople, { query: { prefix }, signal });
}

export function fetchReceivers(id: string, signal?: AbortSignal) {
  return api.call(endpoints.GetReceivers, { params: { id }, signal });
}

export function shareWith(id: string, userIds: string[]) {
  return api.call(endpoints.ShareReport, { params: { id }, body: { userIds } });
}

export function unshare(id: string, userId: string) {
  return api.call(endpoints.UnshareReport, { params: { id, userId } });
}

export function setPublic(id: string, isPublic: boolean) {
  return api.call(endpoints.ShareToPublic, { params: { id }, body: { isPublic } });
}
