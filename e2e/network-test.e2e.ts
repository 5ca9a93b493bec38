import { startDelayForwarder } from '@netlens/netsim';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { snap } from './harness.js';
import { browserAndServer } from './suite.js';
import { london, postLondonReport } from './london.js';

// A public address the embedded IP database places in Great Britain.
const egressIp = '81.2.69.142';

const suite = browserAndServer(() => ({ TRUST_PROXY: 'true' }));

async function visit(
  opts: {
    geolocation?: boolean;
    locale?: string;
    width?: number;
    path?: string;
    ip?: string;
    /** Where the page is opened (the server itself by default). */
    base?: string;
  } = {},
) {
  const context = await suite.browser.newContext({
    locale: opts.locale ?? 'en-US',
    viewport: { width: opts.width ?? 1280, height: 900 },
    extraHTTPHeaders: { 'x-forwarded-for': opts.ip ?? egressIp },
    ...(opts.geolocation ? { geolocation: london, permissions: ['geolocation'] } : {}),
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto((opts.base ?? suite.server.url) + (opts.path ?? ''));
  return { context, page, errors };
}

/** The start page opened through a forwarder delaying each direction by `delayMs`, with geolocation. */
async function visitThroughForwarder(delayMs: number) {
  const port = Number(new URL(suite.server.url).port);
  const forwarder = await startDelayForwarder({ targetHost: '127.0.0.1', targetPort: port, delayMs });
  try {
    return { ...(await visit({ geolocation: true, base: forwarder.url.replace(/\/?$/, '/') })), forwarder };
  } catch (error) {
    await forwarder.stop();
    throw error;
  }
}

const reportUrl = /\/report\/[A-Za-z0-9_-]{22}$/;
const row = (page: Page, name: string) => page.getByRole('row', { name: new RegExp(name) });

describe('running the network test', () => {
  it('runs with auto-detect and lands on a report with latency, egress, front door and insights', async () => {
    const { page, context, errors } = await visit({ geolocation: true });
    await page.getByRole('radio', { name: 'Detect my location automatically' }).check();
    const run = page.getByRole('button', { name: 'Run test' });
    await run.click();
    // On loopback the run usually ends before the running view is due: the report opens directly.
    await page.waitForURL(reportUrl, { timeout: 45_000 });
    await page.getByRole('heading', { level: 1, name: 'Network connectivity report' }).waitFor();
    const latency = await row(page, 'Latency to the mail front door').innerText();
    expect(latency).toMatch(/\d+(\.\d+)?\s*ms/);
    expect(latency).toMatch(/25/); // the sample count is shown beside the statistics
    expect(await row(page, 'Network egress location').innerText()).toMatch(/United Kingdom|GB/);
    expect(await row(page, 'Your location').innerText()).toMatch(/London/);
    expect(await row(page, 'Mail front door').innerText()).toMatch(/Seattle/);
    // The only front door is the best one there is; London → Bracknell egress is short.
    expect(await row(page, 'Distance from your location to the network egress').innerText()).toMatch(/km/);
    await page.getByRole('img', { name: /map/i }).first().waitFor();
    await page.getByRole('button', { name: 'Print' }).waitFor();
    expect(errors).toEqual([]);
    await snap(page, 'report-auto-en');

    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });

    // Back: the start page, ready for another run.
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Test your network connection' }).waitFor();
    expect(await run.getAttribute('aria-disabled')).not.toBe('true');
    await context.close();
  });

  it('keeps the report still while the advanced test above it prepares its run and file', async () => {
    for (const width of [1280, 390]) {
      const { page, context } = await visit({ geolocation: true, width });
      // Where the Summary heading stands in the first frame that has it (before any re-layout).
      await page.addInitScript(() => {
        const look = () => {
          const h = Array.from(document.querySelectorAll('h2')).find((e) => e.textContent === 'Summary');
          if (!h) return requestAnimationFrame(look);
          (window as { firstTop?: number }).firstTop = h.getBoundingClientRect().top + window.scrollY;
        };
        requestAnimationFrame(look);
      });
      // The client file comes 2 s late, as when the server builds it on its first request.
      await page.route(/\/client\/file/, async (r) => {
        await new Promise((done) => setTimeout(done, 2_000));
        await r.continue().catch(() => undefined);
      });
      await page.reload();
      await page.getByRole('radio', { name: 'Detect my location automatically' }).check();
      await page.getByRole('button', { name: 'Run test' }).click();
      await page.waitForURL(reportUrl, { timeout: 45_000 });
      await page.getByText(/Preparing the file for/).waitFor();
      // The server builds the file on its first request: up to minutes on a loaded machine.
      await page.getByTestId('client-command').waitFor({ timeout: 180_000 });
      await page.waitForTimeout(300);
      const tops = await page.getByRole('heading', { level: 2, name: 'Summary' }).evaluate((h) => ({
        first: (window as { firstTop?: number }).firstTop,
        now: h.getBoundingClientRect().top + window.scrollY,
      }));
      expect({ width, ...tops }).toEqual({ width, first: tops.now, now: tops.now });
      await context.close();
    }
  }, 300_000);

  it('shows the steps while it measures: the current one marked, the samples counted, no animation', async () => {
    // 40 ms of added round trip: the 26 probes take about a second, long enough to watch.
    const { page, context, errors, forwarder } = await visitThroughForwarder(20);
    try {
      await page.getByRole('radio', { name: 'Detect my location automatically' }).check();
      await page.getByRole('button', { name: 'Run test' }).click();
      await page.getByRole('heading', { name: 'Testing your connection' }).waitFor();
      await page.getByText(/^Sample \d+ of 25$/).waitFor();
      const current = page.locator('li[aria-current="step"]');
      expect(await current.count()).toBe(1);
      expect(await current.innerText()).toMatch(/Measure latency[\s\S]*Seattle/);
      const bar = page.getByRole('progressbar');
      expect(await bar.getAttribute('aria-valuemax')).toBe('25');
      expect(Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
      // Nothing on the page animates while the samples are timed.
      const animations = await page.evaluate(() => document.getAnimations().length);
      expect(animations).toBe(0);
      await page.waitForURL(reportUrl, { timeout: 45_000 });
      await page.getByRole('heading', { level: 1, name: 'Network connectivity report' }).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      await forwarder.stop();
    }
  });

  it('sends none of its own telemetry while the probes are timed, and sends it once the run has ended', async () => {
    // 120 ms of added round trip: the 26 probes take about 3 s, past the 2 s after which the
    // start page's page view falls due to be sent.
    const { page, context, errors, forwarder } = await visitThroughForwarder(60);
    try {
      const sent: { path: string; at: number }[] = [];
      context.on('request', (r) => sent.push({ path: new URL(r.url()).pathname, at: Date.now() }));
      await page.getByRole('radio', { name: 'Detect my location automatically' }).check();
      const clicked = Date.now();
      await page.getByRole('button', { name: 'Run test' }).click();
      await page.waitForURL(reportUrl, { timeout: 45_000 });
      const telemetry = () => sent.filter((r) => r.path === '/api/telemetry');
      await expect.poll(() => telemetry().length, { timeout: 15_000 }).toBeGreaterThan(0);
      const probes = sent.filter((r) => r.path === '/probe/latency');
      const report = sent.find((r) => r.path.endsWith('/GenerateTestReport'))!;
      expect(probes.length).toBeGreaterThanOrEqual(26);
      expect(report.at - clicked).toBeGreaterThan(2_500);
      // Nothing from Run test to the report's request: the probes and the place's naming.
      expect(telemetry().filter((r) => r.at >= clicked && r.at <= report.at)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      await forwarder.stop();
    }
  });

  it('runs with a typed city chosen from the suggestions', async () => {
    const { page, context } = await visit({ locale: 'ja-JP' });
    await page.getByRole('radio', { name: '場所を入力する' }).check();
    await page.getByRole('combobox').pressSequentially('Osaka', { delay: 30 });
    await page
      .getByRole('option', { name: /大阪|Osaka/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'テストを実行' }).click();
    await page.waitForURL(reportUrl, { timeout: 45_000 });
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.locator('main').innerText()).toMatch(/Osaka|大阪/);
    await page.getByRole('img', { name: /地図/ }).waitFor(); // the map, drawn after the first paint
    await snap(page, 'report-typed-ja');
    await context.close();
  });

  it('offers suggestions for a pasted city name too', async () => {
    const { page, context } = await visit();
    await page.getByRole('radio', { name: 'Enter a location' }).check();
    await page.getByRole('combobox').fill('Amsterdam');
    await page
      .getByRole('option', { name: /Amsterdam/ })
      .first()
      .click();
    expect(await page.getByRole('combobox').inputValue()).toMatch(/Amsterdam, .*Netherlands/);
    await context.close();
  });

  it('starts nothing without a chosen location or with an invalid domain name', async () => {
    const { page, context } = await visit();
    await page.getByRole('radio', { name: 'Enter a location' }).check();
    await page.getByRole('button', { name: 'Run test' }).click();
    await page.getByRole('alert').filter({ hasText: 'Choose your location from the suggestions' }).waitFor();
    expect(page.url()).toBe(suite.server.url);

    await page.getByRole('radio', { name: 'Detect my location automatically' }).check();
    await page.getByRole('button', { name: /domain name/ }).click();
    await page.getByRole('textbox', { name: 'Domain name' }).fill('contoso.com/<script>');
    await page.getByRole('button', { name: 'Run test' }).click();
    await page.getByRole('alert').filter({ hasText: 'The domain name is not valid' }).waitFor();
    expect(page.url()).toBe(suite.server.url);
    await context.close();
  });

  it('falls back to the egress location when the browser gives no position', async () => {
    const { page, context } = await visit();
    await page.getByRole('button', { name: 'Run test' }).click();
    await page.waitForURL(reportUrl, { timeout: 45_000 });
    await page.getByRole('heading', { level: 1, name: 'Network connectivity report' }).waitFor();
    expect(await row(page, 'Your location').innerText()).toMatch(/Bracknell|United Kingdom/);
    expect(await page.locator('main').innerText()).toMatch(/egress/i);
    await context.close();
  });
});

// Public addresses the embedded databases place in London, each in its own network (ASN).
const londonNetworks = ['5.10.100.1', '8.208.0.1', '17.69.200.1', '23.62.100.1', '23.194.0.1', '31.132.0.1'];

describe('the peer comparison', () => {
  it('places the visitor among the other networks of the metro', async () => {
    const catalogue = (await (await fetch(`${suite.server.url}api/frontdoors`)).json()) as { self: string };
    const latencies = [40, 60, 80, 120, 200, 300];
    for (const [i, ip] of londonNetworks.entries())
      await postLondonReport(suite.server.url, ip, latencies[i]!, catalogue.self, {
        region: 'England',
        country: 'United Kingdom',
        egressIp: '',
        debugTrace: 'false',
      });

    const { page, context } = await visit({ geolocation: true, ip: '45.139.0.1' });
    await page.getByRole('radio', { name: 'Detect my location automatically' }).check();
    await page.getByRole('button', { name: 'Run test' }).click();
    await page.waitForURL(reportUrl, { timeout: 45_000 });
    await page.getByRole('heading', { name: 'Compared with organizations in your metro' }).waitFor();
    const chart = page.getByRole('img', { name: /Fastest 20%/ });
    await chart.waitFor();
    // Loopback answers in about a millisecond: faster than every seeded network.
    expect(await page.locator('main').innerText()).toMatch(
      /in the “Fastest 20%” group of the 6 organizations in your metro/,
    );
    await snap(page, 'report-peers-en');
    await context.close();
  });
});

describe('the report address', () => {
  it('tells an invalid id from an unknown one, and follows ?reportid=', async () => {
    const { page, context } = await visit({ path: 'report/not-an-id' });
    await page.getByRole('heading', { name: "This report link isn't valid" }).waitFor();
    await page.goto(`${suite.server.url}report/AAAAAAAAAAAAAAAAAAAAAA`);
    await page.getByRole('heading', { name: 'Report not found' }).waitFor();
    await page.goto(`${suite.server.url}?reportid=AAAAAAAAAAAAAAAAAAAAAA`);
    await page.waitForURL(/\/report\/AAAAAAAAAAAAAAAAAAAAAA$/);
    await page.getByRole('heading', { name: 'Report not found' }).waitFor();
    await context.close();
  });
});

describe('preparing the report while the visitor reads', () => {
  interface Rehearsal {
    /** Times the made-up report was put in and taken out again. */
    added: number;
    removed: number;
    /** Every time it was in, it was out of sight and out of reach. */
    hidden: boolean;
    /** What the page fetched while the made-up report was there, apart from its own files. */
    fetched: string[];
  }
  it('renders a made-up report out of sight three times, fetches nothing for it and leaves nothing behind', async () => {
    const context = await suite.browser.newContext({
      locale: 'en-US',
      viewport: { width: 1280, height: 900 },
    });
    await context.addInitScript(() => {
      const seen: Rehearsal = { added: 0, removed: 0, hidden: true, fetched: [] };
      (window as unknown as { __rehearsal: Rehearsal }).__rehearsal = seen;
      let since = 0;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of Array.from(record.addedNodes)) {
            if (!(node instanceof HTMLElement) || !node.hasAttribute('data-rehearsal')) continue;
            seen.added++;
            since = performance.now();
            seen.hidden &&=
              node.getAttribute('aria-hidden') === 'true' &&
              node.inert &&
              !node.checkVisibility({ visibilityProperty: true });
          }
          for (const node of Array.from(record.removedNodes)) {
            if (!(node instanceof HTMLElement) || !node.hasAttribute('data-rehearsal')) continue;
            seen.removed++;
            seen.fetched.push(
              ...performance
                .getEntriesByType('resource')
                .filter((e) => e.startTime >= since && !new URL(e.name).pathname.includes('/assets/'))
                .map((e) => e.name),
            );
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    await page.goto(suite.server.url);
    await page.waitForFunction(
      () => (window as unknown as { __rehearsal: Rehearsal }).__rehearsal.removed >= 3,
    );
    await page.waitForTimeout(1_000); // and no more
    const seen = await page.evaluate(() => (window as unknown as { __rehearsal: Rehearsal }).__rehearsal);
    expect(seen).toMatchObject({ added: 3, removed: 3, hidden: true, fetched: [] });
    expect(await page.locator('[data-rehearsal]').count()).toBe(0);
    expect(await page.getByText('Network connectivity report').count()).toBe(0);
    expect(await page.title()).not.toMatch(/report/i);
    await context.close();
  });
});
