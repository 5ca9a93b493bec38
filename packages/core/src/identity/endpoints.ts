import { endpointGroup, entry, SignedInErrors } from '../endpoint.js';
import { CallbackQuerySchema, LoginQuerySchema, LogoutAnswerSchema, SessionInfoSchema } from './access.js';

const errors = [...SignedInErrors, 502] as const;
const identity = endpointGroup({ base: '/api/identity', tags: ['identity'], errors });

/** Starts signing in: the browser is sent to the OpenID provider (a redirect, not JSON). */
export const Login = entry(identity, 'GET', 'Login', {
  path: '/login',
  summary: 'Start signing in (redirects to the OpenID provider)',
  query: LoginQuerySchema,
  response: null,
});

/** Where the OpenID provider returns the browser (a redirect, not JSON). */
export const LoginCallback = entry(identity, 'GET', 'LoginCallback', {
  path: '/callback',
  summary: 'Where the OpenID provider returns the browser',
  query: CallbackQuerySchema,
  response: null,
});

export const ReadSession = entry(identity, 'GET', 'ReadSession', {
  path: '/session',
  summary: 'Who is signed in, access flags and the CSRF token',
  response: SessionInfoSchema,
  errors: [],
});

export const Logout = entry(identity, 'POST', 'Logout', {
  path: '/logout',
  summary: 'Sign out in this browser',
  response: LogoutAnswerSchema,
});

export const LogoutEverywhere = entry(identity, 'POST', 'LogoutEverywhere', {
  path: '/logout-everywhere',
  summary: 'End every session of the signed-in user',
  response: LogoutAnswerSchema,
});
