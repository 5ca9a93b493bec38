import { createContext, useContext } from 'react';
import type { FeatureFlags, FrontendConfiguration } from '@netlens/core';
import type { SessionState } from '../lib/session';

/** What every page may read once the shell has loaded: configuration, flags and the session. */
export interface ShellData {
  config: FrontendConfiguration;
  flags: FeatureFlags;
  session: SessionState;
  /** Top-level paths present in the route table ('/', '/status', …); unbuilt pages are absent. */
  builtRoutes: ReadonlySet<string>;
}

export const ShellContext = createContext<ShellData | null>(null);

/** The loaded shell data; only usable below the shell layout. */
export function useShell(): ShellData {
  const data = useContext(ShellContext);
  if (!data) throw new Error('useShell must be used inside the shell layout');
  return data;
}
