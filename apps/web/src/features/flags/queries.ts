import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
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
import { contractQuery } from '../../lib/contractApi';
import { log } from '../../lib/telemetry';
import { takeStartAnswer } from '../../lib/startData';

/**
 * The runtime configuration (cloud, links, UX controls) the shell needs first: the one the page
 * came with, else loaded once per page, retried once before the shell shows an error.
 */
export function useGetFrontendConfiguration() {
  const query = useQuery({
    ...contractQuery('GetFrontendConfiguration'),
    initialData: () => takeStartAnswer('config'),
    staleTime: Infinity,
    retry: 1,
  });
  useLogConfigLoaded(query.data);
  return query;
}

/** The web agent's flags in a configuration-service answer; unknown flags keep their defaults. */
function flagsOf(answer: FlagServiceResponse): FeatureFlags {
  return { ...FeatureFlagDefaults, ...answer.agents[FlagServiceAgent] };
}

/**
 * The web agent's feature flags for the configured environment's flag group (waits for the
 * configuration): those the page came with while fresh, then reloaded.
 */
export function useReadFeatureFlags(env: string | undefined) {
  const environment = environmentGroupOf(env ?? '');
  return useQuery({
    ...contractQuery('ReadFeatureFlags', {
      params: { model: FlagServiceModel, version: FlagServiceVersion },
      query: { agents: FlagServiceAgent, environment },
    }),
    initialData: () => {
      if (env === undefined) return undefined;
      const answer = takeStartAnswer('flags');
      return answer?.environment === environment ? answer : undefined;
    },
    select: flagsOf,
    enabled: env !== undefined,
    staleTime: 5 * 60_000,
    retry: 1,
  });
}

const logged = new WeakSet<FrontendConfiguration>();

function useLogConfigLoaded(config: FrontendConfiguration | undefined) {
  useEffect(() => {
    if (!config || logged.has(config)) return;
    logged.add(config);
    log('M00001', 'Application configuration loaded', { env: config.env, cloudName: config.cloudName });
  }, [config]);
}
