import { z } from '../zod.js';
import { ReportIdSchema } from '../connectivity/report.js';

/** The kinds of internet connection the survey asks about (spec §3). */
export const InternetTypes = ['Home', 'Office', 'Cafe', 'Cellular', 'Satellite', 'Unknown'] as const;
export const InternetTypeSchema = z.enum(InternetTypes).meta({ id: 'InternetType' });
export type InternetType = z.infer<typeof InternetTypeSchema>;

/** The survey's answer to "is this prediction right?". */
export const SurveyCorrectnessSchema = z.enum(['Yes', 'No']).meta({ id: 'SurveyCorrectness' });
export type SurveyCorrectness = z.infer<typeof SurveyCorrectnessSchema>;

/** A directory tenant id (GUID) when signed in; '' or absent when anonymous. */
export const TenantIdSchema = z.union([z.literal(''), z.uuid()]);

/** `POST IPClassification/v2`: optionally names the report (run) the prediction is for. */
export const IpClassificationRequestSchema = z
  .object({ runId: ReportIdSchema.optional() })
  .meta({ id: 'IpClassificationRequest' });
export type IpClassificationRequest = z.infer<typeof IpClassificationRequestSchema>;
/** The classification call's body: the request, or nothing at all. */
export const IpClassificationBodySchema = IpClassificationRequestSchema.nullish();

/**
 * The predicted internet type of the caller's egress network, with the autonomous system it was
 * predicted from (null when the embedded IP→ASN data does not know the address).
 */
export const IpClassificationSchema = z
  .object({
    runId: ReportIdSchema.optional(),
    predictedType: InternetTypeSchema,
    asn: z.number().int().min(0).nullable(),
    asName: z.string().nullable(),
  })
  .meta({ id: 'IpClassification' });
export type IpClassification = z.infer<typeof IpClassificationSchema>;

/** `POST IPClassification/logType?runId&value&tenantId`: the type the user says they are on. */
export const LogTypeQuerySchema = z.object({
  runId: ReportIdSchema,
  value: InternetTypeSchema,
  tenantId: TenantIdSchema.optional(),
});
export type LogTypeQuery = z.infer<typeof LogTypeQuerySchema>;

/** `POST IPClassification/logCorrectness?runId&value&classification&tenantId`. */
export const LogCorrectnessQuerySchema = z.object({
  runId: ReportIdSchema,
  value: SurveyCorrectnessSchema,
  classification: InternetTypeSchema,
  tenantId: TenantIdSchema.optional(),
});
export type LogCorrectnessQuery = z.infer<typeof LogCorrectnessQuerySchema>;
