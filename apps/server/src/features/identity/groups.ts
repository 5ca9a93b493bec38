import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/index.js';
import type { AppConfig } from '../../config.js';
import { requestableGroups } from './access.js';
import { graphMemberGroups } from './graph.js';
import { groupsOf } from './repo.js';
import type { IdTokenClaims } from './users.js';

const ObjectId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether the token left its groups out because there were too many (Entra ID's overage: past
 * 200 groups the ID token names a claim source for `groups` instead, or says `hasgroups`).
 */
export function groupsOverage(claims: IdTokenClaims): boolean {
  if (Array.isArray(claims.groups)) return false;
  return Boolean(claims._claim_names?.groups) || claims.hasgroups === true || claims.hasgroups === 'true';
}

/**
 * The directory groups of a signing-in user: the token's `groups` claim; on overage, those of
 * the configured access groups (object ids) Microsoft Graph's `memberOf` lists for the user
 * (none when Graph cannot be read: less access, never more); else the groups kept here.
 */
export async function signInGroups(
  deps: { db: Db; config: AppConfig; log: FastifyBaseLogger },
  claims: IdTokenClaims,
  user: { id: string; tenantId: string },
  accessToken: string | undefined,
): Promise<string[]> {
  if (Array.isArray(claims.groups)) return claims.groups.map(String);
  const graph = deps.config.identity.graphBaseUrl;
  if (!groupsOverage(claims) || !graph || !accessToken) return groupsOf(deps.db, user.id);
  // Only the groups that could grant this user something are asked about, by their object ids.
  const asked = [
    ...new Set(Object.values(requestableGroups(deps.config.identity, user.tenantId)).flat()),
  ].filter((g) => ObjectId.test(g));
  if (asked.length === 0) return [];
  try {
    return await graphMemberGroups(graph, accessToken, asked);
  } catch (err) {
    deps.log.warn({ err }, 'the group memberships could not be read from Microsoft Graph');
    return [];
  }
}
