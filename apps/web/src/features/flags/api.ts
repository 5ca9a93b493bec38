import {
  FeatureFlagDefaults,
  FlagServiceAgent,
  FlagServiceModel,
  FlagServiceVersion,
  environmentGroupOf,
  type FeatureFlags,
  type FlagServiceResponse,
  type FrontendConfiguration,
} from '@netlens/core';
import { callContract } from '../../lib/contractApi';

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
  return flagsOf(answer);
}

/** The web agent's flags in a configuration-service answer; unknown flags keep their defaults. */
export function flagsOf(answer: FlagServiceResponse): FeatureFlags {
  return { ...FeatureFlagDefaults, ...answer.agents[FlagServiceAgent] };
}
