import { endpoints } from '@netlens/core';
import { api } from '../../lib/api';

/** The solution details page's calls (packages/core/src/performance and boundaries). */

/** A place as the performance calls take it: empty parts left out. */
export interface Place {
  country: string;
  state: string;
  city: string;
}

export const placeQuery = (p: Place) => ({
  ...(p.country ? { country: p.country } : {}),
  ...(p.state ? { state: p.state } : {}),
  ...(p.city ? { city: p.city } : {}),
});

export const fetchProfile = (solutionId: string, signal?: AbortSignal) =>
  api.call(endpoints.PerformanceProfile, { query: { solutionId }, signal });

export const fetchAtPlace = (id: string, place: Place, signal?: AbortSignal) =>
  api.call(endpoints.PerformanceOfSolution, { params: { id }, query: placeQuery(place), signal });

export const fetchLatest = (id: string, aggrLevel: 'Country' | 'State' | 'City', signal?: AbortSignal) =>
  api.call(endpoints.PerformanceLatest, { query: { solutionInternalId: id, aggrLevel }, signal });

export const fetchHistory = (id: string, place: Place, startDate: string, signal?: AbortSignal) =>
  api.call(endpoints.PerformanceHistory, {
    params: { id },
    query: { ...placeQuery(place), startDate },
    signal,
  });

export const fetchOutages = (solutionId: string, startDate: string, signal?: AbortSignal) =>
  api.call(endpoints.OutageHistory, { query: { solutionId, startDate }, signal });

export const fetchAssessments = (id: string, signal?: AbortSignal) =>
  api.call(endpoints.SolutionLatestAssessments, { params: { id }, query: {}, signal });

export const fetchNpi = (place: Place, signal?: AbortSignal) =>
  api.call(endpoints.PerformanceNpi, { query: { ...placeQuery(place), top: 10 }, signal });

export const fetchScores = (signal?: AbortSignal) => api.call(endpoints.PerformanceScores, { signal });
