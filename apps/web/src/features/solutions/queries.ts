import { useQuery } from '@tanstack/react-query';
import {
  fetchAssessments,
  fetchAtPlace,
  fetchHistory,
  fetchLatest,
  fetchNpi,
  fetchOutages,
  fetchProfile,
  fetchScores,
  type Place,
} from './api';

const key = ['solutions'] as const;
/** Cached query data is kept 1200 seconds (spec 2 §9). */
const gcTime = 1_200_000;

export const useSolutionProfile = (id: string) =>
  useQuery({ queryKey: [...key, id, 'profile'], queryFn: ({ signal }) => fetchProfile(id, signal), gcTime });

export const useAtPlace = (id: string, place: Place) =>
  useQuery({
    queryKey: [...key, id, 'at', place],
    queryFn: ({ signal }) => fetchAtPlace(id, place, signal),
    gcTime,
  });

export const useLatest = (id: string, level: 'Country' | 'State' | 'City') =>
  useQuery({
    queryKey: [...key, id, 'latest', level],
    queryFn: ({ signal }) => fetchLatest(id, level, signal),
    gcTime,
  });

export const useHistory = (id: string, place: Place, startDate: string) =>
  useQuery({
    queryKey: [...key, id, 'history', place, startDate],
    queryFn: ({ signal }) => fetchHistory(id, place, startDate, signal),
    gcTime,
  });

export const useOutages = (id: string, startDate: string) =>
  useQuery({
    queryKey: [...key, id, 'outages', startDate],
    queryFn: ({ signal }) => fetchOutages(id, startDate, signal),
    gcTime,
  });

export const useAssessments = (id: string) =>
  useQuery({
    queryKey: [...key, id, 'assessments'],
    queryFn: ({ signal }) => fetchAssessments(id, signal),
    gcTime,
  });

export const useNpi = (place: Place, enabled: boolean) =>
  useQuery({
    queryKey: [...key, 'npi', place],
    queryFn: ({ signal }) => fetchNpi(place, signal),
    enabled,
    gcTime,
  });

export const useScores = () =>
  useQuery({
    queryKey: [...key, 'scores'],
    queryFn: ({ signal }) => fetchScores(signal),
    gcTime,
    staleTime: gcTime,
  });
