import { z } from '../zod.js';
import { LatitudeSchema, LongitudeSchema, haversineKm, type GeoPoint } from '../geo/location.js';
import { ConfidenceIntervalSchema } from '../interval.js';
import { PROBE_DOWNLOAD_MAX_BYTES } from './probing.js';

export * from './probing.js';

/** The workloads a front door can serve: mail (Exchange) and files (SharePoint). */
export const Workloads = ['mail', 'files'] as const;
export const WorkloadSchema = z.enum(Workloads);
export type Workload = z.infer<typeof WorkloadSchema>;

export const FrontDoorIdSchema = z
  .string()
  .max(40)
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'lower-case letters, digits and hyphens (at most 40)');

/** Absolute http(s) base URL of an instance, path prefix included, ending with '/'. */
export const ProbeUrlSchema = z
  .url({ protocol: /^https?$/, error: 'an absolute http(s) URL' })
  .max(500)
  .refine((u) => u.endsWith('/'), "must end with '/'")
  .refine((u) => !/[?#]/.test(u), 'must not carry a query or fragment');

/** A site where a workload's traffic enters the service, and where its probes answer. */
export const FrontDoorSchema = z
  .object({
    id: FrontDoorIdSchema,
    workload: WorkloadSchema,
    city: z.string().trim().min(1).max(100),
    country: z.string().trim().min(1).max(100),
    countryCode: z.string().regex(/^[A-Z]{2}$/, 'an ISO 3166-1 alpha-2 code such as US'),
    latitude: LatitudeSchema,
    longitude: LongitudeSchema,
    probeUrl: ProbeUrlSchema,
  })
  .strict()
  .meta({ id: 'FrontDoor' });
export type FrontDoor = z.infer<typeof FrontDoorSchema>;

/** A list of front doors in which each (workload, id) pair appears once. */
export const FrontDoorListSchema = z.array(FrontDoorSchema).superRefine((list, ctx) => {
  const seen = new Set<string>();
  list.forEach((f, i) => {
    const key = `${f.workload}/${f.id}`;
    if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: `duplicate ${key}` });
    seen.add(key);
  });
});

/** The catalogue served by `GET /api/frontdoors`; `self` is the answering instance's id. */
export const FrontDoorCatalogueSchema = z
  .object({ frontDoors: FrontDoorListSchema, self: FrontDoorIdSchema.nullable() })
  .meta({ id: 'FrontDoorCatalogue' });
export type FrontDoorCatalogue = z.infer<typeof FrontDoorCatalogueSchema>;

export const ProbeDownloadQuerySchema = z.object({
  bytes: z.coerce.number().int().min(1).max(PROBE_DOWNLOAD_MAX_BYTES),
});

/**
 * Summary of latency samples in milliseconds (the report adds how precise they are);
 * `medianInterval` is the median's distribution-free 95 % confidence interval, null below 6 samples.
 */
export const LatencyStatsSchema = z.object({
  count: z.number().int().min(1),
  min: z.number().min(0),
  median: z.number().min(0),
  medianInterval: ConfidenceIntervalSchema.nullable(),
  p90: z.number().min(0),
  max: z.number().min(0),
  jitter: z.number().min(0),
});
export type LatencyStats = z.infer<typeof LatencyStatsSchema>;

/** The n front doors of a workload nearest to a point, nearest first, with their distances. */
export function nearestFrontDoors(
  point: GeoPoint,
  frontDoors: readonly FrontDoor[],
  workload: Workload,
  n: number,
): (FrontDoor & { distanceKm: number })[] {
  return frontDoors
    .filter((f) => f.workload === workload)
    .map((f) => ({ ...f, distanceKm: haversineKm(point, f) }))
    .sort((a, b) => a.distanceKm - b.distanceKm || a.id.localeCompare(b.id))
    .slice(0, Math.max(0, n));
}
