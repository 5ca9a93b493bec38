import {
  AccessRoleNames,
  isStaffRole,
  type AccessFlagSet,
  type AccessRequest,
  type AccessRoleName,
  type CloudName,
  type TenantCheck,
} from '@netlens/core';
import type { IdentitySettings } from './settings.js';

type AccessSettings = Pick<IdentitySettings, 'accessGroups' | 'staffTenants'>;

/** Whether an organisation's groups grant the staff roles: its tenant is listed in STAFF_TENANTS. */
const isStaffTenant = (settings: AccessSettings, tenantId: string): boolean =>
  settings.staffTenants.includes(tenantId);

/** The roles a group grants to users of this tenant: every role in a staff tenant, else no staff role. */
const grantableRoles = (settings: AccessSettings, tenantId: string): AccessRoleName[] =>
  isStaffTenant(settings, tenantId) ? [...AccessRoleNames] : AccessRoleNames.filter((r) => !isStaffRole(r));

/**
 * The access flags of a user of the tenant `tenantId` in these directory groups, under the
 * configured mapping; the staff roles only in a staff tenant.
 */
export function accessFromGroups(
  groups: readonly string[],
  tenantId: string,
  settings: AccessSettings,
): AccessFlagSet {
  const member = new Set(groups.map((g) => g.toLowerCase()));
  const grantable = new Set(grantableRoles(settings, tenantId));
  const has = (role: AccessRoleName) =>
    grantable.has(role) && settings.accessGroups[role].some((g) => member.has(g.toLowerCase()));
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

/** The groups the no-access messages name to users of this tenant: those of the roles they can get. */
export function requestableGroups(settings: AccessSettings, tenantId: string): AccessRequest['groups'] {
  return Object.fromEntries(grantableRoles(settings, tenantId).map((r) => [r, settings.accessGroups[r]]));
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
