import type { AccessFlagSet, AccessRoleName, CloudName, TenantCheck } from '@netlens/core';

/** The access flags a set of directory groups grants under the configured mapping. */
export function accessFromGroups(
  groups: readonly string[],
  mapping: Record<AccessRoleName, string[]>,
): AccessFlagSet {
  const member = new Set(groups.map((g) => g.toLowerCase()));
  const has = (role: AccessRoleName) => mapping[role].some((g) => member.has(g.toLowerCase()));
  const workloadChamp = has('workloadChamp');
  const serviceChamp = has('serviceChamp');
  const connectivityChamp = has('connectivityChamp');
  return {
    hasAccessToLeadershipReport: has('leadership'),
    hasAccessToPartnerPortal: has('partner'),
    // Every Domain Lens champion role implies the Domain Lens entitlement.
    hasAccessToDomainLens: has('domainLens') || workloadChamp || serviceChamp || connectivityChamp,
    isWorkloadChamp: workloadChamp,
    isServiceChamp: serviceChamp,
    isConnectivityChamp: connectivityChamp,
    isOrganizationAdmin: has('orgAdmin'),
  };
}

/** Defence sub-scopes of the government cloud: never served here. */
const DefenceSubScopes = new Set(['DOD', 'DODCON']);

/**
 * The enterprise account check (spec 1 §6): a GCC tenant on the multi-tenant site goes to /gcc;
 * a defence tenant, or a non-GCC tenant on the GCC site, is blocked.
 */
export function tenantCheck(cloud: CloudName, subScope: string | null): TenantCheck {
  const scope = subScope?.toUpperCase() ?? null;
  if (scope && DefenceSubScopes.has(scope)) return 'blocked';
  if (cloud === 'GCC') return scope === 'GCC' ? 'ok' : 'blocked';
  if (cloud === 'MultiTenant' && scope === 'GCC') return 'redirectGcc';
  return 'ok';
}
