import { z } from '../zod.js';
import { LatencyStatsSchema, PROBE_WARM_SAMPLES, WorkloadSchema } from '../frontdoors/catalogue.js';
import {
  CountryCodeSchema,
  EGRESS_DISTANCE_INSIGHT_KM,
  LatitudeSchema,
  LongitudeSchema,
} from '../geo/location.js';
import { AdvancedReportFields } from '../livetest/registry.js';
import { ReportIdPattern } from './report-id.js';

export * from './report-id.js';

/** Longest accepted text field of the generate-report form (city, region, country, codes). */
export const REPORT_TEXT_MAX = 100;
/** Most latency samples a report may carry: the warm samples plus one cold sample. */
export const MAX_LATENCY_SAMPLES = PROBE_WARM_SAMPLES + 1;
/** Longest plausible single latency sample; the probes time out long before this. */
export const MAX_SAMPLE_LATENCY_MS = 60_000;
/** `measuredLatency` may differ from the lowest sample by rounding only. */
export const LATENCY_ROUNDING_MS = 0.5;
/** Front doors listed as optimal per workload (mail and files). */
export const OPTIMAL_FRONT_DOORS_PER_WORKLOAD = 3;
/**
 * A front door counts as optimal only within this distance of the nearest one: 1,000 km of fibre
 * adds about 10 ms of round trip, the most a person would not notice.
 */
export const OPTIMAL_FRONT_DOOR_MARGIN_KM = 1000;
/** Reports of the same metro younger than this count as peers. */
export const PEER_WINDOW_DAYS = 90;
/** Fewer peer organisations than this: no distribution, no share, no improvement. */
export const PEER_MIN_ORGANISATIONS = 5;
/** "Customers in your metro with better performance" is an insight at this share or more. */
export const PEER_BETTER_INSIGHT_SHARE = 0.1;
/** Light in fibre travels at about 2/3 c: kilometres per millisecond. */
export const FIBRE_KM_PER_MS = (299_792.458 / 1000) * (2 / 3);
export const COPILOT_SLOW_LATENCY_MS = 250;

/** 128 random bits in base64url: 21 free characters and a last one carrying 2 bits. */
export const ReportIdSchema = z
  .string()
  .regex(ReportIdPattern, 'a report id of 22 base64url characters')
  .meta({ id: 'ReportId' });
export type ReportId = z.infer<typeof ReportIdSchema>;
export const ReportIdParamsSchema = z.object({ id: z.string().max(200) });

export const LatencyTimingSchema = z.enum(['resource-timing', 'coarse']);
export type LatencyTiming = z.infer<typeof LatencyTimingSchema>;

/** Statistics of the browser's latency samples (ms); `timing` says how precise they are. */
export const LatencyStatisticsSchema = LatencyStatsSchema.extend({ timing: LatencyTimingSchema }).meta({
  id: 'LatencyStatistics',
});
export type LatencyStatistics = z.infer<typeof LatencyStatisticsSchema>;

/** A front door as the report shows it; `distanceKm` is from the egress location (null if unknown). */
export const ReportFrontDoorSchema = z
  .object({
    id: z.string(),
    workload: WorkloadSchema,
    city: z.string(),
    country: z.string(),
    latitude: LatitudeSchema,
    longitude: LongitudeSchema,
    distanceKm: z.number().min(0).nullable(),
  })
  .meta({ id: 'ReportFrontDoor' });
export type ReportFrontDoor = z.infer<typeof ReportFrontDoorSchema>;

/**
 * Comparison with other organisations in the same metro (see ReportSchema for the definitions).
 * `betterShare` (0–1) and `potentialImprovementMs` are null below PEER_MIN_ORGANISATIONS.
 */
export const PeerComparisonSchema = z
  .object({
    organisationCount: z.number().int().min(0),
    betterShare: z.number().min(0).max(1).nullable(),
    potentialImprovementMs: z.number().min(0).nullable(),
  })
  .meta({ id: 'PeerComparison' });
export type PeerComparison = z.infer<typeof PeerComparisonSchema>;

/** The network the egress address belongs to, from the embedded IP→ASN data. */
export const EgressNetworkSchema = z
  .object({
    asn: z.number().int().min(0).nullable(),
    name: z.string().nullable(),
    prefix: z.string().nullable(),
  })
  .meta({ id: 'EgressNetwork' });
export type EgressNetwork = z.infer<typeof EgressNetworkSchema>;

const bin = () => z.number().min(0).nullable();

/**
 * A connectivity report: every default field of spec §3 plus what our report page needs.
 *
 * Peers are the reports of the last PEER_WINDOW_DAYS whose egress is in the same metro (same egress
 * city and country) and whose egress network (ASN) differs from this one: anonymous reports carry no
 * organisation, so the egress ASN stands for it. Each peer organisation's latency is the median of
 * its reports' `measuredLatency`. Reports whose egress city or network is unknown have no peers.
 * peers.betterShare = share of those organisations with a lower latency than this report's
 * measuredLatency; peers.potentialImprovementMs = measuredLatency − their median (≥ 0).
 *
 * measuredLatency is the lowest browser sample (spec §4), measuredLatencies all samples as taken,
 * latency their statistics. Front-door distances are from the egress location; the optimal front
 * doors are the OPTIMAL_FRONT_DOORS_PER_WORKLOAD nearest to it per workload that lie within
 * OPTIMAL_FRONT_DOOR_MARGIN_KM of the nearest one, and
 * isCurrentFrontDoorOptimal is null when the current front door or the egress is unknown.
 * The advanced-client results (one field per test of the livetest registry, AdvancedCategories)
 * stay null until the client reports them.
 *
 * distributionValueBin1..5: the upper bounds of the five quintiles of those peer organisation
 * latencies, i.e. the latency (ms) at the 20th, 40th, 60th, 80th and 100th percentile (nearest
 * rank). All null when fewer than PEER_MIN_ORGANISATIONS peer organisations exist.
 *
 * bestPossibleLatency: the latency this location can reach: the best peer quintile (bin 1) or this
 * report's own measuredLatency when lower, but never below the physical floor (round trip at 2/3 c
 * from the egress to the nearest mail front door). Without peers it is that floor; null when
 * neither the egress location nor any front door is known. Never above measuredLatency.
 */
export const ReportSchema = z
  .object({
    id: ReportIdSchema,
    userId: z.string().nullable(),
    dateTime: z.iso.datetime(),
    browserLocationCity: z.string(),
    browserLocationRegion: z.string(),
    browserLocationCountry: z.string(),
    browserLocationIsAutoDetected: z.boolean(),
    browserLocationLatitude: LatitudeSchema,
    browserLocationLongitude: LongitudeSchema,
    currentFrontDoor: ReportFrontDoorSchema.nullable(),
    optimalFrontDoors: z.array(ReportFrontDoorSchema),
    optimalSharePointFrontDoors: z.array(ReportFrontDoorSchema),
    isCurrentFrontDoorOptimal: z.boolean().nullable(),
    egressLocationLatitude: LatitudeSchema.nullable(),
    egressLocationLongitude: LongitudeSchema.nullable(),
    egressLocationCity: z.string(),
    egressLocationRegion: z.string(),
    egressLocationCountry: z.string(),
    egressLocationCountryCode: CountryCodeSchema,
    egressNetwork: EgressNetworkSchema,
    browserToEgressLocationDistance: z.number().min(0).nullable(),
    distributionValueBin1: bin(),
    distributionValueBin2: bin(),
    distributionValueBin3: bin(),
    distributionValueBin4: bin(),
    distributionValueBin5: bin(),
    measuredLatency: z.number().min(0),
    measuredLatencies: z.array(z.number().min(0)),
    latency: LatencyStatisticsSchema,
    bestPossibleLatency: z.number().min(0).nullable(),
    peers: PeerComparisonSchema,
    ...AdvancedReportFields,
  })
  .meta({ id: 'Report' });
export type Report = z.infer<typeof ReportSchema>;

/** The generate-report answer: the report, plus the computation inputs when debugTrace was asked. */
export const GeneratedReportSchema = ReportSchema.extend({
  debugTrace: z.record(z.string(), z.unknown()).optional(),
}).meta({ id: 'GeneratedReport' });
export type GeneratedReport = z.infer<typeof GeneratedReportSchema>;

// ---- the generate-report form -------------------------------------------------------------

// C0/C1 controls and the bidirectional overrides/isolates that can disguise text.
const UNSAFE_TEXT = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;
const text = (max = REPORT_TEXT_MAX) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((s) => !UNSAFE_TEXT.test(s), 'must not contain control characters');

const DECIMAL = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;
// A decimal number written in plain text; '' is a missing value, anything else (hex, words) NaN.
const decimal = (s: string) =>
  s.trim() === '' ? undefined : DECIMAL.test(s.trim()) ? Number(s) : Number.NaN;

const numberField = (inner: z.ZodNumber) =>
  z.preprocess((v) => (typeof v === 'string' ? decimal(v) : v), inner);

const TRUE_WORDS = ['true', '1', 'on', 'yes'];
const FALSE_WORDS = ['false', '0', 'off', 'no'];
const toBoolean = (v: unknown) => {
  if (typeof v !== 'string') return v;
  const word = v.trim().toLowerCase();
  return word === '' ? undefined : TRUE_WORDS.includes(word) ? true : FALSE_WORDS.includes(word) ? false : v;
};
const booleanField = z.preprocess(toBoolean, z.boolean().default(false));

const SampleSchema = z.number().positive().max(MAX_SAMPLE_LATENCY_MS);
/** What SampleSchema accepts, as a plain test (run per sample again by the form's comparison). */
const isSample = (v: unknown): v is number => typeof v === 'number' && v > 0 && v <= MAX_SAMPLE_LATENCY_MS;
const samplesField = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').map((p) => decimal(p) ?? Number.NaN) : v),
  z.array(SampleSchema).min(1).max(MAX_LATENCY_SAMPLES),
);

const CodeSchema = text().regex(/^[A-Za-z0-9._:-]*$/, 'letters, digits, dot, colon, underscore or hyphen');
const isIp = (s: string) => z.ipv4().safeParse(s).success || z.ipv6().safeParse(s).success;
const IpSchema = z
  .string()
  .trim()
  .max(45)
  .refine((s) => s === '' || isIp(s), 'an IPv4 or IPv6 address');

/**
 * The GenerateTestReport form: url-encoded strings or JSON values, coerced. `exchangeFaultZoneCode`
 * is the front-door id the probes answered with; `egressIp` is what the browser believes and is
 * never trusted over the address the server sees.
 */
export const GenerateReportFormSchema = z
  .object({
    latitude: numberField(LatitudeSchema),
    longitude: numberField(LongitudeSchema),
    city: text().default(''),
    region: text().default(''),
    country: text().default(''),
    isAutoDetected: booleanField,
    exchangeFaultZoneCode: CodeSchema.default(''),
    measuredLatency: numberField(SampleSchema),
    measuredLatencies: samplesField,
    egressIp: IpSchema.default(''),
    debugTrace: booleanField,
    latencyTiming: LatencyTimingSchema.default('coarse'),
  })
  .superRefine((form, ctx) => {
    // Zod still runs this when a field failed; only compare two valid values.
    const samples: unknown[] = Array.isArray(form.measuredLatencies) ? form.measuredLatencies : [];
    if (samples.length === 0 || !samples.every(isSample)) return;
    if (!isSample(form.measuredLatency)) return;
    const lowest = Math.min(...form.measuredLatencies);
    if (Math.abs(form.measuredLatency - lowest) > LATENCY_ROUNDING_MS + 1e-9) {
      ctx.addIssue({
        code: 'custom',
        path: ['measuredLatency'],
        message: 'must equal the lowest of measuredLatencies',
      });
    }
  })
  .meta({ id: 'GenerateReportForm' });
export type GenerateReportForm = z.infer<typeof GenerateReportFormSchema>;
export type GenerateReportFormInput = z.input<typeof GenerateReportFormSchema>;

// ---- insights ------------------------------------------------------------------------------

export type InsightState = 'favourable' | 'insight' | 'unavailable';
export interface ReportInsights {
  egressDistance: InsightState;
  betterPeers: InsightState;
  mailFrontDoor: InsightState;
}

/** Whether each row of the report computed from its default fields is favourable or an insight. */
export function insightsOf(
  report: Pick<Report, 'browserToEgressLocationDistance' | 'peers' | 'isCurrentFrontDoorOptimal'>,
): ReportInsights {
  const distance = report.browserToEgressLocationDistance;
  const share = report.peers.betterShare;
  const optimal = report.isCurrentFrontDoorOptimal;
  return {
    egressDistance:
      distance === null ? 'unavailable' : distance > EGRESS_DISTANCE_INSIGHT_KM ? 'insight' : 'favourable',
    betterPeers:
      share === null ? 'unavailable' : share >= PEER_BETTER_INSIGHT_SHARE ? 'insight' : 'favourable',
    mailFrontDoor: optimal === null ? 'unavailable' : optimal ? 'favourable' : 'insight',
  };
}
