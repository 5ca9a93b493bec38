import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { SessionInfo, SignInStatus } from '@netlens/core';
import { setCsrfToken } from '../../lib/csrf';
import { takeStartAnswer } from '../../lib/startData';
import type { SessionState } from '../../lib/session';
import { callContract } from '../../lib/contractApi';
import { endpointKey } from '../../lib/queryKey';
import { currentAppPath, gccAddress, loginUrl } from './signInActions';
import { rememberSignIn, sessionFromInfo, takeSilentSignInTurn } from './sessionState';

/** The session query's key (its value is more than the answer: see `sessionValue`). */
export const sessionKey = endpointKey('ReadSession');

/** Attempts at loading the session before the token alert (spec §8: up to 5). */
export const SESSION_ATTEMPTS = 5;

/** The session query's value: the session, and whether to try a silent sign-in now. */
function sessionValue(info: SessionInfo, enabled: boolean) {
  // Set before any page reacts to the session, so their first call already carries it.
  setCsrfToken(info.csrfToken);
  // A browser that signed in before tries a silent sign-in once per tab.
  return { info, silent: enabled && !info.signedIn && takeSilentSignInTurn() };
}

/**
 * The session query: the session the page came with while fresh, else loaded, retried up to 5
 * times in all, then the token alert shows.
 */
export function useReadSession(enabled = true) {
  return useQuery({
    queryKey: sessionKey,
    queryFn: async ({ signal }) => sessionValue(await callContract('ReadSession', { signal }), enabled),
    initialData: () => {
      const info = enabled ? takeStartAnswer('session') : undefined;
      return info ? sessionValue(info, enabled) : undefined;
    },
    enabled,
    staleTime: 5 * 60_000,
    retry: SESSION_ATTEMPTS - 1,
    retryDelay: (attempt) => Math.min(500 * 2 ** attempt, 4000),
  });
}

/**
 * The shell's session: loads it, keeps the CSRF token, sends a government-cloud account to /gcc,
 * and starts the silent sign-in the session query decided on.
 * `ready` is false until the session is known (or failed, which counts as signed out).
 */
export function useShellSession(opts: { signInEnabled: boolean; multiTenant: boolean }): {
  session: SessionState;
  ready: boolean;
} {
  const query = useReadSession(opts.signInEnabled);
  const info = query.data?.info;
  const silent = query.data?.silent ?? false;

  useEffect(() => {
    if (!info) return;
    if (info.signedIn) {
      rememberSignIn(true);
      const gcc = info.tenantCheck === 'redirectGcc' && opts.multiTenant;
      const to = gcc ? gccAddress(window.location.pathname, currentAppPath()) : null;
      if (to) window.location.replace(to);
      return;
    }
    if (silent) void loginUrl(currentAppPath(), true).then((url) => window.location.assign(url));
  }, [info, silent, opts.multiTenant]);

  const ready = !opts.signInEnabled || query.isSuccess || query.isError;
  const status: SignInStatus = silent ? 'SsoSigningIn' : 'NotSignedIn';
  const session = useMemo(() => sessionFromInfo(info, status), [info, status]);
  return { session, ready };
}
