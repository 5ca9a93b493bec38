import { startDelayForwarder, type DelayForwarder } from '@netlens/netsim';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, launchBrowser, snap, startServer, type RunningServer } from './harness.js';

// Two front doors on loopback: Seattle directly, Amsterdam behind a forwarder adding 40 ms of
// round trip. The visitor's egress is in Britain, so Amsterdam is the optimal front door.
const egressIp = '81.2.69.142';
const addedRttMs = 40;

function site(
  id: string,
  city: string,
  country: string,
  countryCode: string,
  lat: number,
  lon: number,
  url: string,
) {
  return (['mail', 'files'] as const).map((workload) => ({
    id,
    workload,
    city,
    country,
    countryCode,
    latitude: lat,
    longitude: lon,
    probeUrl: url,
  }));
}

let browser: Browser;
let seattle: RunningServer;
let amsterdam: RunningServer;
let forwarder: DelayForwarder;

beforeAll(async () => {
  const [seaPort, amsPort] = [await freePort(), await freePort()];
  forwarder = await startDelayForwarder({
    targetHost: '127.0.0.1',
    targetPort: amsPort,
    delayMs: addedRttMs / 2,
  });
  const catalogue = JSON.stringify([
    ...site('sea', 'Seattle', 'United States', 'US', 47.6062, -122.3321, `http://127.0.0.1:${seaPort}/`),
    ...site(
      'ams',
      'Amsterdam',
      'Netherlands',
      'NL',
      52.3676,
      4.9041,
      `${forwarder.url.replace(/\/?$/, '/')}`,
    ),
  ]);
  const env = { FRONT_DOORS: catalogue, TRUST_PROXY: 'true' };
  [browser, seattle, amsterdam] = await Promise.all([
    launchBrowser(),
    startServer({ ...env, FRONT_DOOR_ID: 'sea' }, { port: seaPort }),
    startServer({ ...env, FRONT_DOOR_ID: 'ams' }, { port: amsPort }),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([seattle?.stop(), amsterdam?.stop(), forwarder?.stop()]);
});

async function runTest(
  url: string,
): Promise<{ page: Page; close: () => Promise<void>; posted: URLSearchParams }> {
  const context = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': egressIp },
    geolocation: { latitude: 51.5074, longitude: -0.1278 },
    permissions: ['geolocation'],
  });
  const page = await context.newPage();
  let posted = new URLSearchParams();
  page.on('request', (req) => {
    if (req.url().includes('GenerateTestReport')) posted = new URLSearchParams(req.postData() ?? '');
  });
  await page.goto(url);
  await page.getByRole('button', { name: 'Run test' }).click();
  await page.waitForURL(/\/report\/[A-Za-z0-9_-]{22}$/, { timeout: 60_000 });
  await page.getByRole('heading', { level: 1, name: 'Network connectivity report' }).waitFor();
  return { page, close: () => context.close(), posted };
}

const mailRow = (page: Page) => page.getByRole('row', { name: /^.*Mail front door/ }).first();

describe('several front doors', () => {
  it('flags a front door that is not among the best for the location', async () => {
    const { page, close, posted } = await runTest(seattle.url);
    expect(posted.get('exchangeFaultZoneCode')).toBe('sea');
    const text = await mailRow(page).innerText();
    await snap(page, 'front-doors-not-optimal');
    expect(text).toContain('Seattle');
    expect(text).toMatch(/Not among the best front doors for your location: Amsterdam/);
    await snap(page, 'front-doors-not-optimal');
    await close();
  });

  it('finds the optimal front door behind the delaying forwarder, and measures the added delay', async () => {
    const { page, close, posted } = await runTest(forwarder.url);
    expect(posted.get('exchangeFaultZoneCode')).toBe('ams');
    expect(await mailRow(page).innerText()).toMatch(/Amsterdam[\s\S]*One of the best front doors/);
    const lowest = Number(posted.get('measuredLatency'));
    expect(lowest).toBeGreaterThanOrEqual(addedRttMs - 1);
    expect(lowest).toBeLessThan(addedRttMs + 40);
    await close();
  });
});
