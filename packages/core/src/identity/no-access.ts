import type { AccessFlagSet } from './access.js';

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
