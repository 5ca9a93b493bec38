import {
  FeatureFlagDefaults,
  FlagServiceAgent,
  FlagServiceModel,
  endpoints,
  environmentGroupOf,
  type FeatureFlags,
  type FrontendConfiguration,
} from '@netlens/core';
import { api } from '../../lib/api';

/** The configuration-service model version the web app reads. */
const FlagServiceVersion = '1.0';

/** Loads the runtime configuration (cloud, links, UX controls) the shell needs first. */
export function fetchFrontendConfiguration(signal?: AbortSignal): Promise<FrontendConfiguration> {
  return api.call(endpoints.GetFrontendConfiguration, { signal });
}

/** Loads the web agent's feature flags for the environment's flag group; unknown flags keep defaults. */
export async function fetchFeatureFlags(env: string, signal?: AbortSignal): Promise<FeatureFlags> {
  const answer = await api.call(endpoints.ReadFeatureFlags, {
    params: { model: FlagServiceModel, version: FlagServiceVersion },
    query: { agents: FlagServiceAgent, environment: environmentGroupOf(env) },
    signal,
  });
  return { ...FeatureFlagDefaults, ...answer.agents[FlagServiceAgent] };
}
