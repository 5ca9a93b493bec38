import type { SessionInfo, SignInStatus } from '@netlens/core';
import { SignedOutSession, type SessionState } from '../../lib/session';

/** The shell's session from the server's answer. */
export function sessionFromInfo(info: SessionInfo | undefined, status: SignInStatus): SessionState {
  if (!info?.signedIn || !info.user) return { ...SignedOutSession, status };
  return {
    signedIn: true,
    status: 'SignedIn',
    partnerRegistered: info.partnerRegistered,
    access: info.access,
    privacyUrl: info.privacyUrl,
    user: info.user,
    tenantCheck: info.tenantCheck,
    adminSettings: info.adminSettings,
    accessRequest: info.accessRequest,
  };
}

const SignedInBefore = 'netlens.signedInBefore';
const SsoTried = 'netlens.ssoTried';

/** Remembers that this browser has signed in, for a silent sign-in on a later visit. */
export function rememberSignIn(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(SignedInBefore, '1');
    else localStorage.removeItem(SignedInBefore);
  } catch {
    // storage may be unavailable (private mode): no silent sign-in then
  }
}

/**
 * Whether to try a silent (SSO) sign-in now: the browser signed in before and this tab has not
 * tried yet. Marks the attempt so a signed-out provider does not cause a loop.
 */
export function takeSilentSignInTurn(): boolean {
  try {
    if (localStorage.getItem(SignedInBefore) !== '1' || sessionStorage.getItem(SsoTried)) return false;
    sessionStorage.setItem(SsoTried, '1');
    return true;
  } catch {
    return false;
  }
}
