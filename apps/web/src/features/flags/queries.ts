import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { environmentGroupOf, type FrontendConfiguration } from '@netlens/core';
import { log } from '../../lib/telemetry';
import { takeStartAnswer } from '../../lib/startData';
import { fetchFeatureFlags, fetchFrontendConfiguration, flagsOf } from './api';

/**
 * The runtime configuration: the one the page came with, else loaded once per page, retried once
 * before the shell shows an error.
 */
export function useFrontendConfiguration() {
  const query = useQuery({
    queryKey: ['frontendConfiguration'],
    queryFn: ({ signal }) => fetchFrontendConfiguration(signal),
    initialData: () => takeStartAnswer('config'),
    staleTime: Infinity,
    retry: 1,
  });
  useLogConfigLoaded(query.data);
  return query;
}

/**
 * Feature flags for the configured environment (waits for the configuration): those the page came
 * with while fresh, then reloaded.
 */
export function useFeatureFlags(env: string | undefined) {
  return useQuery({
    queryKey: ['featureFlags', env],
    queryFn: ({ signal }) => fetchFeatureFlags(env ?? '', signal),
    initialData: () => {
      if (env === undefined) return undefined;
      const answer = takeStartAnswer('flags');
      return answer?.environment === environmentGroupOf(env) ? flagsOf(answer) : undefined;
    },
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
