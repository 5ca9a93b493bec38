import { adminEndpoints, endpointGroup, entry, SignedInErrors } from '../endpoint.js';
import { LocalizationQuerySchema, LocalizationResponseSchema } from '../i18n.js';
import {
  FeatureFlagsByGroupSchema,
  FeatureFlagsPatchSchema,
  FeatureFlagsSchema,
  FlagEnvironmentParamsSchema,
  FlagServiceParamsSchema,
  FlagServiceQuerySchema,
  FlagServiceResponseSchema,
  FrontendConfigurationSchema,
} from './flags.js';

const configuration = endpointGroup({ tags: ['configuration'], errors: SignedInErrors });
const admin = adminEndpoints(SignedInErrors);

/** The runtime configuration the web app loads first. */
export const GetFrontendConfiguration = entry(configuration, 'GET', 'GetFrontendConfiguration', {
  path: '/api/AnonymousConnectivityTest/GetFrontendConfiguration',
  summary: 'Runtime configuration of this deployment',
  response: FrontendConfigurationSchema,
  errors: [],
});

/** The configuration service: feature flags of an agent for an environment group. */
export const ReadFeatureFlags = entry(configuration, 'GET', 'ReadFeatureFlags', {
  path: '/config/v1/:model/:version',
  summary: 'Feature flags for an agent and environment group',
  params: FlagServiceParamsSchema,
  query: FlagServiceQuerySchema,
  response: FlagServiceResponseSchema,
});

export const ReadAllFlags = entry(admin, 'GET', 'ReadAllFlags', {
  path: '/flags',
  summary: 'Feature flags of every environment group (admin token)',
  response: FeatureFlagsByGroupSchema,
});

export const EditFlags = entry(admin, 'PUT', 'EditFlags', {
  path: '/flags/:environment',
  summary: 'Set feature flags of one environment group (admin token)',
  params: FlagEnvironmentParamsSchema,
  body: FeatureFlagsPatchSchema,
  response: FeatureFlagsSchema,
});

export const Localization = entry(configuration, 'GET', 'Localization', {
  path: '/api/Localization',
  summary: 'UI strings for a language (falls back to English)',
  query: LocalizationQuerySchema,
  response: LocalizationResponseSchema,
  errors: [],
});
