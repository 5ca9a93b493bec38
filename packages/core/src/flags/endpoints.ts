import type { Endpoint } from '../endpoint.js';
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

const configuration = ['configuration'];
const admin = ['admin'];
const errors = [400, 401, 403, 404] as const;

/** The runtime configuration the web app loads first. */
export const GetFrontendConfiguration = {
  name: 'GetFrontendConfiguration',
  method: 'GET',
  path: '/api/AnonymousConnectivityTest/GetFrontendConfiguration',
  summary: 'Runtime configuration of this deployment',
  tags: configuration,
  response: FrontendConfigurationSchema,
  errors: [],
} as const satisfies Endpoint;

/** The configuration service: feature flags of an agent for an environment group. */
export const ReadFeatureFlags = {
  name: 'ReadFeatureFlags',
  method: 'GET',
  path: '/config/v1/:model/:version',
  summary: 'Feature flags for an agent and environment group',
  tags: configuration,
  params: FlagServiceParamsSchema,
  query: FlagServiceQuerySchema,
  response: FlagServiceResponseSchema,
  errors,
} as const satisfies Endpoint;

export const ReadAllFlags = {
  name: 'ReadAllFlags',
  method: 'GET',
  path: '/api/admin/flags',
  summary: 'Feature flags of every environment group (admin token)',
  tags: admin,
  admin: true,
  response: FeatureFlagsByGroupSchema,
  errors,
} as const satisfies Endpoint;

export const EditFlags = {
  name: 'EditFlags',
  method: 'PUT',
  path: '/api/admin/flags/:environment',
  summary: 'Set feature flags of one environment group (admin token)',
  tags: admin,
  admin: true,
  params: FlagEnvironmentParamsSchema,
  body: FeatureFlagsPatchSchema,
  response: FeatureFlagsSchema,
  errors,
} as const satisfies Endpoint;

export const Localization = {
  name: 'Localization',
  method: 'GET',
  path: '/api/Localization',
  summary: 'UI strings for a language (falls back to English)',
  tags: configuration,
  query: LocalizationQuerySchema,
  response: LocalizationResponseSchema,
  errors: [],
} as const satisfies Endpoint;
