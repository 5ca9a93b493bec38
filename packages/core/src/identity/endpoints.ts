import type { Endpoint } from '../endpoint.js';
import {
  CallbackQuerySchema,
  DirectoryProfileSchema,
  DirectoryPersonSchema,
  LoginQuerySchema,
  LogoutAnswerSchema,
  PeopleSearchQuerySchema,
  PeopleSearchResultSchema,
  PersonParamsSchema,
  SessionInfoSchema,
} from './access.js';

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

// ---- the directory (the spec's graph service) ------------------------------------------------

const directory = ['directory'];

export const ReadMyProfile = {
  name: 'ReadMyProfile',
  method: 'GET',
  path: '/api/directory/me',
  summary: 'Profile, privacy statement and domains of the signed-in user',
  tags: directory,
  response: DirectoryProfileSchema,
  errors,
} as const satisfies Endpoint;

/** The signed-in user's photo: an image, not JSON. */
export const ReadMyPhoto = {
  name: 'ReadMyPhoto',
  method: 'GET',
  path: '/api/directory/me/photo',
  summary: "The signed-in user's photo (Microsoft Graph)",
  tags: directory,
  response: null,
  produces: ['image/jpeg', 'image/png'],
  errors: [],
} as const satisfies Endpoint;

export const ReadPerson = {
  name: 'ReadPerson',
  method: 'GET',
  path: '/api/directory/users/:id',
  summary: "A member of the caller's organisation: name, mail and photo address (Microsoft Graph users/{id})",
  tags: directory,
  params: PersonParamsSchema,
  response: DirectoryPersonSchema,
  errors,
} as const satisfies Endpoint;

/** A member's photo: an image, not JSON (404 when the directory has none). */
export const ReadPersonPhoto = {
  name: 'ReadPersonPhoto',
  method: 'GET',
  path: '/api/directory/users/:id/photo',
  summary: "The photo of a member of the caller's organisation (Microsoft Graph users/{id}/photo)",
  tags: directory,
  params: PersonParamsSchema,
  response: null,
  produces: ['image/jpeg', 'image/png'],
  errors: [],
} as const satisfies Endpoint;

export const SearchPeople = {
  name: 'SearchPeople',
  method: 'GET',
  path: '/api/directory/people',
  summary: 'Members of the organisation whose name or mail starts with a prefix (top 10, no guests)',
  tags: directory,
  query: PeopleSearchQuerySchema,
  response: PeopleSearchResultSchema,
  errors,
} as const satisfies Endpoint;
