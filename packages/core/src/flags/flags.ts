import { z } from '../zod.js';
import { CloudNameSchema } from '../clouds.js';
import { EnvironmentGroupSchema } from './environments.js';
import { FeatureFlagNames, UxControlNames, type FeatureFlagName, type UxControlName } from './defaults.js';

export * from './defaults.js';

export const FeatureFlagNameSchema = z.enum(FeatureFlagNames as [FeatureFlagName, ...FeatureFlagName[]]);

export const FeatureFlagsSchema = z
  .object(
    Object.fromEntries(FeatureFlagNames.map((n) => [n, z.boolean()])) as Record<
      FeatureFlagName,
      z.ZodBoolean
    >,
  )
  .meta({ id: 'FeatureFlags' });

/** A partial set of flags, as edited by an administrator. */
export const FeatureFlagsPatchSchema = FeatureFlagsSchema.partial()
  .strict()
  .refine((p) => Object.keys(p).length > 0, 'name at least one flag');
/** The flags of every environment group, by group. */
export const FeatureFlagsByGroupSchema = z.record(z.string(), FeatureFlagsSchema);
/** The environment group named in an admin flag path (checked against the groups by the service). */
export const FlagEnvironmentParamsSchema = z.object({ environment: z.string().max(40) });

export const FlagServiceParamsSchema = z.object({
  model: z.string().min(1).max(64),
  version: z.string().regex(/^\d+(\.\d+){0,3}$/, 'a version like 1 or 1.0'),
});
export const FlagServiceQuerySchema = z.object({
  agents: z.string().min(1).max(200).optional(),
  environment: z.string().max(40).optional(),
});
export const FlagServiceResponseSchema = z.object({
  model: z.string(),
  version: z.string(),
  environment: EnvironmentGroupSchema,
  agents: z.record(z.string(), FeatureFlagsSchema),
});
export type FlagServiceResponse = z.infer<typeof FlagServiceResponseSchema>;

export const UxControlNameSchema = z.enum(UxControlNames);
export const UxFeatureControlSchema = z
  .object(
    Object.fromEntries(UxControlNames.map((n) => [n, z.boolean()])) as Record<UxControlName, z.ZodBoolean>,
  )
  .meta({ id: 'UxFeatureControl' });

/** Links the operator may point elsewhere; every one has a default. */
export const SiteLinksSchema = z.object({
  locationService: z.string(),
  websiteTerms: z.string(),
  mapTerms: z.string(),
  privacy: z.string(),
  consumerHealthPrivacy: z.string(),
  trademarks: z.string(),
  faq: z.string(),
  communityForum: z.string(),
});
export type SiteLinks = z.infer<typeof SiteLinksSchema>;

/** Runtime configuration the web app loads before anything else. */
export const FrontendConfigurationSchema = z
  .object({
    env: z.string(),
    cloudName: CloudNameSchema,
    endpointExchange: z.string(),
    endpointSharePoint: z.string(),
    uxFeatureControl: UxFeatureControlSchema,
    pathPrefix: z.enum(['', '/gcc']),
    links: SiteLinksSchema,
    filingRecords: z.object({ icp: z.string().nullable(), psb: z.string().nullable() }),
  })
  .meta({ id: 'FrontendConfiguration' });
export type FrontendConfiguration = z.infer<typeof FrontendConfigurationSchema>;
