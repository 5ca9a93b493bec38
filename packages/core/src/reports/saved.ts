import { z } from '../zod.js';
import { ReportIdSchema } from '../connectivity/report.js';
import { PageNumberParamSchema, pageSizeParam } from '../query.js';

/** POST ConnectivityTest/CreateReport: save (claim) a generated report for the signed-in user. */
export const CreateReportBodySchema = z.object({ id: ReportIdSchema }).meta({ id: 'CreateReportBody' });
export const CreateReportAnswerSchema = z.object({ id: ReportIdSchema });

/** One row of the history page. */
export const ReportSummarySchema = z
  .object({
    id: z.string(),
    dateTime: z.string(),
    city: z.string(),
    country: z.string(),
    measuredLatency: z.number(),
    isPublic: z.boolean(),
    ownerName: z.string(),
    receivers: z.number().int().min(0),
  })
  .meta({ id: 'ReportSummary' });
export type ReportSummary = z.infer<typeof ReportSummarySchema>;

export const ReportSortSchema = z.enum(['dateTime', 'city', 'measuredLatency']);
export type ReportSort = z.infer<typeof ReportSortSchema>;

/** Most rows of one history page. */
export const REPORT_PAGE_SIZE_MAX = 50;

export const ReportListQuerySchema = z.object({
  sort: ReportSortSchema.default('dateTime'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: PageNumberParamSchema,
  pageSize: pageSizeParam(REPORT_PAGE_SIZE_MAX, 10),
});
export type ReportListQuery = z.infer<typeof ReportListQuerySchema>;

export const ReportListSchema = z
  .object({ items: z.array(ReportSummarySchema), total: z.number().int().min(0), page: z.number().int() })
  .meta({ id: 'ReportList' });
export type ReportList = z.infer<typeof ReportListSchema>;

/** Most people one report is shared with in one call. */
export const SHARE_RECEIVERS_MAX = 50;

/** POST ConnectivityTest/Share/{id}: people of the same organisation (directory ids). */
export const ShareBodySchema = z
  .object({ userIds: z.array(z.string().min(1).max(64)).min(1).max(SHARE_RECEIVERS_MAX) })
  .meta({ id: 'ShareBody' });

/** DELETE a receiver of a report (the owner takes the share back). */
export const ReceiverParamsSchema = z.object({ id: z.string().max(200), userId: z.string().max(64) });

export const ReceiverSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  email: z.string(),
  initials: z.string(),
  /** Their photo's address where the directory has people's photos. */
  photoUrl: z.string().nullable().optional(),
  sharedAt: z.string(),
});
export const ReceiversSchema = z.object({ receivers: z.array(ReceiverSchema) }).meta({ id: 'Receivers' });
export type Receiver = z.infer<typeof ReceiverSchema>;

/** POST ConnectivityTest/ShareToPublic/{id}: make the report public, or revoke that. */
export const ShareToPublicBodySchema = z.object({ isPublic: z.boolean() }).meta({ id: 'ShareToPublicBody' });

/** How the caller stands to a report: the web app hides what the server would refuse. */
export const ReportAccessSchema = z
  .object({
    saved: z.boolean(),
    isOwner: z.boolean(),
    isPublic: z.boolean(),
    canShare: z.boolean(),
    canSharePublic: z.boolean(),
    canSave: z.boolean(),
  })
  .meta({ id: 'ReportAccess' });
export type ReportAccess = z.infer<typeof ReportAccessSchema>;
