import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const PASSWORD = 'e2e-password-123';

/** A database file for a server, seeded through the documented admin command. */
export function seededDatabase(commands: string[][]): string {
  const url = `sqlite:${join(mkdtempSync(join(tmpdir(), 'netlens-e2e-id-')), 'e2e.db')}`;
  for (const args of commands) {
    const res = spawnSync(
      join(root, 'node_modules/.bin/tsx'),
      [join(root, 'apps/server/src/admin.ts'), ...args],
      {
        env: { ...process.env, DATABASE_URL: url, NETLENS_PASSWORD: PASSWORD },
        encoding: 'utf8',
        timeout: 30_000,
      },
    );
    if (res.status !== 0) throw new Error(`admin ${args.join(' ')} failed: ${res.stderr}${res.stdout}`);
  }
  return url;
}

/** Signs in through the embedded provider's form (from the header button or a redirect to it). */
export async function fillSignIn(page: Page, username: string, password = PASSWORD): Promise<void> {
  await page.getByRole('heading', { name: /Sign in|サインイン/ }).waitFor();
  await page.getByLabel(/User name|ユーザー名/).fill(username);
  await page.getByLabel(/Password|パスワード/).fill(password);
  await page.getByRole('button', { name: /Sign in|サインイン/ }).click();
}
