import { z } from 'zod';
import { AccessRoleNames, type AccessRoleName } from '@netlens/core';

/** The window the sign-in form's limits are counted in. */
export const SignInWindowMinutes = 15;

/**
 * Environment variables of the sign-in form's limits (documented in the README): posts per
 * client address, sized for an office of hundreds behind one address, and attempts per user name,
 * each within `SignInWindowMinutes`.
 */
export const signInEnvShape = {
  SIGN_IN_ADDRESS_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(600),
  SIGN_IN_ACCOUNT_LIMIT: z.coerce.number().int().min(1).max(10_000).default(10),
};

/** Sign-in configuration (from OIDC_*, ACCESS_GROUPS, STAFF_TENANTS and SESSION_HOURS). */
export interface IdentitySettings {
  /** null: the embedded OpenID provider mounted at /oidc. */
  issuer: string | null;
  clientId: string;
  clientSecret: string | null;
  /** Where a tenant's OpenID configuration is read ({tenantId} replaced); null: the embedded one. */
  tenantConfigUrl: string | null;
  /** The issuer is Microsoft Entra ID: the directory is Microsoft Graph. */
  entra: boolean;
  /** Microsoft Graph (the directory of an Entra ID issuer); null: the users and organisations here. */
  graphBaseUrl: string | null;
  /** Directory groups (names or object ids) granting each access flag. */
  accessGroups: Record<AccessRoleName, string[]>;
  /** The operator's own organisations (tenant ids): only their groups grant the staff roles. */
  staffTenants: readonly string[];
  /** The organisation's page where people ask for an access (an entitlement page); null: none. */
  accessRequestUrl: string | null;
  sessionHours: number;
  /** The embedded provider's sign-in form: posts per address and attempts per user name per window. */
  signInLimits: { perAddress: number; perAccount: number };
}

/** The groups granting each access flag when ACCESS_GROUPS does not name them. */
export const DefaultAccessGroups: Record<AccessRoleName, string[]> = {
  leadership: ['netlens-leadership'],
  partner: ['netlens-partners'],
  domainLens: ['netlens-domain-lens'],
  workloadChamp: ['netlens-workload-champions'],
  serviceChamp: ['netlens-service-champions'],
  connectivityChamp: ['netlens-connectivity-champions'],
  orgAdmin: ['netlens-org-admins'],
};

/**
 * Parses ACCESS_GROUPS, e.g. `leadership=grp-a|grp-b,partner=grp-c`: each named role replaces
 * its default group list. Problems are reported through `problem`.
 */
export function parseAccessGroups(
  raw: string,
  problem: (message: string) => void,
): Record<AccessRoleName, string[]> {
  const out: Record<AccessRoleName, string[]> = { ...DefaultAccessGroups };
  for (const pair of raw
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [role = '', groups = ''] = pair.split('=').map((x) => x.trim());
    const names = groups
      .split('|')
      .map((g) => g.trim())
      .filter(Boolean);
    if (!(AccessRoleNames as readonly string[]).includes(role) || names.length === 0) {
      problem(`"${pair}" is not role=group|group with a role among ${AccessRoleNames.join(', ')}`);
      continue;
    }
    out[role as AccessRoleName] = names;
  }
  return out;
}

/** A tenant id as organisations carry it: an Entra ID `tid`, a `create-org --tenant` id, an issuer's host. */
const TenantIdPattern = /^[\w.:-]{1,255}$/;

/**
 * Parses STAFF_TENANTS, e.g. `contoso,3f0c5a2e-…`: the tenant ids whose groups grant the staff
 * roles, compared exactly; empty: no organisation's. Problems are reported through `problem`.
 */
export function parseStaffTenants(raw: string, problem: (message: string) => void): string[] {
  const ids = raw
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  for (const id of ids)
    if (!TenantIdPattern.test(id))
      problem(`"${id}" is not a tenant id (letters, digits, ".", "_", "-", ":"; at most 255)`);
  return [...new Set(ids)];
}
