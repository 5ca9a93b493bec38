import { startDelayForwarder } from '@netlens/netsim';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillSignIn, seededDatabase } from './accounts.js';
import { expectAccessible } from './axe.js';
import { launchBrowser, startServer, type RunningServer } from './harness.js';
import { londonVisitor, postLondonReport } from './london.js';

// Every page of the web app in its meaningful states, checked by axe (see axe.ts): no serious or
// critical violation anywhere. One product process for the whole file.

// Public addresses the embedded databases place in London: the visitors' network, and other
// networks whose reports give the visitor's report its peer comparison.
const egressIp = '45.139.0.1';
const peerNetworks = ['5.10.100.1', '8.208.0.1', '17.69.200.1', '23.62.100.1', '23.194.0.1', '31.132.0.1'];
const reportUrl = /\/report\/[A-Za-z0-9_-]{22}$/;
const token = 'e2e-admin-token-0123456789';

let browser: Browser;
let server: RunningServer;
beforeAll(async () => {
  const db = seededDatabase([
    ['create-org', '--name', 'Contoso', '--tenant', 'contoso'],
    ['create-user', '--tenant', 'contoso', '--username', 'ada', '--name', 'Ada Admin'],
    ['add-to-group', '--username', 'ada', '--group', 'netlens-org-admins'],
    ['create-org', '--name', 'Defence', '--tenant', 'defco', '--sub-scope', 'DOD'],
    ['create-user', '--tenant', 'defco', '--username', 'dan', '--name', 'Dan Def'],
  ]);
  [browser, server] = await Promise.all([
    launchBrowser(),
    startServer({
      DATABASE_URL: db,
      TRUST_PROXY: 'true',
      ADMIN_TOKEN: token,
      GENERATE_REPORT_RATE_LIMIT: '1000',
      FEATURE_FLAGS: 'copilot=true,copilotIntegration=true',
      COPILOT_CONNECTIVITY_DOMAINS: JSON.stringify([{ displayName: 'NetLens', testDomains: ['self'] }]),
      COPILOT_WSS_DOMAINS: 'self',
    }),
  ]);
  await seedReports();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * Reports of other London networks (the report's peer comparison; enough of them for the health
 * page to score the metro), and an outage with an incident for the health page.
 */
async function seedReports() {
  const { self } = (await (await fetch(`${server.url}api/frontdoors`)).json()) as { self: string };
  for (let i = 0; i < 24; i++)
    await postLondonReport(server.url, peerNetworks[i % peerNetworks.length]!, 20 + i * 10, self);
  const admin = (path: string, method: string, body: unknown) =>
    fetch(`${server.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  await admin('api/admin/flags/production', 'PUT', { outage: true });
  await admin('api/admin/incidents', 'POST', {
    title: 'Mail slow in Denver',
    message: 'Engineers are rerouting traffic.',
    severity: 'degraded',
  });
}

/** A visitor in London who lets the browser tell the position. */
const visitor = (opts: { locale?: string; width?: number } = {}) => londonVisitor(browser, egressIp, opts);

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name }).waitFor();

/** Runs the network test from the start page (auto-detected location) and waits for the report. */
async function runTest(page: Page, labels = { auto: 'Detect my location automatically', run: 'Run test' }) {
  await page.getByRole('radio', { name: labels.auto }).check();
  await page.getByRole('button', { name: labels.run }).click();
  await page.waitForURL(reportUrl, { timeout: 45_000 });
}

/** The report with its deferred parts (map, details) in place. */
/** Checks the start page in a language, runs the test and checks its report. */
async function startToReport(
  page: Page,
  language: string,
  labels: { start: string; auto: string; run: string; report: string },
) {
  await h1(page, labels.start);
  await expectAccessible(page, `start page in ${language}`);
  await runTest(page, labels);
  await reportReady(page, labels.report);
  await expectAccessible(page, `report in ${language}`);
}

async function reportReady(page: Page, title: string | RegExp) {
  await h1(page, title);
  await page
    .getByRole('img', { name: /map|地图|地図/i })
    .first()
    .waitFor();
  await page.locator('main table').first().waitFor();
}

describe('accessibility of every page', () => {
  it('start page, wrong-route hint, sign-in error notice, health and data sources', async () => {
    const { context, page } = await visitor();
    await page.goto(server.url);
    await h1(page, 'Test your network connection');
    await expectAccessible(page, 'start page, signed out');

    await page.getByRole('radio', { name: 'Enter a location' }).check();
    await page.getByRole('combobox').pressSequentially('Osaka', { delay: 30 });
    await page.getByRole('option', { name: /Osaka/ }).first().waitFor();
    await expectAccessible(page, 'start page, city suggestions open');

    await page.goto(`${server.url}no/such/page`);
    await page.getByText('The page you asked for does not exist').waitFor();
    await expectAccessible(page, 'wrong-route hint');

    await page.goto(`${server.url}?signInError=access_denied`);
    await page.getByRole('alert').first().waitFor();
    await expectAccessible(page, 'start page, sign-in failed notice');

    await page.goto(`${server.url}status`);
    await h1(page, 'Network health');
    await page.getByRole('table').first().waitFor();
    await expectAccessible(page, 'health page with a scored metro and an outage');

    await page.goto(`${server.url}data-sources`);
    await h1(page, /Data sources/);
    await expectAccessible(page, 'data sources');
    await context.close();
  });

  it('start page while the made-up report is rehearsed out of sight', async () => {
    // The rehearsal is in the page for two frames at a time: frames are held back once it is in,
    // so the check sees it (aria-hidden, inert and invisible, its buttons out of reach).
    const { context, page } = await visitor();
    await context.addInitScript(() => {
      const state = window as unknown as { rehearsalHeld?: boolean };
      const requestFrame = window.requestAnimationFrame.bind(window);
      window.requestAnimationFrame = (callback) => (state.rehearsalHeld ? 0 : requestFrame(callback));
      new MutationObserver(() => {
        state.rehearsalHeld ||= document.querySelector('[data-rehearsal]') !== null;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(server.url);
    await page.locator('[data-rehearsal] article').waitFor({ state: 'attached' });
    await expectAccessible(page, 'start page with the report rehearsal');
    await context.close();
  });

  it('Copilot test and results, the report signed out and signed in, the sign-in form and history', async () => {
    const { context, page } = await visitor();
    await page.goto(`${server.url}copilot`);
    await h1(page, 'Copilot connectivity test');
    await expectAccessible(page, 'Copilot test, not started');
    await page.getByRole('button', { name: 'Start test' }).click();
    await page.waitForURL(/\/copilot\/[0-9a-f-]{36}$/, { timeout: 45_000 });
    await h1(page, 'Copilot connectivity results');
    await page.getByRole('heading', { name: 'Latency' }).waitFor();
    await expectAccessible(page, 'Copilot results');

    await page.goto(`${server.url}report/temp`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectAccessible(page, 'running view with no run');

    // The report, signed out: the sign-in offer, the advanced test and the Copilot summary.
    await page.goto(server.url);
    await h1(page, 'Test your network connection');
    await runTest(page);
    await reportReady(page, 'Network connectivity report');
    await page.getByRole('region', { name: 'Copilot connectivity' }).waitFor();
    await page.getByRole('img', { name: /Fastest 20%/ }).waitFor(); // the peer comparison
    await expectAccessible(page, 'report, signed out');

    // Signed in from the report's offer: the report is saved and offers sharing.
    await page.getByRole('button', { name: 'Sign in' }).last().click();
    await page.getByLabel('User name').waitFor();
    await expectAccessible(page, 'embedded provider sign-in form');
    await fillSignIn(page, 'ada', 'not-the-password');
    await page.getByRole('alert').waitFor();
    await expectAccessible(page, 'embedded provider sign-in form with an error');
    await fillSignIn(page, 'ada');
    await page.waitForURL(reportUrl);
    await page.getByText('The report is saved to your history.').waitFor();
    await reportReady(page, 'Network connectivity report');
    await expectAccessible(page, 'report, signed in and saved');
    await page.getByRole('button', { name: 'Share' }).click();
    await page.getByRole('dialog', { name: 'Share report' }).waitFor();
    await expectAccessible(page, 'report, share dialog');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Account: Ada Admin' }).click();
    await page.getByRole('menuitem', { name: 'My reports' }).waitFor();
    await expectAccessible(page, 'account menu open');
    await page.getByRole('menuitem', { name: 'My reports' }).click();
    await h1(page, 'Reports');
    await page.getByRole('columnheader', { name: 'Latency' }).waitFor();
    await page.getByRole('switch', { name: 'Allow public links to reports' }).waitFor();
    await expectAccessible(page, 'history with a saved report, organisation admin');
    await page.getByRole('tab', { name: 'Shared with me' }).click();
    await page.getByText('Nobody has shared a report with you yet.').waitFor();
    await expectAccessible(page, 'history, nothing shared');
    await context.close();
  });

  it('the running view while the test measures', async () => {
    // 40 ms each way in front of the server: the 25 samples take a couple of seconds. The report
    // is held back until the check is done, so the running view stays whatever the machine's load.
    const port = Number(new URL(server.url).port);
    const forwarder = await startDelayForwarder({ targetHost: '127.0.0.1', targetPort: port, delayMs: 40 });
    const { context, page } = await visitor();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route('**/api/AnonymousConnectivityTest/GenerateTestReport', async (route) => {
      await held;
      await route.continue();
    });
    try {
      await page.goto(forwarder.url.replace(/\/?$/, '/'));
      await h1(page, 'Test your network connection');
      await page.getByRole('radio', { name: 'Detect my location automatically' }).check();
      await page.getByRole('button', { name: 'Run test' }).click();
      await page.getByText(/^Sample \d+ of 25$/).waitFor();
      await expectAccessible(page, 'running view, measuring');
      release();
      await page.waitForURL(reportUrl, { timeout: 45_000 });
    } finally {
      release();
      await context.close();
      await forwarder.stop();
    }
  });

  it('start and report pages in Japanese and in Simplified Chinese', async () => {
    const ja = await visitor();
    await ja.page.goto(server.url);
    await ja.page.getByRole('button', { name: /^Language:/ }).click();
    await ja.page.getByRole('menuitemradio', { name: '日本語' }).click();
    const zh = await visitor({ locale: 'zh-CN', width: 390 });
    await zh.page.goto(server.url);
    const walks = [
      [
        ja,
        'Japanese',
        [
          'ネットワーク接続をテストする',
          '場所を自動的に検出する',
          'テストを実行',
          'ネットワーク接続レポート',
        ],
      ],
      [
        zh,
        'Simplified Chinese, narrow',
        ['测试你的网络连接', '自动检测我的位置', '运行测试', '网络连接报告'],
      ],
    ] as const;
    for (const [v, language, [start, auto, run, report]] of walks) {
      await startToReport(v.page, language, { start, auto, run, report });
      await v.context.close();
    }
  });

  it('report messages, sign-in needed, no access and a blocked organisation', async () => {
    const { context, page } = await visitor();
    await page.goto(`${server.url}report/not-an-id`);
    await page.getByRole('heading', { name: "This report link isn't valid" }).waitFor();
    await expectAccessible(page, 'report, invalid link');
    await page.goto(`${server.url}report/AAAAAAAAAAAAAAAAAAAAAA`);
    await page.getByRole('heading', { name: 'Report not found' }).waitFor();
    await expectAccessible(page, 'report, not found');

    // Signed out on /reports the page asks to sign in and sends the browser to the provider;
    // held here (a 204 keeps the page) to look at the page as it asks.
    await page.route('**/api/identity/login?*', (route) => route.fulfill({ status: 204 }));
    await page.goto(`${server.url}reports`);
    await page.getByText('Sign in to see this page.').waitFor();
    await expectAccessible(page, 'history, sign-in needed');
    await page.unroute('**/api/identity/login?*');

    // The no-access message, as an installation that turned history off shows it (the page
    // carries its configuration in its start data).
    await page.route(`${server.url}reports`, async (route) => {
      const answer = await route.fetch();
      const html = (await answer.text()).replace(
        /(<script type="application\/json" id="start-data">)(.*?)(<\/script>)/s,
        (_all, open: string, json: string, close: string) => {
          const data = JSON.parse(json) as { config: { uxFeatureControl: Record<string, boolean> } };
          data.config.uxFeatureControl.DisableHistoryReport = true;
          return `${open}${JSON.stringify(data)}${close}`;
        },
      );
      await route.fulfill({ response: answer, body: html });
    });
    await page.goto(`${server.url}reports`);
    await page
      .getByRole('heading', { level: 1, name: 'Report history is turned off on this site.' })
      .waitFor();
    await expectAccessible(page, 'history, no access');
    await context.close();

    const blocked = await visitor();
    await blocked.page.goto(server.url);
    await blocked.page.getByRole('button', { name: 'Sign in' }).click();
    await fillSignIn(blocked.page, 'dan');
    await h1(blocked.page, "Your organization can't use this site");
    await expectAccessible(blocked.page, 'blocked organisation');
    await blocked.context.close();
  });

  it('fails on a focusable element hidden from screen readers', async () => {
    const { context, page } = await visitor();
    await page.goto(`${server.url}data-sources`);
    await h1(page, 'Data sources');
    await page.evaluate(() => {
      const hidden = document.createElement('div');
      hidden.setAttribute('aria-hidden', 'true');
      hidden.append(Object.assign(document.createElement('button'), { textContent: 'Hidden' }));
      document.querySelector('main')?.append(hidden);
    });
    await expect(expectAccessible(page, 'a hidden button')).rejects.toThrow(/aria-hidden-focus \(serious\)/);
    await context.close();
  });
});
