/** Microsoft Graph calls of the directory (delegated token of the signed-in user). */
import { PhotoTypes } from '@netlens/core';

const TIMEOUT_MS = 10_000;

/** The delegated scopes the sign-in asks for when the directory is Graph. */
export function graphScopes(graphBaseUrl: string): string[] {
  const resource = new URL(graphBaseUrl).origin;
  return [`${resource}/User.Read`, `${resource}/User.ReadBasic.All`];
}

/** A Graph call that failed (status 0: unreachable). */
export class GraphError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function call(base: string, token: string, path: string, headers: Record<string, string> = {}) {
  let res: Response;
  try {
    res = await fetch(`${base}${path}`, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json', ...headers },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (err) {
    throw new GraphError(0, `Graph ${path} could not be reached: ${(err as Error).message}`);
  }
  if (!res.ok) throw new GraphError(res.status, `Graph ${path} answered ${res.status}`);
  return res;
}

export interface GraphUser {
  id: string;
  displayName: string | null;
  mail: string | null;
  userPrincipalName: string | null;
  userType?: string | null;
}

/** The signed-in user's profile. */
export async function graphMe(base: string, token: string): Promise<GraphUser> {
  return (
    await call(base, token, '/me?$select=id,displayName,mail,userPrincipalName')
  ).json() as Promise<GraphUser>;
}

/** Graph's path of a user: the signed-in user, or another by object id. */
const userPath = (objectId?: string) => (objectId ? `/users/${encodeURIComponent(objectId)}` : '/me');

/** Another user's profile (`users/{id}`), or null when the directory does not know them. */
export async function graphUser(base: string, token: string, objectId: string): Promise<GraphUser | null> {
  try {
    const path = `${userPath(objectId)}?$select=id,displayName,mail,userPrincipalName`;
    return (await (await call(base, token, path)).json()) as GraphUser;
  } catch (err) {
    if (err instanceof GraphError && err.status === 404) return null;
    throw err;
  }
}

const photoTypes: ReadonlySet<string> = new Set(PhotoTypes);

/** The photo of the signed-in user (or of another user by object id), or null when they have none. */
export async function graphPhoto(
  base: string,
  token: string,
  objectId?: string,
): Promise<{ type: string; bytes: Buffer } | null> {
  try {
    const res = await call(base, token, `${userPath(objectId)}/photos/48x48/$value`);
    // Served from this site's origin: only an image type, whatever Graph says.
    const type = res.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
    return {
      type: photoTypes.has(type) ? type : 'image/jpeg',
      bytes: Buffer.from(await res.arrayBuffer()),
    };
  } catch (err) {
    if (err instanceof GraphError && err.status === 404) return null;
    throw err;
  }
}

/** Graph's `in` filter takes at most 15 values. */
const IN_FILTER_MAX = 15;
/** Pages of one listing read at most (a runaway next link ends here). */
const MAX_PAGES = 50;

/**
 * Every page of a Graph listing, following `@odata.nextLink` only while it stays under `base`
 * (the token is never sent elsewhere).
 */
async function listAll<T>(base: string, token: string, path: string, headers: Record<string, string> = {}) {
  const out: T[] = [];
  let next: string | undefined = `${base}${path}`;
  for (let page = 0; next && page < MAX_PAGES; page++) {
    if (!next.startsWith(`${base}/`)) throw new GraphError(0, 'Graph sent a next link outside its base');
    const body = (await (await call(base, token, next.slice(base.length), headers)).json()) as {
      value?: T[];
      '@odata.nextLink'?: string;
    };
    out.push(...(body.value ?? []));
    next = body['@odata.nextLink'];
  }
  return out;
}

/**
 * Which of `groupIds` the signed-in user is a member of: `memberOf` filtered by group id (spec 1
 * §7), for a token that left its groups out (Entra ID's overage, past 200 groups).
 */
export async function graphMemberGroups(
  base: string,
  token: string,
  groupIds: readonly string[],
): Promise<string[]> {
  const found = new Set<string>();
  for (let i = 0; i < groupIds.length; i += IN_FILTER_MAX) {
    const ids = groupIds.slice(i, i + IN_FILTER_MAX).map((id) => `'${id.replace(/'/g, "''")}'`);
    const q = new URLSearchParams({ $filter: `id in (${ids.join(',')})`, $select: 'id', $count: 'true' });
    const groups = await listAll<{ id?: string }>(base, token, `/me/memberOf/microsoft.graph.group?${q}`, {
      consistencylevel: 'eventual',
    });
    for (const g of groups) if (g.id) found.add(g.id.toLowerCase());
  }
  return groupIds.filter((id) => found.has(id.toLowerCase()));
}

/** The organisation: name, privacy statement address and verified domains. */
export async function graphOrganization(base: string, token: string) {
  const body = (await (
    await call(base, token, '/organization?$select=displayName,privacyProfile,verifiedDomains')
  ).json()) as {
    value?: {
      displayName?: string;
      privacyProfile?: { statementUrl?: string | null };
      verifiedDomains?: { name?: string }[];
    }[];
  };
  const org = body.value?.[0];
  return {
    name: org?.displayName ?? null,
    privacyUrl: org?.privacyProfile?.statementUrl || null,
    domains: (org?.verifiedDomains ?? []).map((d) => d.name).filter((d): d is string => Boolean(d)),
  };
}

/** Members (no guests) whose name or mail starts with `prefix`, at most `top`. */
export async function graphSearchUsers(
  base: string,
  token: string,
  prefix: string,
  top: number,
): Promise<GraphUser[]> {
  const p = prefix.replace(/'/g, "''");
  const filter = `(startswith(displayName,'${p}') or startswith(mail,'${p}') or startswith(userPrincipalName,'${p}')) and userType eq 'Member'`;
  const q = new URLSearchParams({
    $filter: filter,
    $top: String(top),
    $count: 'true',
    $select: 'id,displayName,mail,userPrincipalName,userType',
  });
  const body = (await (
    await call(base, token, `/users?${q.toString()}`, { consistencylevel: 'eventual' })
  ).json()) as { value?: GraphUser[] };
  return (body.value ?? []).filter((u) => u.userType !== 'Guest');
}
