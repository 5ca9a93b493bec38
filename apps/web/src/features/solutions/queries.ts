import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@netlens/core';
import { endpointQuery } from '../../lib/endpointQuery';
import { placeQuery, type Place } from './place';

/** The solution details page's calls (packages/core/src/performance and boundaries). */

/** Cached query data is kept 1200 seconds (spec 2 §9). */
const gcTime = 1_200_000;

export const usePerformanceProfile = (solutionId: string) =>
  useQuery({ ...endpointQuery(endpoints.PerformanceProfile, { query: { solutionId } }), gcTime });

export const usePerformanceOfSolution = (id: string, place: Place) =>
  useQuery({
    ...endpointQuery(endpoints.PerformanceOfSolution, { params: { id }, query: placeQuery(place) }),
    gcTime,
  });

export const usePerformanceLatest = (id: string, aggrLevel: 'Country' | 'State' | 'City') =>
  useQuery({
    ...endpointQuery(endpoints.PerformanceLatest, { query: { solutionInternalId: id, aggrLevel } }),
    gcTime,
  });

export const usePerformanceHistory = (id: string, place: Place, startDate: string) =>
  useQuery({
    ...endpointQuery(endpoints.PerformanceHistory, {
      params: { id },
      query: { ...placeQuery(place), startDate },
    }),
    gcTime,
  });

export const useOutageHistory = (solutionId: string, startDate: string) =>
  useQuery({ ...endpointQuery(endpoints.OutageHistory, { query: { solutionId, startDate } }), gcTime });

export const useSolutionLatestAssessments = (id: string) =>
  useQuery({
    ...endpointQuery(endpoints.SolutionLatestAssessments, { params: { id }, query: {} }),
    gcTime,
  });

export const usePerformanceNpi = (place: Place, enabled: boolean) =>
  useQuery({
    ...endpointQuery(endpoints.PerformanceNpi, { query: { ...placeQuery(place), top: 10 } }),
    enabled,
    gcTime,
  });

export const usePerformanceScores = () =>
  useQuery({ ...endpointQuery(endpoints.PerformanceScores), gcTime, staleTime: gcTime });
