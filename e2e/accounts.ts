import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { admin, openPage } from './harness.js';

export const PASSWORD = 'e2e-password-123';

/** A database file for a server, seeded through the documented admin command. */
export function seededDatabase(commands: string[][]): string {
  const url = `sqlite:${join(mkdtempSync(join(tmpdir(), 'netlens-e2e-id-')), 'e2e.db')}`;
  for (const args of commands) admin(args, { DATABASE_URL: url, NETLENS_PASSWORD: PASSWORD });
  return url;
}

/** The admin commands creating a user with an e-mail address of its tenant, and adding it to a group. */
export function userCommands(tenant: string, username: string, name: string, group?: string): string[][] {
  return [
    [
      'create-user',
      '--tenant',
      tenant,
      '--username',
      username,
      '--name',
      name,
      '--email',
      `${username}@${tenant}.example`,
    ],
    ...(group ? [['add-to-group', '--username', username, '--group', group]] : []),
  ];
}

/** A database of the organisation Contoso and its people, each a [username, name, group]. */
export function contosoDatabase(people: [string, string, string][]): string {
  return seededDatabase([
    ['create-org', '--name', 'Contoso', '--tenant', 'contoso'],
    ...people.flatMap(([username, name, group]) => userCommands('contoso', username, name, group)),
  ]);
}

/** Signs in through the embedded provider's form (from the header button or a redirect to it). */
export async function fillSignIn(page: Page, username: string, password = PASSWORD): Promise<void> {
  await page.getByRole('heading', { name: /Sign in|サインイン/ }).waitFor();
  await page.getByLabel(/User name|ユーザー名/).fill(username);
  await page.getByLabel(/Password|パスワード/).fill(password);
  await page.getByRole('button', { name: /Sign in|サインイン/ }).click();
}

/** A new page of `url` signed in as `username` from the header's Sign in button. */
export async function signedIn(
  browser: Browser,
  url: string,
  username: string,
  opts: { locale?: string; width?: number } = {},
): Promise<Page> {
  const { page } = await openPage(browser, url, opts);
  await signInFromHeader(page, username);
  return page;
}

/** Signs the open page in as `username` from the header's Sign in button. */
export async function signInFromHeader(page: Page, username: string): Promise<void> {
  await page
    .getByRole('button', { name: /^(Sign in|サインイン)$/ })
    .first()
    .click();
  await fillSignIn(page, username);
  await page.getByRole('button', { name: /^(Account|アカウント)/ }).waitFor();
}

/** An API call from the signed-in page, with its session's CSRF token; a JSON body or null. */
export async function apiCall<T = Record<string, unknown>>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const session = (await (await fetch('api/identity/session')).json()) as { csrfToken: string };
      const res = await fetch(path, {
        method,
        headers: {
          'x-csrf-token': session.csrfToken,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await res.text();
      const json = res.headers.get('content-type')?.includes('json') ?? true;
      return { status: res.status, body: (json ? (text ? JSON.parse(text) : null) : text) as T };
    },
    { method, path, body },
  );
}
