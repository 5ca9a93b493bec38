import { Suspense, useMemo } from 'react';
import { FeatureFlagDefaults } from '@netlens/core';
import { useReadFeatureFlags, useGetFrontendConfiguration } from '../features/flags';
import { useShellSession } from '../features/identity';
import { LoadingState } from '../ui/LoadingState';
import { ShellContext, type ShellData } from '../ui/ShellContext';
import { ShellFrame } from './ShellFrame';
import { useStateStyles } from '../ui/states.styles';
import { lazyComponent } from '../ui/lazyComponent';

// Shown only when the configuration cannot be had: a chunk of its own (should that fail to
// arrive too, the error boundary's crash state offers to reload).
const ConfigError = lazyComponent(
  () => import('./ConfigError'),
  (m) => m.ConfigError,
);

/**
 * The root route: loads configuration and feature flags (spinner meanwhile, error with retry
 * when configuration fails), then renders the shell around the routed page.
 */
export function ShellLayout({ builtRoutes }: { builtRoutes: ReadonlySet<string> }) {
  const styles = useStateStyles();
  const config = useGetFrontendConfiguration();
  const flags = useReadFeatureFlags(config.data?.env);
  const { session, ready } = useShellSession({
    signInEnabled: config.data ? !config.data.uxFeatureControl.DisableSignIn : false,
    multiTenant: config.data?.cloudName === 'MultiTenant',
  });

  // One value while nothing changes, so the shell's readers do not re-render with every page.
  // A flag-service failure is logged (E00001) and the documented defaults apply.
  const shell = useMemo<ShellData | null>(
    () =>
      config.data
        ? { config: config.data, flags: flags.data ?? FeatureFlagDefaults, session, builtRoutes }
        : null,
    [config.data, flags.data, session, builtRoutes],
  );

  if (config.isError) {
    return (
      <Suspense fallback={null}>
        <ConfigError.Component
          error={config.error}
          retrying={config.isFetching}
          onRetry={() => void config.refetch()}
        />
      </Suspense>
    );
  }
  if (!shell || flags.isPending || !ready) {
    return (
      <main className={styles.page}>
        <LoadingState />
      </main>
    );
  }
  return (
    <ShellContext.Provider value={shell}>
      <ShellFrame />
    </ShellContext.Provider>
  );
}
