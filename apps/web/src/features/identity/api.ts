import {
  DirectoryProfileSchema,
  LogoutAnswerSchema,
  SessionInfoSchema,
  type SessionInfo,
} from '@netlens/core';
import { apiGet, apiRequest } from '../../lib/api';
import { withBase } from '../../lib/basePath';

/** Who is signed in (the server reads the httpOnly session cookie). */
export function fetchSession(signal?: AbortSignal): Promise<SessionInfo> {
  return apiGet('/api/identity/session', SessionInfoSchema, signal);
}

/** The address that starts a sign-in and comes back to `returnTo` (an app path). */
export function loginUrl(returnTo: string, silent = false): string {
  const q = new URLSearchParams({ returnTo });
  if (silent) q.set('prompt', 'none');
  return withBase(`/api/identity/login?${q.toString()}`);
}

/** Signs out here (or everywhere); answers where the provider's own sign-out is. */
export function logout(everywhere: boolean) {
  return apiRequest('POST', everywhere ? '/api/identity/logout-everywhere' : '/api/identity/logout', {
    schema: LogoutAnswerSchema,
  });
}

/** The signed-in user's directory profile (photo address, privacy statement, domains). */
export function fetchProfile(signal?: AbortSignal) {
  return apiGet('/api/directory/me', DirectoryProfileSchema, signal);
}
