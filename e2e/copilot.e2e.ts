import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, launchBrowser, snap, startServer, type RunningServer } from './harness.js';
import { generateReport, londonForm } from './london.js';

// A public address the embedded IP database places in Great Britain.
const egressIp = '81.2.69.142';
const london = { latitude: 51.5074, longitude: -0.1278 };
const resultUrl = /\/copilot\/[0-9a-f-]{36}$/;

let browser: Browser;
let server: RunningServer;
let closedPort: number;

beforeAll(async () => {
  closedPort = await freePort(); // nobody listens there: the failing domain
  [browser, server] = await Promise.all([
    launchBrowser(),
    startServer({
      TRUST_PROXY: 'true',
      FEATURE_FLAGS: 'copilot=true,copilotIntegration=true',
      COPILOT_CONNECTIVITY_DOMAINS: JSON.stringify([
        { displayName: 'NetLens', testDomains: ['self'] },
        { displayName: 'Closed port', testDomains: [`http://127.0.0.1:${closedPort}/`] },
      ]),
      COPILOT_WSS_DOMAINS: `self,ws://127.0.0.1:${closedPort}/`,
    }),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function visit(
  opts: { locale?: string; width?: number; path?: string; context?: BrowserContext } = {},
) {
  const context =
    opts.context ??
    (await browser.newContext({
      locale: opts.locale ?? 'en-US',
      viewport: { width: opts.width ?? 1280, height: 900 },
      extraHTTPHeaders: { 'x-forwarded-for': egressIp },
      geolocation: london,
      permissions: ['geolocation', 'clipboard-read', 'clipboard-write'],
    }));
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(server.url + (opts.path ?? ''));
  return { context, page, errors };
}

const runIdOf = (page: Page) => page.url().split('/').pop()!;

describe('the Copilot connectivity test', () => {
  it('runs end to end from the start page, shows the failing domain and stores the result', async () => {
    const { page, context, errors } = await visit();
    await page.getByRole('link', { name: 'Try the Copilot connectivity test (preview)' }).click();
    await page.getByRole('heading', { level: 1, name: 'Copilot connectivity test' }).waitFor();
    expect(await page.getByRole('button', { name: 'Sign in' }).count()).toBe(0);
    await snap(page, 'copilot-start-en');
    await page.getByRole('button', { name: 'Start test' }).click();
    // The run can finish within a few hundred milliseconds: both are checked in the same frame.
    await page.waitForFunction(
      () =>
        document.body.innerText.includes('Status: In progress') &&
        document.querySelector('ol[aria-label="Test steps"]') !== null,
      undefined,
      { polling: 'raf' },
    );
    await page.waitForURL(resultUrl, { timeout: 45_000 });
    await page.getByRole('heading', { level: 1, name: 'Copilot connectivity results' }).waitFor();
    expect(await page.getByText('Problems found: 2').count()).toBe(1);

    const failing = page
      .getByRole('list', { name: 'Domains that did not answer' })
      .getByRole('listitem')
      .filter({ hasText: 'Closed port' });
    expect(await failing.innerText()).toContain(`http://127.0.0.1:${closedPort}/`);
    expect(await failing.innerText()).toContain('No connection');
    const wsRows = page.getByRole('list', { name: 'WebSocket connections' }).getByRole('listitem');
    expect(await wsRows.filter({ hasText: '/api/copilot/echo' }).innerText()).toContain('Works');
    expect(await wsRows.filter({ hasText: `127.0.0.1:${closedPort}` }).innerText()).toMatch(
      /Blocked[\s\S]*1006/,
    );
    expect(await page.locator('main').innerText()).toMatch(/London/);
    await page.getByRole('heading', { name: 'Latency' }).waitFor();
    expect(await page.getByText(/Within the recommended range/).count()).toBe(1);
    await snap(page, 'copilot-result-en');
    await page.setViewportSize({ width: 390, height: 844 });
    await snap(page, 'copilot-result-en-narrow');

    const stored = await fetch(
      `${server.url}api/AnonymousConnectivityTest/ReadCopilotTestReport/${runIdOf(page)}`,
    );
    expect(stored.status).toBe(200);
    const body = await stored.json();
    expect(body.connectivityTestResult.failedDomains).toEqual([
      {
        displayName: 'Closed port',
        testDomainNames: [`http://127.0.0.1:${closedPort}/`],
        failTypes: ['Unreachable'],
      },
    ]);
    expect(body.webSocketTestResult.domains.map((d: { isWssEnabled: boolean }) => d.isWssEnabled)).toEqual([
      true,
      false,
    ]);
    expect(body.latencyTestResult.latencyInMs).toBeGreaterThan(0);
    expect(body.latencyTestResult.samplesInMs).toHaveLength(5);
    expect(body.egressIP).toBe(egressIp);
    expect(errors).toEqual([]);

    // The Copilot integration flag: the finished run's summary on the main report page.
    const reportId = (await generateReport(server.url, egressIp, londonForm([12, 14]))).id;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${server.url}report/${reportId}`);
    const summary = page.getByRole('region', { name: 'Copilot connectivity' });
    await summary.waitFor();
    // The advanced test's panel above the card keeps its size while its run and file are prepared;
    // the card is clicked once the command is there all the same.
    await page.getByTestId('client-command').waitFor({ timeout: 180_000 });
    await summary.scrollIntoViewIfNeeded();
    await snap(page, 'report-copilot-summary-en');
    expect(await summary.innerText()).toMatch(/domains not answering 1, WebSocket connections blocked 1/);
    await summary.getByRole('link', { name: 'See the Copilot test results' }).click();
    // Polled rather than awaited as a navigation, so that a failure shows where the page is.
    await expect.poll(() => page.url(), { timeout: 30_000 }).toMatch(resultUrl);
    await context.close();
  });

  it('shows the retry message and a copyable error trace when the result cannot be stored', async () => {
    const { page, context } = await visit({ path: 'copilot' });
    await page.route('**/GenerateCopilotTestReport', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            id: 'SERVICE_UNAVAILABLE',
            status: 503,
            message: 'The service is not available right now, please try again later.',
            messageKey: 'errors.serviceUnavailable',
            method: 'POST',
            path: '/api/AnonymousConnectivityTest/GenerateCopilotTestReport',
            requestId: 'e2e-request-1',
          },
        }),
      }),
    );
    await page.getByRole('button', { name: 'Start test' }).click();
    await page.getByText('The Copilot test could not finish').waitFor({ timeout: 45_000 });
    expect(await page.getByText('Status: Failed').count()).toBe(1);
    const trace = await page.getByRole('textbox', { name: 'Error trace' }).inputValue();
    expect(trace).toContain('step: report');
    expect(trace).toContain('status: 503');
    expect(trace).toContain('request id: e2e-request-1');
    await page.getByRole('button', { name: 'Copy error trace' }).click();
    await page.getByText('Copied to the clipboard.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(trace);
    await snap(page, 'copilot-failed-en');

    await page.unroute('**/GenerateCopilotTestReport');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.waitForURL(resultUrl, { timeout: 45_000 });
    await context.close();
  });

  it('starts by itself once the visitor turns auto-start on, and remembers it', async () => {
    const { page, context } = await visit({ path: 'copilot', locale: 'ja-JP' });
    await page.getByRole('heading', { level: 1, name: 'Copilot 接続テスト' }).waitFor();
    expect(await page.getByText('状態: 未開始').count()).toBe(1);
    await snap(page, 'copilot-start-ja');
    await page.setViewportSize({ width: 390, height: 844 });
    await snap(page, 'copilot-start-ja-narrow');
    await page.getByRole('switch', { name: 'このページを開いたら自動的にテストを開始する' }).check();
    expect(await page.evaluate(() => localStorage.getItem('netlens.copilot.autoStart'))).toBe('true');

    await page.reload();
    await page.waitForURL(resultUrl, { timeout: 45_000 });
    await page.getByRole('heading', { level: 1, name: 'Copilot 接続テストの結果' }).waitFor();
    await snap(page, 'copilot-result-ja-narrow');
    await page.setViewportSize({ width: 1280, height: 900 });
    await snap(page, 'copilot-result-ja');

    // Remembered: the next visit starts by itself; turned off on the results page, the page waits.
    await page.goto(`${server.url}copilot`);
    await page.waitForURL(resultUrl, { timeout: 45_000 });
    await page.getByRole('switch', { name: 'このページを開いたら自動的にテストを開始する' }).uncheck();
    expect(await page.evaluate(() => localStorage.getItem('netlens.copilot.autoStart'))).toBeNull();
    await page.getByRole('link', { name: 'Copilot テストをもう一度実行' }).click();
    await page.getByRole('button', { name: 'テストを開始' }).waitFor();
    await new Promise((r) => setTimeout(r, 1500));
    expect(page.url()).toMatch(/\/copilot$/);
    expect(await page.getByText('状態: 未開始').count()).toBe(1);
    await context.close();
  });
});
