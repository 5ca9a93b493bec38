import type { Endpoint } from '../endpoint.js';
import { CallbackQuerySchema, LoginQuerySchema, LogoutAnswerSchema, SessionInfoSchema } from './access.js';

const tags = ['identity'];
const errors = [400, 401, 403, 404, 502] as const;

/** Starts signing in: the browser is sent to the OpenID provider (a redirect, not JSON). */
export const Login = {
  name: 'Login',
  method: 'GET',
  path: '/api/identity/login',
  summary: 'Start signing in (redirects to the OpenID provider)',
  tags,
  query: LoginQuerySchema,
  response: null,
  errors,
} as const satisfies Endpoint;

/** Where the OpenID provider returns the browser (a redirect, not JSON). */
export const LoginCallback = {
  name: 'LoginCallback',
  method: 'GET',
  path: '/api/identity/callback',
  summary: 'Where the OpenID provider returns the browser',
  tags,
  query: CallbackQuerySchema,
  response: null,
  errors,
} as const satisfies Endpoint;

export const ReadSession = {
  name: 'ReadSession',
  method: 'GET',
  path: '/api/identity/session',
  summary: 'Who is signed in, access flags and the CSRF token',
  tags,
  response: SessionInfoSchema,
  errors: [],
} as const satisfies Endpoint;

export const Logout = {
  name: 'Logout',
  method: 'POST',
  path: '/api/identity/logout',
  summary: 'Sign out in this browser',
  tags,
  response: LogoutAnswerSchema,
  errors,
} as const satisfies Endpoint;

export const LogoutEverywhere = {
  name: 'LogoutEverywhere',
  method: 'POST',
  path: '/api/identity/logout-everywhere',
  summary: 'End every session of the signed-in user',
  tags,
  response: LogoutAnswerSchema,
  errors,
} as const satisfies Endpoint;
