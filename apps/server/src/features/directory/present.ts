import { initialsOf, type DirectoryPerson } from '@netlens/core';

/** The directory's answers from the users and organisations known here. */

/** A member found by the people search (no photo: the web app draws the initials). */
export const presentMember = (u: { id: string; display_name: string; email: string }): DirectoryPerson => ({
  id: u.id,
  displayName: u.display_name,
  email: u.email,
  initials: initialsOf(u.display_name || u.email),
});

/** The signed-in user's own profile as known here. */
export const localProfile = (caller: { displayName: string; email: string }) => ({
  displayName: caller.displayName,
  email: caller.email,
  initials: initialsOf(caller.displayName || caller.email),
  // Local accounts carry no photo: the web app draws the initials instead.
  photoUrl: null,
});

/** The signed-in user's profile with their organisation's privacy statement and domains. */
export const myProfile = <P>(person: P, org: { privacy_url: string | null; domains: string }) => ({
  ...person,
  privacyStatementUrl: org.privacy_url,
  domains: JSON.parse(org.domains) as string[],
});

/** A member's profile: Graph's name and address where Graph knows the member, else as known here. */
export function presentPerson(
  row: { id: string; display_name: string; email: string },
  found: { displayName?: string | null; mail?: string | null; userPrincipalName?: string | null } | null,
  photoUrl: string | null,
) {
  const displayName = found?.displayName ?? row.display_name;
  return {
    id: row.id,
    displayName,
    email: found?.mail ?? found?.userPrincipalName ?? row.email,
    initials: initialsOf(displayName || row.email),
    photoUrl,
  };
}
