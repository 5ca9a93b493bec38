import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fillSignIn, seededDatabase } from './accounts.js';
import { snap } from './harness.js';
import { browserAndServer } from './suite.js';
import { londonVisitor } from './london.js';

// A public address the embedded IP database places in Great Britain.
const egressIp = '81.2.69.142';
const reportUrl = /\/report\/[A-Za-z0-9_-]{22}$/;

const suite = browserAndServer(() => {
  const db = seededDatabase([
    ['create-org', '--name', 'Contoso', '--tenant', 'contoso'],
    ['create-user', '--tenant', 'contoso', '--username', 'olivia', '--name', 'Olivia Owner'],
    [
      'create-user',
      '--tenant',
      'contoso',
      '--username',
      'carl',
      '--name',
      'Carl Colleague',
      '--email',
      'carl@contoso.example',
    ],
    ['create-user', '--tenant', 'contoso', '--username', 'ada', '--name', 'Ada Admin'],
    ['add-to-group', '--username', 'ada', '--group', 'netlens-org-admins'],
  ]);
  return { DATABASE_URL: db, TRUST_PROXY: 'true' };
});

const person = (opts: { locale?: string; width?: number } = {}) =>
  londonVisitor(suite.browser, egressIp, opts);

async function signIn(page: Page, username: string) {
  await page.goto(suite.server.url);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await fillSignIn(page, username);
  await page.getByRole('button', { name: /^Account: / }).waitFor();
}

async function runTest(page: Page): Promise<string> {
  await page.goto(suite.server.url);
  await page.getByRole('radio', { name: 'Detect my location automatically' }).check();
  await page.getByRole('button', { name: 'Run test' }).click();
  await page.waitForURL(reportUrl, { timeout: 45_000 });
  await page.getByRole('heading', { level: 1, name: 'Network connectivity report' }).waitFor();
  return page.url();
}

describe('saved reports, history and sharing', () => {
  it('saves a signed-out run after sign-in, shares it, publishes and revokes it, and deletes it', async () => {
    const owner = await person();
    const link = await runTest(owner.page);
    await owner.page.getByText('Sign in to save this report to your history.').waitFor();
    await owner.page.getByRole('button', { name: 'Sign in' }).last().click();
    await fillSignIn(owner.page, 'olivia');
    await owner.page.waitForURL(reportUrl);
    expect(owner.page.url()).toBe(link);
    await owner.page.getByText('The report is saved to your history.').waitFor();

    // Signed out, the saved report is private now.
    const stranger = await person();
    await stranger.page.goto(link);
    await stranger.page.getByRole('heading', { name: /not found/i }).waitFor();

    // Share with a colleague through the people picker; public links are off by default.
    await owner.page.getByRole('button', { name: 'Share' }).click();
    const dialog = owner.page.getByRole('dialog', { name: 'Share report' });
    await dialog.getByRole('combobox').pressSequentially('Car', { delay: 40 });
    await owner.page.getByRole('option', { name: /Carl Colleague/ }).click();
    await dialog.getByRole('button', { name: 'Share', exact: true }).click();
    await dialog.getByRole('listitem').filter({ hasText: 'carl@contoso.example' }).waitFor(); // focusable
    expect(
      await dialog.getByRole('button', { name: 'Create public link' }).getAttribute('aria-disabled'),
    ).toBe('true');
    await snap(owner.page, 'sharing-dialog-en');
    await dialog.getByRole('button', { name: 'Close' }).click();

    const colleague = await person();
    await signIn(colleague.page, 'carl');
    await colleague.page.goto(`${suite.server.url}reports`);
    await colleague.page.getByRole('tab', { name: 'Shared with me' }).click();
    await colleague.page.getByRole('cell', { name: 'Olivia Owner' }).waitFor();
    await colleague.page.getByRole('link', { name: /\d/ }).first().click();
    await colleague.page.waitForURL(link);
    await colleague.page.getByRole('heading', { level: 1, name: 'Network connectivity report' }).waitFor();
    // A receiver does not get the owner's controls.
    expect(await colleague.page.getByRole('button', { name: 'Share' }).count()).toBe(0);

    // The organisation's admin allows public links.
    const admin = await person();
    await signIn(admin.page, 'ada');
    await admin.page.goto(`${suite.server.url}reports`);
    await admin.page.getByRole('switch', { name: 'Allow public links to reports' }).click();
    await admin.page.getByText('Sharing settings saved.').waitFor();
    await snap(admin.page, 'history-admin-en');

    await owner.page.reload();
    await owner.page.getByRole('button', { name: 'Share' }).click();
    await dialog.getByRole('button', { name: 'Create public link' }).click();
    await dialog.getByText('Anyone with the link can open this report, without signing in.').waitFor();
    await stranger.page.goto(link);
    await stranger.page.getByRole('heading', { level: 1, name: 'Network connectivity report' }).waitFor();
    await dialog.getByRole('button', { name: 'Revoke public link' }).click();
    await dialog.getByText('Only you and the people you share with can open this report.').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await stranger.page.reload();
    await stranger.page.getByRole('heading', { name: /not found/i }).waitFor();

    // History: the report is there; delete it, and the empty state shows.
    await owner.page.goto(`${suite.server.url}reports`);
    await owner.page.getByRole('columnheader', { name: 'Latency' }).waitFor();
    await owner.page.getByText('Shared with 1').waitFor();
    await snap(owner.page, 'history-en');
    await owner.page.getByRole('button', { name: 'Delete' }).click();
    await owner.page
      .getByRole('dialog', { name: 'Delete this report?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await owner.page.getByText('No saved reports yet.', { exact: false }).waitFor();
    await snap(owner.page, 'history-empty-en');

    await colleague.page.goto(`${suite.server.url}reports`);
    await colleague.page.getByRole('tab', { name: 'Shared with me' }).click();
    await colleague.page.getByText('Nobody has shared a report with you yet.').waitFor();
    for (const p of [owner, stranger, colleague, admin]) await p.context.close();
  });

  it('saves a signed-in run right away and lists it in Japanese on a narrow screen', async () => {
    const p = await person({ locale: 'ja-JP', width: 390 });
    await p.page.goto(suite.server.url);
    await p.page.getByRole('button', { name: 'サインイン' }).click();
    await fillSignIn(p.page, 'carl');
    await p.page.getByRole('radio', { name: '場所を自動的に検出する' }).check();
    await p.page.getByRole('button', { name: 'テストを実行' }).click();
    await p.page.waitForURL(reportUrl, { timeout: 45_000 });
    await p.page.getByText('レポートを履歴に保存しました。').waitFor();
    await p.page.goto(`${suite.server.url}reports`);
    await p.page.getByRole('tab', { name: 'マイ レポート' }).waitFor();
    await p.page.getByRole('columnheader', { name: '遅延' }).waitFor();
    await snap(p.page, 'history-ja-narrow');
    await p.context.close();
  });

  it('sends a signed-out visitor of /reports to sign-in and back', async () => {
    const p = await person();
    await p.page.goto(`${suite.server.url}reports`);
    await fillSignIn(p.page, 'ada');
    await p.page.waitForURL(/\/reports$/);
    await p.page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
    await p.context.close();
  });
});
