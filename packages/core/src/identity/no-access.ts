import type { AccessFlagSet, SessionInfo } from './access.js';

/** The access flags of a signed-out visitor or of a blocked organisation: none. */
export const NoAccess: AccessFlagSet = {
  hasAccessToPartnerPortal: false,
  hasAccessToLeadershipReport: false,
  hasAccessToDomainLens: false,
  isWorkloadChamp: false,
  isServiceChamp: false,
  isConnectivityChamp: false,
  isOrganizationAdmin: false,
};

/** The session answer of a signed-out visitor. */
export const SignedOutInfo: SessionInfo = {
  signedIn: false,
  user: null,
  access: NoAccess,
  partnerRegistered: false,
  accessRequest: null,
  tenantCheck: 'ok',
  privacyUrl: null,
  adminSettings: null,
  csrfToken: null,
};
