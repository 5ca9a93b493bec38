import { describe, expect, it } from 'vitest';
import { FeatureFlagDefaults, UxControlNames, type FrontendConfiguration } from '@netlens/core';
import { availabilityIn } from './pageAccess';
import { SignedOutSession } from '../lib/session';
import type { ShellData } from './ShellContext';

const ux = Object.fromEntries(
  UxControlNames.map((n) => [n, false]),
) as FrontendConfiguration['uxFeatureControl'];

function shell(cloudName: FrontendConfiguration['cloudName'], builtRoutes: string[]): ShellData {
  return {
    config: { cloudName, uxFeatureControl: ux } as FrontendConfiguration,
    flags: { ...FeatureFlagDefaults, nppDashboard: true },
    session: SignedOutSession,
    builtRoutes: new Set(builtRoutes),
  };
}

describe('availabilityIn', () => {
  it('reads the page rule with the shell’s cloud, controls and visitor', () => {
    const built = ['/', '/copilot', '/reports'];
    expect(availabilityIn(shell('MultiTenant', built), 'copilot').state).toBe('available');
    expect(availabilityIn(shell('MultiTenant', built), 'copilotResult').state).toBe('available');
    expect(availabilityIn(shell('GCC', built), 'copilot').state).toBe('notOffered');
    expect(availabilityIn(shell('GCC', built), 'reports').state).toBe('signInNeeded');
  });

  it('does not offer a page the route table lacks, whatever its rule says', () => {
    expect(availabilityIn(shell('MultiTenant', ['/']), 'nppDashboard').state).toBe('notOffered');
    expect(availabilityIn(shell('MultiTenant', ['/', '/nppdashboard']), 'nppDashboard').state).toBe(
      'available',
    );
    expect(availabilityIn(shell('MultiTenant', ['/']), 'copilot').state).toBe('notOffered');
  });
});
