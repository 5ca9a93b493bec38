import { z } from '../zod.js';
import { CountryCodeSchema, LatitudeSchema, LongitudeSchema } from '../geo/location.js';
import { ConfidenceIntervalSchema } from '../interval.js';

/** A point of a score table: at `value` the score is `score`; linear in between. */
export type ScorePoint = readonly [value: number, score: number];

/** Mail and Copilot: median TCP latency (ms) → points (the admin-centre assessment, docs/THRESHOLDS.md). */
export const LATENCY_SCORE_POINTS: readonly ScorePoint[] = [
  [10, 100],
  [25, 80],
  [100, 60],
  [200, 40],
  [300, 20],
  [350, 0],
];

/** Files: 25th-percentile download speed (MB/s) → points. */
export const DOWNLOAD_SCORE_POINTS: readonly ScorePoint[] = [
  [0, 0],
  [2, 20],
  [4, 40],
  [8, 60],
  [14, 80],
  [20, 100],
];

/** The score at and above which a workload "meets recommendations". */
export const MEETS_RECOMMENDATIONS_SCORE = 80;

/**
 * The 0–100 score of a measurement: linear between the table's points (sorted by value), the
 * first or last point's score outside them; rounded to one decimal. Null for a missing value.
 */
export function scoreFrom(points: readonly ScorePoint[], value: number | null): number | null {
  if (value === null || !Number.isFinite(value) || points.length === 0) return null;
  const first = points[0]!;
  const last = points[points.length - 1]!;
  if (value <= first[0]) return first[1];
  if (value >= last[0]) return last[1];
  for (let i = 1; i < points.length; i++) {
    const [x1, y1] = points[i]!;
    if (value <= x1) {
      const [x0, y0] = points[i - 1]!;
      return Math.round((y0 + ((value - x0) / (x1 - x0)) * (y1 - y0)) * 10) / 10;
    }
  }
  return last[1];
}

/** Score of a median latency (mail, Copilot, metro health). */
export const latencyScore = (medianMs: number | null) => scoreFrom(LATENCY_SCORE_POINTS, medianMs);

/** Score of a 25th-percentile download speed (files). */
export const downloadScore = (mbPerSecond: number | null) => scoreFrom(DOWNLOAD_SCORE_POINTS, mbPerSecond);

// ---- network health -------------------------------------------------------------------------

/** How far back the health page looks by default (HEALTH_WINDOW_HOURS overrides it). */
export const HEALTH_WINDOW_HOURS = 24;
/** Fewer reports than this in the window: the metro shows no score (docs/THRESHOLDS.md: 24 samples). */
export const HEALTH_MIN_SAMPLES = 24;

/** A metro's standing: meets recommendations, below them (unhealthy), or too few samples. */
export const MetroHealthSchema = z.enum(['meets', 'unhealthy', 'tooFewSamples']);
export type MetroHealth = z.infer<typeof MetroHealthSchema>;

/**
 * A metro (egress city and country of stored reports) over the window: how many reports, their
 * median measured latency with its distribution-free 95 % confidence interval, the latency score
 * of that median. All are null below the minimum.
 */
export const MetroScoreSchema = z
  .object({
    countryCode: CountryCodeSchema,
    city: z.string(),
    latitude: LatitudeSchema.nullable(),
    longitude: LongitudeSchema.nullable(),
    samples: z.number().int().min(0),
    medianLatencyMs: z.number().min(0).nullable(),
    medianLatencyIntervalMs: ConfidenceIntervalSchema.nullable(),
    score: z.number().min(0).max(100).nullable(),
    health: MetroHealthSchema,
  })
  .meta({ id: 'MetroScore' });
export type MetroScore = z.infer<typeof MetroScoreSchema>;

/** The standing of a metro from its sample count and score. */
export function metroHealth(samples: number, score: number | null, minSamples = HEALTH_MIN_SAMPLES) {
  if (samples < minSamples || score === null) return 'tooFewSamples' as const;
  return score >= MEETS_RECOMMENDATIONS_SCORE ? ('meets' as const) : ('unhealthy' as const);
}

/** The window the scores cover. */
export const HealthWindowSchema = z.object({
  hours: z.number().int().positive(),
  since: z.iso.datetime(),
  until: z.iso.datetime(),
  minSamples: z.number().int().positive(),
});

/** GET AnonymousConnectivityTest/UnhealthyMetroScores: metros below recommendations, worst first. */
export const UnhealthyMetroScoresSchema = z
  .object({ window: HealthWindowSchema, metros: z.array(MetroScoreSchema) })
  .meta({ id: 'UnhealthyMetroScores' });
export type UnhealthyMetroScores = z.infer<typeof UnhealthyMetroScoresSchema>;

// ---- incidents ------------------------------------------------------------------------------

export const INCIDENT_TITLE_MAX = 120;
export const INCIDENT_MESSAGE_MAX = 2000;
export const IncidentSeveritySchema = z.enum(['outage', 'degraded', 'information']);
export type IncidentSeverity = z.infer<typeof IncidentSeveritySchema>;

// Control characters and bidirectional overrides that can disguise text.
const UNSAFE = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;
const UNSAFE_KEEP_NEWLINES = /(?!\n)[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;

/** An incident an administrator announces on the health page. */
export const IncidentSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    message: z.string(),
    severity: IncidentSeveritySchema,
    startedAt: z.iso.datetime(),
    resolvedAt: z.iso.datetime().nullable(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Incident' });
export type Incident = z.infer<typeof IncidentSchema>;

const titleField = z
  .string()
  .trim()
  .min(1, 'give the incident a title')
  .max(INCIDENT_TITLE_MAX)
  .refine((s) => !UNSAFE.test(s), 'must not contain control characters');
const messageField = z
  .string()
  .trim()
  .max(INCIDENT_MESSAGE_MAX)
  .refine((s) => !UNSAFE_KEEP_NEWLINES.test(s), 'must not contain control characters');
const endsAfterStart = (i: { startedAt?: string | undefined; resolvedAt?: string | null | undefined }) =>
  !i.startedAt || !i.resolvedAt || Date.parse(i.resolvedAt) >= Date.parse(i.startedAt);
const resolvedAfterStarted = { path: ['resolvedAt'], message: 'must not be before startedAt' };

/** An incident's fields as an administrator writes them. */
const incidentFields = z.object({
  title: titleField,
  message: messageField,
  severity: IncidentSeveritySchema,
  startedAt: z.iso.datetime(),
  resolvedAt: z.iso.datetime().nullable(),
});

/** What an administrator posts to create an incident (startedAt defaults to now). */
export const IncidentInputSchema = incidentFields
  .partial({ startedAt: true, resolvedAt: true })
  .extend({ message: messageField.default(''), severity: IncidentSeveritySchema.default('outage') })
  .strict()
  .refine(endsAfterStart, resolvedAfterStarted);
export type IncidentInput = z.infer<typeof IncidentInputSchema>;

/** An incident edit: any field of the input, e.g. `{ "resolvedAt": "…" }` to close it. */
export const IncidentPatchSchema = incidentFields
  .partial()
  .strict()
  .refine((p) => Object.keys(p).length > 0, 'name at least one field')
  .refine(endsAfterStart, resolvedAfterStarted);
export type IncidentPatch = z.infer<typeof IncidentPatchSchema>;

export const IncidentIdParamsSchema = z.object({ id: z.uuid('an incident id (UUID)') });
export const IncidentListSchema = z.array(IncidentSchema);

/** The health page's data: every metro of the window, the outage state and open incidents. */
export const NetworkHealthSchema = z
  .object({
    window: HealthWindowSchema,
    metros: z.array(MetroScoreSchema),
    outage: z.object({ flag: z.boolean(), incidents: z.array(IncidentSchema) }),
  })
  .meta({ id: 'NetworkHealth' });
export type NetworkHealth = z.infer<typeof NetworkHealthSchema>;
