import { z } from '../zod.js';

/** Log ids recorded by the web app, each with the situation it marks. */
export const LogIds = {
  M00001: 'Application configuration loaded',
  M00002: 'Sign-in status changed',
  M00003: 'Test phase changed',
  E00001: 'Backend call failed',
  E00002: 'Unhandled error in the web app',
} as const;
export type LogId = keyof typeof LogIds;
export const LogIdSchema = z.enum(Object.keys(LogIds) as [LogId, ...LogId[]]);

/** Named telemetry events besides page views and logs. */
export const TelemetryEventNames = ['NetworkProviderPortalVisit', 'SolutionDetailPageVisit'] as const;

const text = (max: number) => z.string().max(max);
const Properties = z
  .record(text(64), z.union([text(500), z.number(), z.boolean(), z.null()]))
  .refine((p) => Object.keys(p).length <= 20, 'at most 20 properties');

export const TelemetryItemSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('pageView'),
    page: text(300),
    title: text(200).optional(),
    properties: Properties.optional(),
  }),
  z.object({
    kind: z.literal('log'),
    logId: LogIdSchema,
    message: text(1000),
    page: text(300).optional(),
    properties: Properties.optional(),
  }),
  z.object({
    kind: z.literal('event'),
    name: z.enum(TelemetryEventNames),
    page: text(300).optional(),
    properties: Properties.optional(),
  }),
]);
export type TelemetryItem = z.infer<typeof TelemetryItemSchema>;

export const TelemetryBatchSchema = z
  .object({
    sessionId: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'a session id of 8–64 letters, digits or hyphens'),
    language: text(35).optional(),
    items: z.array(TelemetryItemSchema).min(1).max(50),
  })
  .meta({ id: 'TelemetryBatch' });
export type TelemetryBatch = z.infer<typeof TelemetryBatchSchema>;

export const TelemetryAcceptedSchema = z.object({ accepted: z.number().int() });

export const TelemetrySummarySchema = z.object({
  pageViews: z.array(z.object({ page: z.string(), count: z.number().int() })),
  logs: z.array(z.object({ logId: z.string(), count: z.number().int() })),
  events: z.array(z.object({ name: z.string(), count: z.number().int() })),
});
export type TelemetrySummary = z.infer<typeof TelemetrySummarySchema>;
/** How many days back the summary counts. */
export const TelemetrySummaryQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(365).default(7),
});
