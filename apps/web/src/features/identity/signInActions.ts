import { setCsrfToken } from '../../lib/csrf';
import { withBase } from '../../lib/basePath';
import { loginUrl, logout } from './api';
import { currentAppPath } from './queries';
import { rememberSignIn } from './sessionState';

/** Starts an interactive sign-in that returns to `returnTo` (the current page by default). */
export function startSignIn(returnTo = currentAppPath()): void {
  void loginUrl(returnTo).then((url) => window.location.assign(url));
}

/** Signs out (here or everywhere), then ends the provider's session too. */
export async function signOut(everywhere: boolean): Promise<void> {
  const answer = await logout(everywhere);
  setCsrfToken(null);
  rememberSignIn(false);
  window.location.assign(answer.endSessionUrl ?? withBase('/'));
}
