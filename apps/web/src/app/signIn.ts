import type { UxFeatureControl } from '@netlens/core';

/** Pages that never offer sign-in (they run without an account). */
const NoSignInPaths = ['/copilot', '/nppdashboard'];

/** Whether the header shows the sign-in button / user menu on this app path (prefix stripped). */
export function showsSignIn(path: string, ux: Pick<UxFeatureControl, 'DisableSignIn'>): boolean {
  if (ux.DisableSignIn) return false;
  const p = path.toLowerCase().replace(/\/+$/, '');
  return !NoSignInPaths.some((hidden) => p === hidden || p.startsWith(`${hidden}/`));
}
