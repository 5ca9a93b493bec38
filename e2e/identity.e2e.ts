import { describe, expect, it } from 'vitest';
import { fillSignIn, seededDatabase, userCommands } from './accounts.js';
import { openPage, snap } from './harness.js';
import { browserAndServer } from './suite.js';

const suite = browserAndServer(() => {
  const db = seededDatabase([
    [
      'create-org',
      '--name',
      'Contoso',
      '--tenant',
      'contoso',
      '--privacy-url',
      'https://contoso.example/privacy',
    ],
    ['create-org', '--name', 'Gov Agency', '--tenant', 'govco', '--sub-scope', 'GCC'],
    ['create-org', '--name', 'Defence', '--tenant', 'defco', '--sub-scope', 'DOD'],
    ...userCommands('contoso', 'alice', 'Alice Smith'),
    ['create-user', '--tenant', 'govco', '--username', 'gina', '--name', 'Gina Gov'],
    ['create-user', '--tenant', 'defco', '--username', 'dan', '--name', 'Dan Def'],
  ]);
  return { DATABASE_URL: db };
});

describe('signing in through the embedded provider', () => {
  it('signs in from the header, shows the user menu with privacy link, and signs out', async () => {
    const { page, context, consoleErrors } = await openPage(suite.browser, suite.server.url);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByLabel('User name').waitFor();
    await snap(page, 'identity-login-en');
    await fillSignIn(page, 'alice', 'not-the-password');
    await page.getByRole('alert').filter({ hasText: 'The user name or password is not correct.' }).waitFor();
    await fillSignIn(page, 'alice');
    const menu = page.getByRole('button', { name: 'Account: Alice Smith' });
    await menu.waitFor();
    expect(await menu.innerText()).toBe('AS');
    await menu.click();
    const privacy = page.getByRole('menuitem', { name: 'Privacy' });
    expect(await privacy.getAttribute('href')).toBe('https://contoso.example/privacy');
    await page.waitForTimeout(400); // the menu fades in
    await snap(page, 'identity-menu-en');
    await page.getByRole('menuitem', { name: 'My reports' }).click();
    await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
    await page.getByRole('button', { name: 'Account: Alice Smith' }).click();
    await page.getByRole('menuitem', { name: 'Sign out', exact: true }).click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    // Signed out for good: the provider forgot the browser too, so the history asks to sign in.
    await page.goto(`${suite.server.url}reports`);
    await page.getByLabel('User name').waitFor();
    // The wrong password answered 400 and the provider's pages have no icon (404); nothing else failed.
    expect(consoleErrors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]);
    await context.close();
  });

  it('shows the account control in Japanese on a narrow screen', async () => {
    const { page, context } = await openPage(suite.browser, suite.server.url, {
      locale: 'ja-JP',
      width: 390,
    });
    await page.getByRole('button', { name: 'サインイン' }).waitFor();
    await snap(page, 'identity-header-ja-narrow');
    await page.getByRole('button', { name: 'サインイン' }).click();
    await page.getByLabel('ユーザー名').waitFor();
    await snap(page, 'identity-login-ja-narrow');
    await fillSignIn(page, 'alice');
    await page.getByRole('button', { name: 'アカウント: Alice Smith' }).click();
    await page.getByRole('menuitem', { name: 'サインアウト', exact: true }).waitFor();
    await page.waitForTimeout(400); // the menu fades in
    await snap(page, 'identity-menu-ja-narrow');
    await context.close();
  });

  it('signs in silently on a later visit while the provider remembers the browser', async () => {
    const { page, context } = await openPage(suite.browser, suite.server.url);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await fillSignIn(page, 'alice');
    await page.getByRole('button', { name: 'Account: Alice Smith' }).waitFor();
    // The app session ends (cookie gone), the provider's does not: the next visit signs in by itself.
    const cookies = await context.cookies();
    await context.clearCookies();
    await context.addCookies(cookies.filter((c) => c.name !== 'nl_session'));
    const second = await context.newPage();
    await second.goto(suite.server.url);
    await second.getByRole('button', { name: 'Account: Alice Smith' }).waitFor();
    await context.close();
  });

  it('sends a government-cloud organisation to /gcc and blocks a defence organisation', async () => {
    const gov = await openPage(suite.browser, suite.server.url);
    await gov.page.getByRole('button', { name: 'Sign in' }).click();
    await fillSignIn(gov.page, 'gina');
    await gov.page.waitForURL(/\/gcc\//);
    // Sent once: no GCC site is served here, so the multi-tenant site answers /gcc itself, and it
    // does not send the browser on to /gcc/gcc/… (which looped until the context was closed).
    const loads: string[] = [];
    gov.page.on('request', (r) => void (r.isNavigationRequest() && loads.push(r.url())));
    await gov.page.waitForTimeout(2_000);
    expect({ url: gov.page.url(), loads }).toEqual({ url: `${suite.server.url}gcc/`, loads: [] });
    await snap(gov.page, 'identity-gcc-unserved-en');
    await gov.context.close();

    const def = await openPage(suite.browser, suite.server.url);
    await def.page.getByRole('button', { name: 'Sign in' }).click();
    await fillSignIn(def.page, 'dan');
    await def.page.getByRole('heading', { name: "Your organization can't use this site" }).waitFor();
    await snap(def.page, 'identity-tenant-blocked-en');
    await def.context.close();
  });
});
