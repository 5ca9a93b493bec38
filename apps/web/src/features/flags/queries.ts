import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { FrontendConfiguration } from '@netlens/core';
import { log } from '../../lib/telemetry';
import { fetchFeatureFlags, fetchFrontendConfiguration } from './api';

/** The runtime configuration; loaded once per page, retried once before the shell shows an error. */
export function useFrontendConfiguration() {
  const query = useQuery({
    queryKey: ['frontendConfiguration'],
    queryFn: ({ signal }) => fetchFrontendConfiguration(signal),
    staleTime: Infinity,
    retry: 1,
  });
  useLogConfigLoaded(query.data);
  return query;
}

/** Feature flags for the configured environment (waits for the configuration). */
export function useFeatureFlags(env: string | undefined) {
  return useQuery({
    queryKey: ['featureFlags', env],
    queryFn: ({ signal }) => fetchFeatureFlags(env ?? '', signal),
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
