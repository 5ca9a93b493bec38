import { type Endpoint } from '../endpoint.js';
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

const tags = ['performance'];
const errors = [400, 401, 403, 404] as const;
const base = '/api/pnpp/api/v1';
const perf = `${base}/PartnerPerformance`;

export const PerformanceLatestOfPartner = {
  name: 'PerformanceLatestOfPartner',
  method: 'GET',
  path: `${perf}/latestOfPartner`,
  summary: "The latest global performance of each of the provider's solutions (staff: any provider's)",
  tags,
  query: LatestOfPartnerQuerySchema,
  response: z.array(SolutionPerformanceSchema),
  errors,
} as const satisfies Endpoint;

export const PerformanceLatestPagination = {
  name: 'PerformanceLatestPagination',
  method: 'GET',
  path: `${perf}/latestPagination`,
  summary:
    'The latest performance of the visible solutions at a place, filtered and ordered; the next page by the x-ms-continuation header (answered and accepted back)',
  tags,
  query: LatestPaginationQuerySchema,
  response: SolutionPerformancePageSchema,
  errors,
} as const satisfies Endpoint;

export const PerformanceLatest = {
  name: 'PerformanceLatest',
  method: 'GET',
  path: `${perf}/latest`,
  summary: "A solution's latest performance at each place of a level (daily, or monthly with isMonthly)",
  tags,
  query: LatestQuerySchema,
  response: z.array(SolutionPerformanceSchema),
  errors,
} as const satisfies Endpoint;

export const PerformanceGeoWithReport = {
  name: 'PerformanceGeoWithReport',
  method: 'GET',
  path: `${perf}/geoWithReport`,
  summary: 'Places with performance data of the visible solutions (or of one solution)',
  tags,
  query: GeoWithReportQuerySchema,
  response: GeoWithReportSchema,
  errors,
} as const satisfies Endpoint;

export const PerformanceTypeCount = {
  name: 'PerformanceTypeCount',
  method: 'GET',
  path: `${perf}/typeCount`,
  summary: 'The visible solutions per solution type',
  tags,
  response: TypeCountSchema,
  errors,
} as const satisfies Endpoint;

export const PerformanceNpi = {
  name: 'PerformanceNpi',
  method: 'GET',
  path: `${perf}/getNpi`,
  summary: 'The providers of a place ranked by their network provider index (daily, or monthly)',
  tags,
  query: NpiQuerySchema,
  response: NpiRankingSchema,
  errors,
} as const satisfies Endpoint;

export const PerformanceSolutionTags = {
  name: 'PerformanceSolutionTags',
  method: 'GET',
  path: `${perf}/getSolutionTags`,
  summary: 'The solution tags (provider groups) in use, with their number of visible solutions',
  tags,
  response: SolutionTagCountSchema,
  errors,
} as const satisfies Endpoint;

export const PerformanceProfile = {
  name: 'PerformanceProfile',
  method: 'GET',
  path: `${perf}/profile`,
  summary: 'A solution, its detection attributes and the extent of its attributed reports',
  tags,
  query: ProfileQuerySchema,
  response: SolutionProfileSchema,
  errors,
} as const satisfies Endpoint;

export const PerformanceOfSolution = {
  name: 'PerformanceOfSolution',
  method: 'GET',
  path: `${perf}/:id`,
  summary: "A solution's latest performance at a place (Global without country, state and city)",
  tags,
  params: SolutionIdParamsSchema,
  query: SolutionAtPlaceQuerySchema,
  response: SolutionPerformanceSchema,
  errors,
} as const satisfies Endpoint;

export const PerformanceHistory = {
  name: 'PerformanceHistory',
  method: 'GET',
  path: `${perf}/:id/history`,
  summary: "A solution's daily (or monthly) performance at a place between two dates",
  tags,
  params: SolutionIdParamsSchema,
  query: HistoryQuerySchema,
  response: PerformanceHistorySchema,
  errors,
} as const satisfies Endpoint;

export const PerformanceScores = {
  name: 'PerformanceScores',
  method: 'GET',
  path: `${base}/scores`,
  summary: 'The score tables, assessment bands and privacy rules the performance values follow',
  tags,
  response: ScoresSchema,
  errors,
} as const satisfies Endpoint;

export const SolutionLatestAssessments = {
  name: 'SolutionLatestAssessments',
  method: 'GET',
  path: `${base}/SolutionResults/:id/latestAssessments`,
  summary: "A solution's latest meetings assessment at a place and at each place below it",
  tags,
  params: SolutionIdParamsSchema,
  query: AssessmentsQuerySchema,
  response: z.array(LatestAssessmentSchema),
  errors,
} as const satisfies Endpoint;

export const OutageHistory = {
  name: 'OutageHistory',
  method: 'GET',
  path: `${base}/Outage/history`,
  summary:
    'Outages of the visible solutions (or one), newest first; the next page by the x-ms-continuation header',
  tags,
  query: OutageHistoryQuerySchema,
  response: OutagePageSchema,
  errors,
} as const satisfies Endpoint;
