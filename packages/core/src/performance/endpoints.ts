import { endpointGroup, entry, ProviderPortalApi, SignedInErrors } from '../endpoint.js';
import {
  GeoWithReportSchema,
  LatestAssessmentSchema,
  NpiRankingSchema,
  OutagePageSchema,
  PerformanceHistorySchema,
  ScoresSchema,
  SolutionPerformancePageSchema,
  SolutionPerformanceSchema,
  SolutionProfileSchema,
  SolutionTagCountSchema,
  TypeCountSchema,
} from './model.js';
import {
  AssessmentsQuerySchema,
  GeoWithReportQuerySchema,
  HistoryQuerySchema,
  LatestOfPartnerQuerySchema,
  LatestPaginationQuerySchema,
  LatestQuerySchema,
  NpiQuerySchema,
  OutageHistoryQuerySchema,
  ProfileQuerySchema,
  SolutionAtPlaceQuerySchema,
  SolutionIdParamsSchema,
} from './rules.js';
import { z } from '../zod.js';

const performance = endpointGroup({ base: ProviderPortalApi, tags: ['performance'], errors: SignedInErrors });

export const PerformanceLatestOfPartner = entry(performance, 'GET', 'PerformanceLatestOfPartner', {
  path: '/PartnerPerformance/latestOfPartner',
  summary: "The latest global performance of each of the provider's solutions (staff: any provider's)",
  query: LatestOfPartnerQuerySchema,
  response: z.array(SolutionPerformanceSchema),
});

export const PerformanceLatestPagination = entry(performance, 'GET', 'PerformanceLatestPagination', {
  path: '/PartnerPerformance/latestPagination',
  summary:
    'The latest performance of the visible solutions at a place, filtered and ordered; the next page by the x-ms-continuation header (answered and accepted back)',
  query: LatestPaginationQuerySchema,
  response: SolutionPerformancePageSchema,
});

export const PerformanceLatest = entry(performance, 'GET', 'PerformanceLatest', {
  path: '/PartnerPerformance/latest',
  summary: "A solution's latest performance at each place of a level (daily, or monthly with isMonthly)",
  query: LatestQuerySchema,
  response: z.array(SolutionPerformanceSchema),
});

export const PerformanceGeoWithReport = entry(performance, 'GET', 'PerformanceGeoWithReport', {
  path: '/PartnerPerformance/geoWithReport',
  summary: 'Places with performance data of the visible solutions (or of one solution)',
  query: GeoWithReportQuerySchema,
  response: GeoWithReportSchema,
});

export const PerformanceTypeCount = entry(performance, 'GET', 'PerformanceTypeCount', {
  path: '/PartnerPerformance/typeCount',
  summary: 'The visible solutions per solution type',
  response: TypeCountSchema,
});

export const PerformanceNpi = entry(performance, 'GET', 'PerformanceNpi', {
  path: '/PartnerPerformance/getNpi',
  summary: 'The providers of a place ranked by their network provider index (daily, or monthly)',
  query: NpiQuerySchema,
  response: NpiRankingSchema,
});

export const PerformanceSolutionTags = entry(performance, 'GET', 'PerformanceSolutionTags', {
  path: '/PartnerPerformance/getSolutionTags',
  summary: 'The solution tags (provider groups) in use, with their number of visible solutions',
  response: SolutionTagCountSchema,
});

export const PerformanceProfile = entry(performance, 'GET', 'PerformanceProfile', {
  path: '/PartnerPerformance/profile',
  summary: 'A solution, its detection attributes and the extent of its attributed reports',
  query: ProfileQuerySchema,
  response: SolutionProfileSchema,
});

export const PerformanceOfSolution = entry(performance, 'GET', 'PerformanceOfSolution', {
  path: '/PartnerPerformance/:id',
  summary: "A solution's latest performance at a place (Global without country, state and city)",
  params: SolutionIdParamsSchema,
  query: SolutionAtPlaceQuerySchema,
  response: SolutionPerformanceSchema,
});

export const PerformanceHistory = entry(performance, 'GET', 'PerformanceHistory', {
  path: '/PartnerPerformance/:id/history',
  summary: "A solution's daily (or monthly) performance at a place between two dates",
  params: SolutionIdParamsSchema,
  query: HistoryQuerySchema,
  response: PerformanceHistorySchema,
});

export const PerformanceScores = entry(performance, 'GET', 'PerformanceScores', {
  path: '/scores',
  summary: 'The score tables, assessment bands and privacy rules the performance values follow',
  response: ScoresSchema,
});

export const SolutionLatestAssessments = entry(performance, 'GET', 'SolutionLatestAssessments', {
  path: '/SolutionResults/:id/latestAssessments',
  summary: "A solution's latest meetings assessment at a place and at each place below it",
  params: SolutionIdParamsSchema,
  query: AssessmentsQuerySchema,
  response: z.array(LatestAssessmentSchema),
});

export const OutageHistory = entry(performance, 'GET', 'OutageHistory', {
  path: '/Outage/history',
  summary:
    'Outages of the visible solutions (or one), newest first; the next page by the x-ms-continuation header',
  query: OutageHistoryQuerySchema,
  response: OutagePageSchema,
});
