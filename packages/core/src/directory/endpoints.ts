import type { Endpoint } from '../endpoint.js';
import {
  DirectoryProfileSchema,
  DirectoryPersonSchema,
  PeopleSearchQuerySchema,
  PeopleSearchResultSchema,
  PersonParamsSchema,
} from './model.js';

/**
 * The directory (the spec's graph service): the signed-in user's profile and photo, members of
 * the organisation and people search.
 */
const tags = ['directory'];
const errors = [400, 401, 403, 404, 502] as const;

export const ReadMyProfile = {
  name: 'ReadMyProfile',
  method: 'GET',
  path: '/api/directory/me',
  summary: 'Profile, privacy statement and domains of the signed-in user',
  tags,
  response: DirectoryProfileSchema,
  errors,
} as const satisfies Endpoint;

/** The signed-in user's photo: an image, not JSON. */
export const ReadMyPhoto = {
  name: 'ReadMyPhoto',
  method: 'GET',
  path: '/api/directory/me/photo',
  summary: "The signed-in user's photo (Microsoft Graph)",
  tags,
  response: null,
  produces: ['image/jpeg', 'image/png'],
  errors: [],
} as const satisfies Endpoint;

export const ReadPerson = {
  name: 'ReadPerson',
  method: 'GET',
  path: '/api/directory/users/:id',
  summary: "A member of the caller's organisation: name, mail and photo address (Microsoft Graph users/{id})",
  tags,
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
  tags,
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
  tags,
  query: PeopleSearchQuerySchema,
  response: PeopleSearchResultSchema,
  errors,
} as const satisfies Endpoint;
