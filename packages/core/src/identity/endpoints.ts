import { endpointGroup, SignedInErrors } from '../endpoint.js';
import { CallbackQuerySchema, LoginQuerySchema, LogoutAnswerSchema, SessionInfoSchema } from './access.js';

const errors = [...SignedInErrors, 502] as const;
const identity = endpointGroup({ base: '/api/identity', tags: ['identity'], errors });

/** Starts signing in: the browser is sent to the OpenID provider (a redirect, not JSON). */
export const Login = identity.get('Login', {
  path: '/login',
  summary: 'Start signing in (redirects to the OpenID provider)',
  query: LoginQuerySchema,
  response: null,
});

/** Where the OpenID provider returns the browser (a redirect, not JSON). */
export const LoginCallback = identity.get('LoginCallback', {
  path: '/callback',
  summary: 'Where the OpenID provider returns the browser',
  query: CallbackQuerySchema,
  response: null,
});

export const ReadSession = identity.get('ReadSession', {
  path: '/session',
  summary: 'Who is signed in, access flags and the CSRF token',
  response: SessionInfoSchema,
  errors: [],
});

export const Logout = identity.post('Logout', {
  path: '/logout',
  summary: 'Sign out in this browser',
  response: LogoutAnswerSchema,
});

export const LogoutEverywhere = identity.post('LogoutEverywhere', {
  path: '/logout-everywhere',
  summary: 'End every session of the signed-in user',
  response: LogoutAnswerSchema,
});
