// Accounts for benchmarks: the documented admin command, and signing in through the embedded
// provider's form as a browser does.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The documented admin command on the benchmark's database. */
export function adminCommand(databaseUrl: string, password: string, args: string[], timeoutMs = 60_000) {
  const res = spawnSync(
    join(root, 'node_modules/.bin/tsx'),
    [join(root, 'apps/server/src/admin.ts'), ...args],
    {
      env: { ...process.env, DATABASE_URL: databaseUrl, NETLENS_PASSWORD: password },
      encoding: 'utf8',
      timeout: timeoutMs,
    },
  );
  if (res.status !== 0) throw new Error(`admin ${args.join(' ')} failed: ${res.stderr}${res.stdout}`);
}

/** Organisation contoso and a user in the Domain Lens group (this also creates the tables). */
export function createDomainLensUser(databaseUrl: string, username: string, password: string) {
  adminCommand(databaseUrl, password, ['create-org', '--name', 'Contoso', '--tenant', 'contoso']);
  adminCommand(databaseUrl, password, [
    'create-user',
    '--tenant',
    'contoso',
    '--username',
    username,
    '--name',
    'Wanda Champion',
    '--email',
    `${username}@contoso.example`,
  ]);
  adminCommand(databaseUrl, password, [
    'add-to-group',
    '--username',
    username,
    '--group',
    'netlens-domain-lens',
  ]);
}

/** Signs in through the embedded provider's form; the session's cookie header. */
export async function signIn(base: string, username: string, password: string): Promise<string> {
  const jar = new Map<string, string>();
  const keep = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const at = pair!.indexOf('=');
      const [name, value] = [pair!.slice(0, at), pair!.slice(at + 1)];
      if (value === '' || /max-age=0/i.test(c)) jar.delete(name);
      else jar.set(name, value);
    }
    return res;
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const get = async (path: string) =>
    keep(await fetch(new URL(path, base), { headers: { cookie: cookie() }, redirect: 'manual' }));
  const post = async (url: URL, body: string) =>
    keep(
      await fetch(url, {
        method: 'POST',
        headers: { cookie: cookie(), 'content-type': 'application/x-www-form-urlencoded', origin: base },
        body,
        redirect: 'manual',
      }),
    );
  // Follows the provider's redirects under /oidc until it shows a page or sends the browser back.
  const follow = async (res: Response) => {
    for (let hops = 0; hops < 10 && [302, 303].includes(res.status); hops++) {
      const to = new URL(res.headers.get('location') ?? '', base);
      if (!to.pathname.includes('/oidc/')) return res;
      res = await get(to.pathname + to.search);
    }
    return res;
  };
  const start = await get('/api/identity/login?returnTo=%2F');
  const location = start.headers.get('location');
  if (!location) throw new Error(`login answered ${start.status}`);
  const authorize = new URL(location, base);
  const form = await follow(await get(authorize.pathname + authorize.search));
  const action = /<form method="post" action="([^"]+)"/
    .exec(await form.text())?.[1]
    ?.replaceAll('&amp;', '&');
  if (!action) throw new Error(`no sign-in form (${form.status})`);
  const back = await follow(
    await post(new URL(action, base), new URLSearchParams({ username, password }).toString()),
  );
  const callback = back.headers.get('location');
  if (back.status !== 303 || !callback)
    throw new Error(`sign-in answered ${back.status}: ${await back.text()}`);
  const cb = new URL(callback, base);
  await (await get(cb.pathname + cb.search)).arrayBuffer();
  return cookie();
}
