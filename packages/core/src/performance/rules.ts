import { z } from '../zod.js';
import { ContinuationParamSchema, queryBool, queryList, SearchParamSchema } from '../query.js';
import { LATENCY_SCORE_POINTS } from '../health/scores.js';
import { SolutionTypeSchema, type SolutionType } from '../partners/model.js';
import {
  AggrLevelSchema,
  SolutionTagSchema,
  type AggrLevel,
  type AssessmentLevel,
  type SolutionTag,
} from './model.js';

/** What the performance calls' query rules answer (in the validation error's details). */
export const PerformanceMessages = {
  stateNeedsCountry: 'A state needs its country.',
  cityNeedsCountry: 'A city needs its country.',
  dateRange: 'The end date is before the start date.',
  thenBy: 'thenBy must differ from orderBy.',
} as const;

/** The privacy and accuracy rules of provider aggregates (REFERENCE, [Providers]). */
export const PRIVACY_MIN_SAMPLES = 24;
export const PRIVACY_MIN_ORGANIZATIONS = 5;
export const PRIVACY_MAX_COHENS_D = 0.5;
/** The largest relative standard error shown: 1.96 × 1.09 × σ/√n over the mean. */
export const PRIVACY_MAX_RELATIVE_ERROR = 0.2;
export const STANDARD_ERROR_FACTOR = 1.96 * 1.09;

/** A report counts as available when its latency stays under the table's zero-point (350 ms). */
export const AVAILABILITY_LATENCY_MS = LATENCY_SCORE_POINTS[LATENCY_SCORE_POINTS.length - 1]![0];

/** NPI weights: latency score, availability, connectedness (docs/THRESHOLDS.md). */
export const NPI_WEIGHTS = { latency: 0.6, availability: 0.2, connectedness: 0.2 } as const;

/** Meetings assessment bands on the meetings score 0–100, best first, and their colours. */
export const ASSESSMENT_BANDS: readonly { level: AssessmentLevel; minScore: number; color: string }[] = [
  { level: 'Best', minScore: 87.5, color: '#107c10' },
  { level: 'AboveAverage', minScore: 75, color: '#6bb700' },
  { level: 'Average', minScore: 62.5, color: '#c19c00' },
  { level: 'BelowAverage', minScore: 50, color: '#ca5010' },
  { level: 'Worst', minScore: 0, color: '#d13438' },
];

/** Outages: how many days in a row, and how far above the baseline a day must be. */
export const OUTAGE_MIN_DAYS = 2;
export const OUTAGE_MIN_DEGRADATION = 0.3;
/** The baseline: median daily latency over this many preceding days (at least the minimum of them). */
export const OUTAGE_BASELINE_DAYS = 28;
export const OUTAGE_BASELINE_MIN_DAYS = 7;

/** The tag (provider group) of a solution type. */
export function solutionTag(type: SolutionType): SolutionTag {
  if (type === 'isp' || type === 'satellite') return 'ISP';
  if (type === 'corporate' || type === 'university') return 'Corporate';
  return 'Overlay';
}

/** The assessment level and colour of a meetings score. */
export function assessmentOf(score: number | null): { level: AssessmentLevel; color: string } | null {
  if (score === null) return null;
  const band = ASSESSMENT_BANDS.find((b) => score >= b.minScore) ?? ASSESSMENT_BANDS.at(-1)!;
  return { level: band.level, color: band.color };
}

const place = z.string().trim().max(200).optional();
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a date YYYY-MM-DD')
  .refine((s) => !Number.isNaN(Date.parse(s)), 'a date YYYY-MM-DD');

/** country, state and city of a query: a state needs its country, a city its country. */
export const GeographyQuerySchema = z.object({ country: place, state: place, city: place });
export type GeographyQuery = z.infer<typeof GeographyQuerySchema>;

function checkGeography(q: GeographyQuery, ctx: z.RefinementCtx) {
  if (q.state && !q.country)
    ctx.addIssue({ code: 'custom', path: ['state'], message: PerformanceMessages.stateNeedsCountry });
  if (q.city && !q.country)
    ctx.addIssue({ code: 'custom', path: ['city'], message: PerformanceMessages.cityNeedsCountry });
}

function checkRange(q: { startDate?: string; endDate?: string }, ctx: z.RefinementCtx) {
  if (q.startDate && q.endDate && q.startDate > q.endDate)
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: PerformanceMessages.dateRange });
}

/** The level a geography query names: the most specific place given. */
export function levelOf(q: GeographyQuery): AggrLevel {
  if (q.city) return 'City';
  if (q.state) return 'State';
  if (q.country) return 'Country';
  return 'Global';
}

/** Sort keys of latestPagination. */
export const PerformanceOrderSchema = z.enum([
  'npi',
  'latency',
  'availability',
  'connectedness',
  'meetingsScore',
  'sampleCount',
  'solutionName',
  'partnerName',
]);
export type PerformanceOrder = z.infer<typeof PerformanceOrderSchema>;

export const LATEST_PAGE_DEFAULT = 50;
export const LATEST_PAGE_MAX = 200;

export const LatestPaginationQuerySchema = GeographyQuerySchema.extend({
  partnerId: z.uuid().optional(),
  orderBy: PerformanceOrderSchema.default('npi'),
  isDescending: queryBool,
  thenBy: PerformanceOrderSchema.optional(),
  isThenByDescending: queryBool,
  top: z.coerce.number().int().min(1).max(LATEST_PAGE_MAX).default(LATEST_PAGE_DEFAULT),
  searchBy: SearchParamSchema,
  partnerTypes: queryList(SolutionTypeSchema),
  aggrLevel: AggrLevelSchema.optional(),
  isOfficial: queryBool,
  tag: SolutionTagSchema.optional(),
  targetSolutionIds: queryList(z.uuid()),
  isMonthly: queryBool,
  /** The continuation as a query parameter, for clients that cannot set headers. */
  continuation: ContinuationParamSchema,
}).superRefine((q, ctx) => {
  checkGeography(q, ctx);
  if (q.thenBy && q.thenBy === q.orderBy)
    ctx.addIssue({ code: 'custom', path: ['thenBy'], message: PerformanceMessages.thenBy });
});
export type LatestPaginationQuery = z.infer<typeof LatestPaginationQuerySchema>;

export const LatestOfPartnerQuerySchema = z.object({ partnerId: z.uuid().optional(), isMonthly: queryBool });

export const LatestQuerySchema = GeographyQuerySchema.extend({
  solutionInternalId: z.uuid(),
  /** The level of the places listed (default: the level below the place given, Country at Global). */
  aggrLevel: AggrLevelSchema.optional(),
  isMonthly: queryBool,
}).superRefine(checkGeography);

export const GeoWithReportQuerySchema = GeographyQuerySchema.extend({
  solutionId: z.uuid().optional(),
  aggrLevel: AggrLevelSchema.optional(),
}).superRefine(checkGeography);

export const SolutionIdParamsSchema = z.object({ id: z.uuid() });

export const SolutionAtPlaceQuerySchema = GeographyQuerySchema.extend({ isMonthly: queryBool }).superRefine(
  checkGeography,
);

export const HistoryQuerySchema = GeographyQuerySchema.extend({
  startDate: day.optional(),
  endDate: day.optional(),
  isMonthly: queryBool,
}).superRefine((q, ctx) => {
  checkGeography(q, ctx);
  checkRange(q, ctx);
});

export const ProfileQuerySchema = z.object({ solutionId: z.uuid() });

export const NpiQuerySchema = GeographyQuerySchema.extend({
  isMonthly: queryBool,
  top: z.coerce.number().int().min(1).max(100).default(10),
}).superRefine(checkGeography);

export const AssessmentsQuerySchema = GeographyQuerySchema.superRefine(checkGeography);

export const OUTAGE_PAGE_DEFAULT = 50;
export const OutageHistoryQuerySchema = GeographyQuerySchema.extend({
  solutionId: z.uuid().optional(),
  startDate: day.optional(),
  endDate: day.optional(),
  top: z.coerce.number().int().min(1).max(200).default(OUTAGE_PAGE_DEFAULT),
  continuation: ContinuationParamSchema,
}).superRefine((q, ctx) => {
  checkGeography(q, ctx);
  checkRange(q, ctx);
});
