import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PartnerStatus } from '@netlens/core';
import {
  fetchPartners,
  fetchPendingRequests,
  fetchStaffSolutions,
  reviewRequest,
  setPartnerStatus,
} from './api';

const key = ['internal'] as const;

/** Every registered provider with its status. */
export const usePartners = () =>
  useQuery({ queryKey: [...key, 'partners'], queryFn: ({ signal }) => fetchPartners(signal) });

/** Every provider's public and contributed solutions. */
export const useStaffSolutions = () =>
  useQuery({ queryKey: [...key, 'solutions'], queryFn: ({ signal }) => fetchStaffSolutions(signal) });

/** Change requests to public solutions waiting for review. */
export const usePendingRequests = () =>
  useQuery({ queryKey: [...key, 'requests'], queryFn: ({ signal }) => fetchPendingRequests(signal) });

/** Changes a provider's status; the report's lists reload afterwards. */
export function useSetStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; status: PartnerStatus }) => setPartnerStatus(v.id, v.status),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

/** Approves or rejects a change request; the solution and request lists reload afterwards. */
export function useReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; status: 'Approved' | 'Rejected'; note: string }) =>
      reviewRequest(v.id, v.status, v.note),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}
