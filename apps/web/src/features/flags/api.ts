import {
  FeatureFlagDefaults,
  FlagServiceAgent,
  FlagServiceModel,
  FlagServiceResponseSchema,
  FrontendConfigurationSchema,
  environmentGroupOf,
  type FeatureFlags,
  type FrontendConfiguration,
} from '@netlens/core';
import { apiGet } from '../../lib/api';

/** The configuration-service model version the web app reads. */
const FlagServiceVersion = '1.0';

/** Loads the runtime configuration (cloud, links, UX controls) the shell needs first. */
export function fetchFrontendConfiguration(signal?: AbortSignal): Promise<FrontendConfiguration> {
  return apiGet(
    '/api/AnonymousConnectivityTest/GetFrontendConfiguration',
    FrontendConfigurationSchema,
    signal,
  );
}

/** Loads the web agent's feature flags for the environment's flag group; unknown flags keep defaults. */
export async function fetchFeatureFlags(env: string, signal?: AbortSignal): Promise<FeatureFlags> {
  const query = new URLSearchParams({ agents: FlagServiceAgent, environment: environmentGroupOf(env) });
  const path = `/config/v1/${FlagServiceModel}/${FlagServiceVersion}?${query.toString()}`;
  const answer = await apiGet(path, FlagServiceResponseSchema, signal);
  return { ...FeatureFlagDefaults, ...answer.agents[FlagServiceAgent] };
}
