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
  access: AccessFlags;
  /** The user's own privacy statement address (graph privacy profile), when signed in. */
  privacyUrl: string | null;
}

export const NoAccess: AccessFlags = {
  hasAccessToPartnerPortal: false,
  hasAccessToLeadershipReport: false,
  hasAccessToDomainLens: false,
};

/** The session of an anonymous visitor. Sign-in lands with the identity feature, which fills this in. */
export const SignedOutSession: SessionState = {
  signedIn: false,
  partnerRegistered: false,
  access: NoAccess,
  privacyUrl: null,
};
