import { NoAccess, initialsOf, type SessionInfo } from '@netlens/core';
import { requestableGroups } from './access.js';
import type { SignedInCaller } from './caller.js';
import type { IdentitySettings } from './settings.js';
import type { OrgRow } from './repo.js';

/** The session answer of a signed-in user (partnerRegistered from the provider portal). */
export function sessionInfo(
  caller: SignedInCaller,
  org: OrgRow,
  settings: IdentitySettings,
  partnerRegistered = false,
): SessionInfo {
  return {
    signedIn: true,
    user: {
      id: caller.userId,
      displayName: caller.displayName,
      email: caller.email,
      initials: initialsOf(caller.displayName || caller.email),
      organizationId: org.id,
      organizationName: org.name,
      tenantId: org.tenant_id,
    },
    access: caller.tenantCheck === 'ok' ? caller.access : NoAccess,
    // The provider portal's answer: the organisation has registered as a network provider.
    partnerRegistered,
    accessRequest: { groups: requestableGroups(settings, caller.tenantId), url: settings.accessRequestUrl },
    tenantCheck: caller.tenantCheck,
    privacyUrl: org.privacy_url,
    adminSettings: {
      shareReportWithPublic: org.share_public === 1,
      shareReportWithinOrganization: org.share_within === 1,
    },
    csrfToken: caller.csrfToken,
  };
}
