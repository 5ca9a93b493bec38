import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphPerson, startFakeIssuer, type FakeIssuer } from '../apps/server/src/test/fake-issuer.js';
import { expectAccessible } from './axe.js';
import { launchBrowser, snap, startServer, type RunningServer } from './harness.js';
import { londonVisitor } from './london.js';

// A public address the embedded IP database places in Great Britain.
const egressIp = '81.2.69.142';
const reportUrl = /\/report\/[A-Za-z0-9_-]{22}$/;

/** The test issuer's Graph has a photo of Erin (object-1) only. */
const erin = graphPerson('object-1', 'Erin Entra');
const evan = graphPerson('object-4', 'Evan Member');

let browser: Browser;
let server: RunningServer;
let idp: FakeIssuer;
beforeAll(async () => {
  idp = await startFakeIssuer('app-1');
  idp.people.push(erin, evan);
  [browser, server] = await Promise.all([
    launchBrowser(),
    startServer({
      TRUST_PROXY: 'true',
      OIDC_ISSUER: `${idp.base}/organizations/v2.0`,
      OIDC_CLIENT_ID: 'app-1',
      OIDC_TENANT_CONFIG_URL: `${idp.base}/{tenantId}/v2.0/.well-known/openid-configuration`,
      GRAPH_BASE_URL: `${idp.base}/graph/v1.0`,
      STAFF_TENANTS: 'tenant-a',
    }),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await idp?.close();
});

/** The image an avatar shows, once the browser has drawn it; null when it shows the initials. */
async function drawnPhoto(avatar: Locator): Promise<string | null> {
  await avatar.waitFor();
  const img = avatar.locator('img');
  if ((await img.count()) === 0) return null;
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBe(1);
  return img.getAttribute('src');
}

async function runTest(page: Page) {
  await page.goto(server.url);
  await page.getByRole('radio', { name: 'Detect my location automatically' }).check();
  await page.getByRole('button', { name: 'Run test' }).click();
  await page.waitForURL(reportUrl, { timeout: 45_000 });
}

describe('people as Microsoft Graph shows them', () => {
  it("shows a colleague's directory photo in the people picker and among a report's receivers", async () => {
    // Evan runs a test and signs in with the organisation's Entra ID; the report is saved.
    const { page } = await londonVisitor(browser, egressIp);
    await runTest(page);
    idp.signInAs = { sub: 's4', oid: evan.id, tid: 'tenant-a', name: evan.displayName, groups: [] };
    await page.getByRole('button', { name: 'Sign in' }).last().click();
    await page.waitForURL(reportUrl);
    await page.getByText('The report is saved to your history.').waitFor();

    // He shares it with Erin, found in the directory with her photo.
    await page.getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share report' });
    await dialog.getByRole('combobox').pressSequentially('Er', { delay: 40 });
    const option = page.getByRole('option', { name: /Erin Entra/ });
    expect(await drawnPhoto(option)).toMatch(/\/api\/directory\/users\/[0-9a-f-]{36}\/photo$/);
    await option.click();
    await dialog.getByRole('button', { name: 'Share', exact: true }).click();
    const receiver = dialog.getByRole('listitem').filter({ hasText: 'erin@a.example' });
    await receiver.waitFor();
    expect(await drawnPhoto(receiver)).toMatch(/\/photo$/);
    await snap(page, 'sharing-dialog-photos');
    await expectAccessible(page, 'sharing dialog with photos');
    await dialog.getByRole('button', { name: 'Close' }).click();

    // Evan has no photo: his own avatar shows his initials.
    const account = page.getByRole('button', { name: /^Account: / });
    expect(await drawnPhoto(account)).toBeNull();
    await expect.poll(() => account.textContent()).toContain('EM');
  });
});
