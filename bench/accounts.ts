// Accounts for benchmarks: the documented admin command, and signing in through the embedded
// provider's form as a browser does.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DemoBrowser } from '../apps/server/src/features/demo/http.js';

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

/** Signs in through the embedded provider's form, as the demo data's customers do; the session's cookie header. */
export async function signIn(base: string, username: string, password: string): Promise<string> {
  const browser = new DemoBrowser(base);
  await browser.signIn(username, password);
  return browser.cookieHeader();
}
