import { endpoints, initialsOf, type DirectoryPerson } from '@netlens/core';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/index.js';
import {
  ensureDirectoryUser,
  graphMe,
  graphPhoto,
  graphSearchUsers,
  personPhotoUrl,
  type SignedInCaller,
} from '../identity/index.js';

/** The directory answers from Microsoft Graph for a signed-in Entra ID user. */
export interface GraphDirectory {
  base: string;
  issuerKey: string;
}

/** Microsoft Graph as the directory when sign-in goes to an external issuer with a Graph base URL. */
export function graphDirectory(config: AppConfig): GraphDirectory | null {
  const { graphBaseUrl, issuer } = config.identity;
  return graphBaseUrl && issuer ? { base: graphBaseUrl, issuerKey: issuer } : null;
}

/** The address of a person's photo: users of Graph's issuer have one to ask for. */
export const photoOf = (g: GraphDirectory, user: { id: string; issuer: string }) =>
  personPhotoUrl({ graphBaseUrl: g.base, issuer: g.issuerKey }, user);

/** Profile (mail, else principal name) and whether a photo exists. */
export async function graphProfile(g: GraphDirectory, caller: SignedInCaller, token: string) {
  const [me, photo] = await Promise.all([graphMe(g.base, token), graphPhoto(g.base, token)]);
  const displayName = me.displayName ?? caller.displayName;
  return {
    displayName,
    email: me.mail ?? me.userPrincipalName ?? caller.email,
    initials: initialsOf(displayName),
    // The app path (no cloud prefix): the web app puts its base in front.
    photoUrl: photo ? endpoints.ReadMyPhoto.path : null,
  };
}

/** People search in Graph; each person found gets a local row so reports can be shared with them. */
export async function graphPeople(
  db: Db,
  g: GraphDirectory,
  caller: SignedInCaller,
  token: string,
  prefix: string,
  top: number,
): Promise<DirectoryPerson[]> {
  const found = await graphSearchUsers(g.base, token, prefix, top + 1);
  const people: DirectoryPerson[] = [];
  for (const u of found) {
    const email = u.mail ?? u.userPrincipalName ?? '';
    const displayName = u.displayName ?? email;
    const row = await ensureDirectoryUser(db, g.issuerKey, caller.orgId, {
      id: u.id,
      displayName,
      email,
      isGuest: false,
    });
    if (!row || row.id === caller.userId || row.is_guest === 1) continue;
    people.push({
      id: row.id,
      displayName,
      email,
      initials: initialsOf(displayName),
      photoUrl: photoOf(g, row),
    });
  }
  return people.slice(0, top);
}
