import { CloudProfiles } from '@netlens/core';
import { setCsrfToken } from '../../lib/csrf';
import { basePath, withBase } from '../../lib/basePath';
import { callContract, contractUrl } from '../../lib/contractApi';
import { rememberSignIn } from './sessionState';

/** The current app path with its query, without the cloud prefix. */
export function currentAppPath(): string {
  const path = window.location.pathname.slice(basePath().length) || '/';
  return `${path}${window.location.search}`;
}

/**
 * Where the multi-tenant site sends a government-cloud account: the same page under /gcc, or null
 * when the address is already there. The multi-tenant site answering a /gcc address means no GCC
 * site is served at it, and sending the browser on would nest the prefix without end.
 */
export function gccAddress(pathname: string, appPath: string): string | null {
  const prefix = CloudProfiles.GCC.pathPrefix;
  if (pathname === prefix || pathname.startsWith(`${prefix}/`)) return null;
  return `${prefix}${appPath}`;
}

/** The address that starts a sign-in and comes back to `returnTo` (an app path). */
export function loginUrl(returnTo: string, silent = false): Promise<string> {
  return contractUrl('Login', { query: { returnTo, ...(silent ? { prompt: 'none' as const } : {}) } });
}

/** Starts an interactive sign-in that returns to `returnTo` (the current page by default). */
export function startSignIn(returnTo = currentAppPath()): void {
  void loginUrl(returnTo).then((url) => window.location.assign(url));
}

/** Signs out here (or everywhere), then ends the provider's session too. */
export async function signOut(everywhere: boolean): Promise<void> {
  const answer = await callContract(everywhere ? 'LogoutEverywhere' : 'Logout');
  setCsrfToken(null);
  rememberSignIn(false);
  window.location.assign(answer.endSessionUrl ?? withBase('/'));
}
