import {
  NoAccess,
  type AccessFlagSet,
  type AccessRequest,
  type AdminSettings,
  type SessionUser,
  type SignInStatus,
  type TenantCheck,
} from '@netlens/core';

/** The access flags the identity feature loads after sign-in (spec §3 "Access flags"). */
export interface AccessFlags {
  hasAccessToPartnerPortal: boolean;
  hasAccessToLeadershipReport: boolean;
  hasAccessToDomainLens: boolean;
}

/** What the shell knows about the visitor: sign-in state, partner registration and access. */
export interface SessionState {
  signedIn: boolean;
  partnerRegistered: boolean;
  /** The access flags plus the Domain Lens roles and organisation admin (spec 2 §6). */
  access: AccessFlagSet;
  /** The user's own privacy statement address (graph privacy profile), when signed in. */
  privacyUrl: string | null;
  status: SignInStatus;
  user: SessionUser | null;
  tenantCheck: TenantCheck;
  /** The organisation's sharing settings (GetAdminSettings), when signed in. */
  adminSettings: AdminSettings | null;
  /** How to get an access the user lacks, when signed in. */
  accessRequest: AccessRequest | null;
}

export { NoAccess };

/** The session of an anonymous visitor; the identity feature loads the real one. */
export const SignedOutSession: SessionState = {
  signedIn: false,
  partnerRegistered: false,
  access: NoAccess,
  privacyUrl: null,
  status: 'NotSignedIn',
  user: null,
  tenantCheck: 'ok',
  adminSettings: null,
  accessRequest: null,
};
