/** Microsoft Graph calls of the directory (delegated token of the signed-in user). */

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

/** The signed-in user's photo, or null when they have none. */
export async function graphPhoto(
  base: string,
  token: string,
): Promise<{ type: string; bytes: Buffer } | null> {
  try {
    const res = await call(base, token, '/me/photos/48x48/$value');
    return {
      type: res.headers.get('content-type') ?? 'image/jpeg',
      bytes: Buffer.from(await res.arrayBuffer()),
    };
  } catch (err) {
    if (err instanceof GraphError && err.status === 404) return null;
    throw err;
  }
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
