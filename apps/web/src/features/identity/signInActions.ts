import { setCsrfToken } from '../../lib/csrf';
import { basePath, withBase } from '../../lib/basePath';
import { callContract, contractUrl } from '../../lib/contractApi';
import { rememberSignIn } from './sessionState';

/** The current app path with its query, without the cloud prefix. */
export function currentAppPath(): string {
  const path = window.location.pathname.slice(basePath().length) || '/';
  return `${path}${window.location.search}`;
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
