import type { SessionInfo } from '@netlens/core';
import { callContract, contractUrl } from '../../lib/contractApi';

/** Who is signed in (the server reads the httpOnly session cookie). */
export function fetchSession(signal?: AbortSignal): Promise<SessionInfo> {
  return callContract('ReadSession', { signal });
}

/** The address that starts a sign-in and comes back to `returnTo` (an app path). */
export function loginUrl(returnTo: string, silent = false): Promise<string> {
  return contractUrl('Login', { query: { returnTo, ...(silent ? { prompt: 'none' as const } : {}) } });
}

/** Signs out here (or everywhere); answers where the provider's own sign-out is. */
export function logout(everywhere: boolean) {
  return callContract(everywhere ? 'LogoutEverywhere' : 'Logout');
}

/** The signed-in user's directory profile (photo address, privacy statement, domains). */
export function fetchProfile(signal?: AbortSignal) {
  return callContract('ReadMyProfile', { signal });
}
