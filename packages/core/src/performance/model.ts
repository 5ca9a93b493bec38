import { z } from '../zod.js';
import { continuationPageOf } from '../fragments.js';
import { SolutionTypeSchema, VisibilitySchema } from '../partners/model.js';

/** Geography aggregation levels (spec 2 §3). */
export const AggrLevelSchema = z.enum(['Global', 'Country', 'State', 'City']);
export type AggrLevel = z.infer<typeof AggrLevelSchema>;

/** The period an aggregate covers: a UTC day (`YYYY-MM-DD`) or a UTC month (`YYYY-MM`). */
export const PeriodKindSchema = z.enum(['Day', 'Month']);
export type PeriodKind = z.infer<typeof PeriodKindSchema>;

/** The meetings assessment levels (spec 2 §3), worst first. */
export const AssessmentLevelSchema = z.enum(['Worst', 'BelowAverage', 'Average', 'AboveAverage', 'Best']);
export type AssessmentLevel = z.infer<typeof AssessmentLevelSchema>;

/**
 * Why a value is not shown (spec 2 §8). `StatisticalSignificance`: fewer samples than the minimum;
 * `NotMeetAccuracyRequirement`: the standard error is too large; `PrivacyRequirement`: fewer
 * customer organisations than the minimum; `DominatingCustomer`: one organisation dominates.
 */
export const HiddenReasonSchema = z.enum([
  'PrivacyRequirement',
  'DominatingCustomer',
  'StatisticalSignificance',
  'NotMeetAccuracyRequirement',
]);
export type HiddenReason = z.infer<typeof HiddenReasonSchema>;

/** Provider groups shown to admins (REFERENCE: ISP, Overlay, Corporate); a solution's tag. */
export const SolutionTagSchema = z.enum(['ISP', 'Overlay', 'Corporate']);
export type SolutionTag = z.infer<typeof SolutionTagSchema>;

/** A place: the level and the names that apply to it ('' where the level has none). */
export const GeographySchema = z.object({
  aggrLevel: AggrLevelSchema,
  country: z.string(),
  state: z.string(),
  city: z.string(),
  /** A city's point (City level only), for the map. */
  cityLat: z.number().nullable(),
  cityLong: z.number().nullable(),
});
export type Geography = z.infer<typeof GeographySchema>;

/** The values derived from one aggregate; null where hidden (see `hiddenReason`) or unknown. */
export const PerformanceValuesSchema = z.object({
  /** Reports counted. */
  sampleCount: z.number().int(),
  /** Distinct customer organisations among them. */
  organizationCount: z.number().int(),
  /** Mean measured latency to the mail front door, ms. */
  latencyMs: z.number().nullable(),
  /** Its score 0–100 from the latency table (`scores`). */
  latencyScore: z.number().nullable(),
  /** Share of reports that reached the service within the latency limit, 0–100. */
  availability: z.number().nullable(),
  /** Share of reports served by an optimal front door, 0–100. */
  connectedness: z.number().nullable(),
  /** The network provider index 0–100 (docs/THRESHOLDS.md). */
  npi: z.number().nullable(),
  /** The meetings score 0–100 and its assessment level and colour. */
  meetingsScore: z.number().nullable(),
  assessmentLevel: AssessmentLevelSchema.nullable(),
  assessmentColor: z.string().nullable(),
  /** Why the values are not shown; null when they are. */
  hiddenReason: HiddenReasonSchema.nullable(),
});
export type PerformanceValues = z.infer<typeof PerformanceValuesSchema>;

/** A solution as the performance calls name it. */
export const PerformanceSolutionSchema = z.object({
  solutionId: z.string(),
  solutionName: z.string(),
  partnerInternalId: z.string(),
  partnerName: z.string(),
  type: SolutionTypeSchema,
  tag: SolutionTagSchema,
  visibility: VisibilitySchema,
  /** Public (official) solution. */
  isOfficial: z.boolean(),
});
export type PerformanceSolution = z.infer<typeof PerformanceSolutionSchema>;

/** The latest performance of a solution at one place, for one day or month. */
export const SolutionPerformanceSchema = PerformanceSolutionSchema.extend(GeographySchema.shape)
  .extend(PerformanceValuesSchema.shape)
  .extend({
    period: PeriodKindSchema,
    /** `YYYY-MM-DD` (Day) or `YYYY-MM` (Month). */
    periodStart: z.string(),
    /** Outages of the solution at that place starting in the period. */
    outageCount: z.number().int(),
  })
  .meta({ id: 'SolutionPerformance' });
export type SolutionPerformance = z.infer<typeof SolutionPerformanceSchema>;

/** A page of solution performances; the next page by `continuation` (also the x-ms-continuation header). */
export const SolutionPerformancePageSchema = continuationPageOf(SolutionPerformanceSchema);
export type SolutionPerformancePage = z.infer<typeof SolutionPerformancePageSchema>;

/** One day or month of a solution's history at a place. */
export const HistoryPointSchema = PerformanceValuesSchema.extend({
  period: PeriodKindSchema,
  periodStart: z.string(),
}).meta({ id: 'PerformanceHistoryPoint' });
export type HistoryPoint = z.infer<typeof HistoryPointSchema>;

export const PerformanceHistorySchema = z
  .object({
    solutionId: z.string(),
    geography: GeographySchema,
    items: z.array(HistoryPointSchema),
  })
  .meta({ id: 'PerformanceHistory' });
export type PerformanceHistory = z.infer<typeof PerformanceHistorySchema>;

/** An outage: sustained degradation against the solution's own baseline at a place. */
export const OutageSchema = GeographySchema.extend({
  id: z.string(),
  solutionId: z.string(),
  solutionName: z.string(),
  /** 1 (mild, short) to 5 (severe or long). */
  category: z.number().int().min(1).max(5),
  /** First and last degraded day (`YYYY-MM-DD`); `endDate` null while it lasts. */
  startDate: z.string(),
  endDate: z.string().nullable(),
  days: z.number().int(),
  /** The baseline (trailing median of the daily mean latency) and the worst day's latency, ms. */
  baselineLatencyMs: z.number(),
  peakLatencyMs: z.number(),
  /** The worst day's latency above the baseline, percent. */
  degradationPercent: z.number(),
}).meta({ id: 'Outage' });
export type Outage = z.infer<typeof OutageSchema>;

export const OutagePageSchema = continuationPageOf(OutageSchema);
export type OutagePage = z.infer<typeof OutagePageSchema>;

/** A point of a score table: from this value on (or up to it), this many points. */
export const ScoreTablePointSchema = z.object({ value: z.number(), score: z.number() });

/** GET scores: the score tables, the assessment bands and the privacy rules in force. */
export const ScoresSchema = z
  .object({
    latency: z.array(ScoreTablePointSchema),
    download: z.array(ScoreTablePointSchema),
    meetsRecommendations: z.number(),
    assessmentLevels: z.array(
      z.object({ level: AssessmentLevelSchema, minScore: z.number(), color: z.string() }),
    ),
    privacy: z.object({
      minSamples: z.number().int(),
      maxRelativeStandardError: z.number(),
      minOrganizations: z.number().int(),
      maxCohensD: z.number(),
    }),
    /** The latency a report must stay under to count as available, ms. */
    availabilityLatencyMs: z.number(),
  })
  .meta({ id: 'PerformanceScores' });
export type Scores = z.infer<typeof ScoresSchema>;

/** GET typeCount: visible solutions per type. */
export const TypeCountSchema = z.array(z.object({ type: SolutionTypeSchema, count: z.number().int() }));
export type TypeCount = z.infer<typeof TypeCountSchema>;

/** GET getSolutionTags: the tags in use with the number of visible solutions. */
export const SolutionTagCountSchema = z.array(z.object({ tag: SolutionTagSchema, count: z.number().int() }));
export type SolutionTagCount = z.infer<typeof SolutionTagCountSchema>;

/** GET getNpi: the providers of a place ranked by their index (the index of top providers). */
export const NpiRankingSchema = z
  .object({
    geography: GeographySchema,
    period: PeriodKindSchema,
    periodStart: z.string().nullable(),
    items: z.array(
      PerformanceSolutionSchema.extend({
        rank: z.number().int(),
        npi: z.number(),
        ...PerformanceValuesSchema.pick({
          latencyMs: true,
          availability: true,
          connectedness: true,
          sampleCount: true,
        }).shape,
      }),
    ),
  })
  .meta({ id: 'NpiRanking' });
export type NpiRanking = z.infer<typeof NpiRankingSchema>;

/** GET geoWithReport: places with aggregates of the visible solutions (a solution's when asked). */
export const GeoWithReportSchema = z.array(
  GeographySchema.extend({ sampleCount: z.number().int(), solutionCount: z.number().int() }),
);
export type GeoWithReport = z.infer<typeof GeoWithReportSchema>;

/** GET PartnerPerformance/profile: a solution and what is known of its traffic. */
export const SolutionProfileSchema = PerformanceSolutionSchema.extend({
  asns: z.array(z.number().int()),
  subnets: z.array(z.string()),
  vpnInterfaceDescriptions: z.array(z.string()),
  sslOwnerNames: z.array(z.string()),
  /** The first and latest day with attributed reports; null before any. */
  firstReportDate: z.string().nullable(),
  lastReportDate: z.string().nullable(),
  sampleCount: z.number().int(),
  countryCount: z.number().int(),
  cityCount: z.number().int(),
  /** When the aggregation last ran. */
  aggregatedAt: z.string().nullable(),
}).meta({ id: 'SolutionProfile' });
export type SolutionProfile = z.infer<typeof SolutionProfileSchema>;

/** GET SolutionResults/{id}/latestAssessments: the latest meetings assessment per place. */
export const LatestAssessmentSchema = GeographySchema.extend({
  periodStart: z.string(),
  sampleCount: z.number().int(),
  meetingsScore: z.number().nullable(),
  assessmentLevel: AssessmentLevelSchema.nullable(),
  assessmentColor: z.string().nullable(),
  hiddenReason: HiddenReasonSchema.nullable(),
}).meta({ id: 'LatestAssessment' });
export type LatestAssessment = z.infer<typeof LatestAssessmentSchema>;

/** What a run of the aggregation did (the admin command and the job log it). */
export const AggregationRunSchema = z.object({
  reportsRead: z.number().int(),
  samplesAttributed: z.number().int(),
  aggregatesChanged: z.number().int(),
  outagesOpen: z.number().int(),
  watermark: z.string().nullable(),
  durationMs: z.number(),
});
export type AggregationRun = z.infer<typeof AggregationRunSchema>;
