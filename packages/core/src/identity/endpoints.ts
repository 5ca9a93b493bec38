import { endpointGroup, entry, SignedInErrors } from '../endpoint.js';
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

// ---- the directory (the spec's graph service) ------------------------------------------------

const directory = endpointGroup({ base: '/api/directory', tags: ['directory'], errors });

/** A photo: an image, not JSON; failures answer no error body. */
const photo = { response: null, produces: ['image/jpeg', 'image/png'], errors: [] } as const;

export const ReadMyProfile = entry(directory, 'GET', 'ReadMyProfile', {
  path: '/me',
  summary: 'Profile, privacy statement and domains of the signed-in user',
  response: DirectoryProfileSchema,
});

/** The signed-in user's photo: an image, not JSON. */
export const ReadMyPhoto = entry(directory, 'GET', 'ReadMyPhoto', {
  path: '/me/photo',
  summary: "The signed-in user's photo (Microsoft Graph)",
  ...photo,
});

export const ReadPerson = entry(directory, 'GET', 'ReadPerson', {
  path: '/users/:id',
  summary: "A member of the caller's organisation: name, mail and photo address (Microsoft Graph users/{id})",
  params: PersonParamsSchema,
  response: DirectoryPersonSchema,
});

/** A member's photo: an image, not JSON (404 when the directory has none). */
export const ReadPersonPhoto = entry(directory, 'GET', 'ReadPersonPhoto', {
  path: '/users/:id/photo',
  summary: "The photo of a member of the caller's organisation (Microsoft Graph users/{id}/photo)",
  params: PersonParamsSchema,
  ...photo,
});

export const SearchPeople = entry(directory, 'GET', 'SearchPeople', {
  path: '/people',
  summary: 'Members of the organisation whose name or mail starts with a prefix (top 10, no guests)',
  query: PeopleSearchQuerySchema,
  response: PeopleSearchResultSchema,
});
