import { isStaffRole, type AccessRoleName } from '@netlens/core';
import { StaffTenant } from '../harness.js';

/**
 * The callers of the authorisation table: signed out, the operator's admin token, and each role
 * (a set of directory groups) as a user of the organisation owning the resources (contoso, the
 * staff organisation) and of another organisation (fabrikam), whose groups grant no staff role.
 */
export const RoleGroups = {
  plain: [],
  orgAdmin: ['netlens-org-admins'],
  partner: ['netlens-partners'],
  leadership: ['netlens-leadership'],
  domainLens: ['netlens-domain-lens'],
  workloadChamp: ['netlens-workload-champions'],
  serviceChamp: ['netlens-service-champions'],
  connectivityChamp: ['netlens-connectivity-champions'],
} as const satisfies Record<string, readonly string[]>;
export type Role = keyof typeof RoleGroups;
export const Roles = Object.keys(RoleGroups) as Role[];

export const Orgs = ['contoso', 'fabrikam'] as const;
export type Org = (typeof Orgs)[number];
/** The organisation that owns the reports and the registered provider. */
export const OwnOrg: Org = 'contoso';

export type UserCaller = { kind: 'user'; role: Role; org: Org; name: `${Role}@${Org}` };
export type Caller =
  { kind: 'anonymous'; name: 'anonymous' } | { kind: 'operator'; name: 'operator' } | UserCaller;

export const Callers: Caller[] = [
  { kind: 'anonymous', name: 'anonymous' },
  { kind: 'operator', name: 'operator' },
  ...Orgs.flatMap((org) =>
    Roles.map((role): UserCaller => ({ kind: 'user', role, org, name: `${role}@${org}` })),
  ),
];

/** The username of a role's account in an organisation. */
export const username = (role: Role, org: Org) => `${role.toLowerCase()}-${org}`;

/** The organisation listed in STAFF_TENANTS: only its groups grant the staff roles. */
export const StaffOrg: Org = StaffTenant;

/**
 * Whether the caller's groups grant an access flag: champions imply Domain Lens, and the staff
 * roles (leadership, Domain Lens) come only from the staff organisation, as the product maps them.
 */
export function holds(c: Pick<UserCaller, 'role' | 'org'>, flag: AccessRoleName): boolean {
  if (isStaffRole(flag) && c.org !== StaffOrg) return false;
  if (flag === 'domainLens')
    return ['domainLens', 'workloadChamp', 'serviceChamp', 'connectivityChamp'].includes(c.role);
  return c.role === flag;
}
