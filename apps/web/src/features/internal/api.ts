import { endpoints, type PartnerStatus } from '@netlens/core';
import { api } from '../../lib/api';

/** The internal report's calls (staff with leadership access): the partners feature's staff entries. */

export const fetchPartners = (signal?: AbortSignal) => api.call(endpoints.PartnerList, { signal });

export const fetchStaffSolutions = (signal?: AbortSignal) =>
  api.call(endpoints.PartnerSolutionListAll, { signal });

export const fetchPendingRequests = (signal?: AbortSignal) =>
  api.call(endpoints.PartnerChangeSolutionRequestList, {
    query: { statuses: ['PendingReview'] },
    signal,
  });

export const setPartnerStatus = (id: string, status: PartnerStatus) =>
  api.call(endpoints.PartnerSetStatus, { params: { id }, body: { status } });

export const reviewRequest = (id: string, status: 'Approved' | 'Rejected', note: string) =>
  api.call(endpoints.PartnerChangeSolutionRequestUpdate, { body: { id, status, note } });
