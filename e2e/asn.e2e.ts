import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AS_ORG, AS_REL, PEERINGDB } from '../apps/server/src/test/asn-fixtures.js';
import { seededDatabase, signInFromHeader } from './accounts.js';
import { expectAccessible } from './axe.js';
import { launchBrowser, openPage, snap, startServer, type RunningServer } from './harness.js';

let browser: Browser;
let server: RunningServer;
beforeAll(async () => {
  // The operator's files, imported with the documented admin commands.
  const dir = mkdtempSync(join(tmpdir(), 'netlens-e2e-asn-'));
  const file = (name: string, text: string) => {
    writeFileSync(join(dir, name), text);
    return join(dir, name);
  };
  const db = seededDatabase([
    ['create-org', '--name', 'Contoso', '--tenant', 'contoso'],
    ['create-user', '--tenant', 'contoso', '--username', 'lena', '--name', 'Lena Leader'],
    ['add-to-group', '--username', 'lena', '--group', 'netlens-leadership'],
    ['create-user', '--tenant', 'contoso', '--username', 'sam', '--name', 'Sam Stranger'],
    ['import-as-rel', '--file', file('as-rel.txt', AS_REL)],
    ['import-as-org', '--file', file('as-org.txt', AS_ORG)],
    ['import-peeringdb', '--file', file('peeringdb.json', PEERINGDB)],
  ]);
  [browser, server] = await Promise.all([launchBrowser(), startServer({ DATABASE_URL: db })]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signedIn(username: string, opts: { locale?: string; width?: number } = {}) {
  const { page, consoleErrors } = await openPage(browser, server.url, opts);
  await signInFromHeader(page, username);
  return { page, consoleErrors };
}

describe('ASN explorer', () => {
  it('searches an AS and an organisation, expands the graph and finds a path', async () => {
    const { page, consoleErrors } = await signedIn('lena', { width: 1400 });
    await page.getByRole('link', { name: 'ASN relationship' }).first().click();
    await page.getByRole('heading', { name: 'ASN relationships', level: 1 }).waitFor();
    await page.getByText(/ASes · 4 organizations · 5 links/).waitFor();
    await expectAccessible(page, 'asn empty');

    // An AS by number: its details and its neighbours, drawn.
    await page.getByLabel('AS number or name', { exact: true }).fill('174');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('button', { name: /^AS174 COGENT-174 · Cogent Communications$/ }).click();
    await page.getByRole('heading', { name: 'AS174', level: 2 }).waitFor();
    await page.getByText('Cogent Communications (US)').waitFor();
    await page.getByRole('heading', { name: 'Peers (1)' }).waitFor();
    await page.getByRole('heading', { name: 'Customers (1)' }).waitFor();
    await page.getByText('3 ASes, 2 links drawn').waitFor();

    // Expanding a neighbour adds its own neighbours.
    await page.getByRole('button', { name: 'AS3356 LEVEL3' }).click();
    await page.getByRole('heading', { name: 'AS3356', level: 2 }).waitFor();
    await page.getByRole('button', { name: 'Expand in graph' }).click();
    await page.getByText('4 ASes, 3 links drawn').waitFor();
    // The canvas is interactive: a wheel zooms and a drag pans without errors.
    const canvas = page.getByTestId('asn-graph');
    const box = (await canvas.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, -300);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 80, box.y + box.height / 2 + 40, { steps: 5 });
    await page.mouse.up();
    await page.getByRole('button', { name: 'Reset view' }).click();

    // An organisation, then its ASes.
    await page.getByRole('radio', { name: 'Organization' }).check();
    await page.getByLabel('Organization name').fill('example');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('button', { name: /^Example Networks 株式会社 \(JP\) · 2 ASes$/ }).click();
    await page.getByText('ASes of Example Networks 株式会社').waitFor();
    await page.getByRole('button', { name: /^AS64510 EXAMPLE-B · Example Networks/ }).waitFor();
    await page.getByRole('button', { name: /^AS64500 EXAMPLE-A/ }).click();
    await page.getByRole('heading', { name: 'AS64500', level: 2 }).waitFor();

    // A path: valley-free, so over the peers rather than down and up through AS64520.
    await page.getByLabel('To AS').fill('AS64510');
    await page.getByLabel('To AS').press('Enter');
    const paths = page.getByTestId('asn-paths').getByRole('listitem');
    await paths.first().waitFor();
    expect(await paths.allTextContents()).toEqual(['AS64500 ↑ AS174 ↔ AS3356 ↓ AS64510']);
    await page.getByLabel('To AS').fill('nonsense');
    await page.getByLabel('To AS').press('Enter');
    await page.getByText('Enter an AS number, such as 3356 or AS3356.').waitFor();
    await snap(page, 'asn-wide-en');
    await expectAccessible(page, 'asn with a path');
    // The signed-in user has no photo (404); nothing else may fail.
    expect(consoleErrors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]);
  });

  it('fits a narrow window in Japanese', async () => {
    const { page } = await signedIn('lena', { width: 400, locale: 'ja-JP' });
    await page.goto(`${server.url}asn`);
    await page.getByRole('heading', { name: 'ASN の関係', level: 1 }).waitFor();
    await page.getByLabel('AS 番号または名前', { exact: true }).fill('tiny');
    await page.getByRole('button', { name: '検索', exact: true }).click();
    await page.getByRole('button', { name: /^AS64520 Tiny Net · Tiny Peering Co$/ }).click();
    await page.getByText('AS 3 件、リンク 2 件を描画中').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await snap(page, 'asn-narrow-ja');
    await expectAccessible(page, 'asn narrow ja');
  });

  it('refuses the page and the calls to a user without leadership access', async () => {
    const { page } = await signedIn('sam');
    expect(await page.getByRole('link', { name: 'ASN relationship' }).count()).toBe(0);
    await page.goto(`${server.url}asn`);
    await page.getByText("You don't have access to this page.").waitFor();
    expect(await page.getByRole('heading', { name: 'ASN relationships' }).count()).toBe(0);
    const status = await page.evaluate(
      async () => (await fetch('api/pnpp/api/v1/ASN/ASNInfo/ASNTotal')).status,
    );
    expect(status).toBe(403);
    await expectAccessible(page, 'asn no access');
  });
});
