import { useQuery, useQueryClient } from '@tanstack/react-query';
import { sessionKey } from '../identity';
import { fetchOfficialSolutions, fetchProfile, fetchSolutions } from './api';

const key = ['partners'] as const;

export const useProfile = () =>
  useQuery({ queryKey: [...key, 'profile'], queryFn: ({ signal }) => fetchProfile(signal) });

export const useSolutions = (enabled: boolean) =>
  useQuery({ queryKey: [...key, 'solutions'], queryFn: ({ signal }) => fetchSolutions(signal), enabled });

export const useOfficialSolutions = (enabled: boolean) =>
  useQuery({
    queryKey: [...key, 'official'],
    queryFn: ({ signal }) => fetchOfficialSolutions(signal),
    enabled,
  });

/** Reloads the portal's data; after a registration also the session (its partnerRegistered). */
export function useRefresh() {
  const client = useQueryClient();
  return async (session = false) => {
    await client.invalidateQueries({ queryKey: key });
    if (session) await client.invalidateQueries({ queryKey: sessionKey });
  };
}
