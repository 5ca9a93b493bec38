import {
  FeatureFlagDefaults,
  FlagServiceAgent,
  FlagServiceModel,
  environmentGroupOf,
  type FeatureFlags,
  type FrontendConfiguration,
} from '@netlens/core';
import { callContract } from '../../lib/contractApi';

/** The configuration-service model version the web app reads. */
const FlagServiceVersion = '1.0';

/** Loads the runtime configuration (cloud, links, UX controls) the shell needs first. */
export function fetchFrontendConfiguration(signal?: AbortSignal): Promise<FrontendConfiguration> {
  return callContract('GetFrontendConfiguration', { signal });
}

/** Loads the web agent's feature flags for the environment's flag group; unknown flags keep defaults. */
export async function fetchFeatureFlags(env: string, signal?: AbortSignal): Promise<FeatureFlags> {
  const answer = await callContract('ReadFeatureFlags', {
    params: { model: FlagServiceModel, version: FlagServiceVersion },
    query: { agents: FlagServiceAgent, environment: environmentGroupOf(env) },
    signal,
  });
  return { ...FeatureFlagDefaults, ...answer.agents[FlagServiceAgent] };
}
