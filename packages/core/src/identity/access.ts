import { z } from '../zod.js';
import { championFields, portalAccessFields } from './access-fields.js';

export * from './no-access.js';

/** Sign-in status of the web app (spec 1 §4). */
export const SignInStatusSchema = z.enum(['NotSignedIn', 'SsoSigningIn', 'SigningIn', 'SignedIn']);
export type SignInStatus = z.infer<typeof SignInStatusSchema>;

/** Access flags loaded after sign-in (spec 1 §3, spec 2 §6), from directory group membership. */
export const AccessFlagsSchema = z
  .object({
    ...portalAccessFields,
    hasAccessToDomainLens: z.boolean(),
    ...championFields,
    isOrganizationAdmin: z.boolean(),
  })
  .meta({ id: 'AccessFlags' });
export type AccessFlagSet = z.infer<typeof AccessFlagsSchema>;

/** Names of the access flags that configuration maps to directory groups. */
export const AccessRoleNames = [
  'leadership',
  'partner',
  'domainLens',
  'workloadChamp',
  'serviceChamp',
  'connectivityChamp',
  'orgAdmin',
] as const;
export type AccessRoleName = (typeof AccessRoleNames)[number];

/**
 * The staff roles: the operator's own people (leadership and every Domain Lens role), granted by
 * a group only to users of an organisation listed in STAFF_TENANTS. The other roles (providers'
 * and customers') come from any organisation's groups.
 */
export const StaffRoleNames = [
  'leadership',
  'domainLens',
  'workloadChamp',
  'serviceChamp',
  'connectivityChamp',
] as const satisfies readonly AccessRoleName[];

export const isStaffRole = (role: AccessRoleName): boolean =>
  (StaffRoleNames as readonly AccessRoleName[]).includes(role);

/** The result of the enterprise account check (spec 1 §6). */
export const TenantCheckSchema = z.enum(['ok', 'redirectGcc', 'blocked']);
export type TenantCheck = z.infer<typeof TenantCheckSchema>;

export const AdminSettingsSchema = z
  .object({ shareReportWithPublic: z.boolean(), shareReportWithinOrganization: z.boolean() })
  .meta({ id: 'AdminSettings' });
export type AdminSettings = z.infer<typeof AdminSettingsSchema>;

/** The signed-in user as the web app sees it. */
export const SessionUserSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  /** Mail, or the principal name when there is no mail. */
  email: z.string(),
  initials: z.string().max(2),
  organizationId: z.string(),
  organizationName: z.string(),
  tenantId: z.string(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

/**
 * How a signed-in user without an access gets it: the directory groups granting each access
 * (ACCESS_GROUPS) and the organisation's entitlement page, when one is configured.
 */
export const AccessRequestSchema = z
  .object({
    groups: z.partialRecord(z.enum(AccessRoleNames), z.array(z.string())),
    url: z.string().nullable(),
  })
  .meta({ id: 'AccessRequest' });
export type AccessRequest = z.infer<typeof AccessRequestSchema>;

/** GET /api/identity/session: who is signed in, what they may do, and the CSRF token. */
export const SessionInfoSchema = z
  .object({
    signedIn: z.boolean(),
    user: SessionUserSchema.nullable(),
    access: AccessFlagsSchema,
    partnerRegistered: z.boolean(),
    /** Null for a signed-out visitor. */
    accessRequest: AccessRequestSchema.nullable(),
    tenantCheck: TenantCheckSchema,
    /** The organisation's privacy statement address, for the footer and the user menu. */
    privacyUrl: z.string().nullable(),
    adminSettings: AdminSettingsSchema.nullable(),
    /** Send back in the x-csrf-token header on every state-changing call. */
    csrfToken: z.string().nullable(),
  })
  .meta({ id: 'SessionInfo' });
export type SessionInfo = z.infer<typeof SessionInfoSchema>;

/** Where to return after sign-in: an app path under this site, never another origin. */
export const ReturnToSchema = z
  .string()
  .max(500)
  .regex(/^\/(?![/\\])[^\s]*$/, 'a path on this site starting with one "/"');

export const LoginQuerySchema = z.object({
  returnTo: ReturnToSchema.optional(),
  /** 'none' asks for a silent (SSO) sign-in: no prompt, back to returnTo either way. */
  prompt: z.enum(['none', 'login']).optional(),
});

export const CallbackQuerySchema = z.object({
  state: z.string().min(1).max(200).optional(),
  code: z.string().min(1).max(500).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
  /** The issuer that answers (RFC 9207), checked against the one the sign-in started with. */
  iss: z.string().max(500).optional(),
});

/** The up-to-two-letter initials of a name (spec 1 §9), for the 36 px avatar. */
export function initialsOf(name: string): string {
  const words = (name.split('@')[0] ?? '')
    .trim()
    .split(/[\s._@-]+/)
    .filter(Boolean);
  const first = (w: string | undefined) => (w ? (Array.from(w)[0] ?? '') : '');
  const picked = words.length >= 2 ? [words[0], words[words.length - 1]] : [words[0]];
  return picked.map(first).join('').toLocaleUpperCase();
}

/** POST /oidc/interaction/:uid/login: the account of the embedded provider's sign-in form. */
export const ProviderLoginFormSchema = z.object({
  username: z.string().max(200),
  password: z.string().max(1000),
});

/** A pending sign-in of the embedded provider. */
export const InteractionParamsSchema = z.object({ uid: z.string().min(1).max(100) });

export const TenantParamsSchema = z.object({ tenantId: z.string().min(1).max(64) });

/** POST /api/identity/logout: where the browser goes next to end the provider's session too. */
export const LogoutAnswerSchema = z.object({ endSessionUrl: z.string().nullable() });
