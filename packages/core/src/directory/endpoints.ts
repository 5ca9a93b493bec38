import { endpointGroup, entry, SignedInErrors } from '../endpoint.js';
import {
  DirectoryProfileSchema,
  DirectoryPersonSchema,
  PeopleSearchQuerySchema,
  PeopleSearchResultSchema,
  PersonParamsSchema,
  PhotoTypes,
} from './model.js';

/**
 * The directory (the spec's graph service): the signed-in user's profile and photo, members of
 * the organisation and people search.
 */
const directory = endpointGroup({
  base: '/api/directory',
  tags: ['directory'],
  errors: [...SignedInErrors, 502],
});

/** A photo: an image, not JSON; a failure answers the group's statuses with the usual error body. */
const photo = { response: null, produces: PhotoTypes } as const;

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
