import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, snap, startServer, type RunningServer } from './harness.js';
import { generateReport } from './london.js';

// Public addresses the embedded IP database places in London, Denver and Minoh (Japan).
const LONDON_IP = '51.140.1.1';
const DENVER_IP = '98.97.0.1';
const JAPAN_IP = '133.1.1.1';
const token = 'e2e-admin-token-0123456789';

let browser: Browser;
let server: RunningServer;

/** Runs `n` network tests through the API from an address, latencies cycling through `ms`. */
async function runTests(ip: string, n: number, ms: number[]) {
  for (let i = 0; i < n; i++) {
    const v = ms[i % ms.length]!;
    await generateReport(server.url, ip, {
      latitude: '0',
      longitude: '0',
      measuredLatency: String(v),
      measuredLatencies: `${v},${v + 2}`,
    });
  }
}

const admin = (method: string, path: string, body: unknown) =>
  fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  [browser, server] = await Promise.all([
    launchBrowser(),
    startServer({ TRUST_PROXY: 'true', ADMIN_TOKEN: token, GENERATE_REPORT_RATE_LIMIT: '1000' }),
  ]);
  await runTests(LONDON_IP, 24, [10, 12, 14]); // median 12 ms: meets recommendations
  await runTests(DENVER_IP, 25, [140, 150, 160]); // median 150 ms: score 50, unhealthy
  await runTests(JAPAN_IP, 3, [30]); // too few tests for a score
  expect((await admin('PUT', 'api/admin/flags/production', { outage: true })).status).toBe(200);
  const incident = await admin('POST', 'api/admin/incidents', {
    title: '<b>Mail</b> slow in Denver',
    message: 'Engineers are rerouting traffic.\n<script>alert(1)</script>',
    severity: 'degraded',
  });
  expect(incident.status).toBe(201);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function open(locale = 'en-US', width = 1280) {
  const context = await browser.newContext({ locale, viewport: { width, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('dialog', (d) => errors.push(`dialog: ${d.message()}`));
  await page.goto(server.url);
  return { context, page, errors };
}

describe('the network health page', () => {
  it('lists metros from stored reports with scores and marks the unhealthy one', async () => {
    const { page, context, errors } = await open();
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Health' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Network health' }).waitFor();
    const table = page.getByRole('table', { name: 'Network health by metro' });
    await table.waitFor();
    const rows = table.getByRole('row');
    expect(await rows.count()).toBe(4); // header + three metros

    const denver = rows.filter({ hasText: 'Denver' });
    expect(await denver.innerText()).toMatch(
      /25.*150\.0\s*ms \(140\.0–160\.0\s*ms\).*50 \/ 100.*Below recommendations/s,
    );
    const london = rows.filter({ hasText: 'United Kingdom' });
    expect(await london.innerText()).toMatch(
      /24.*12\.0\s*ms \(10\.0–14\.0\s*ms\).*97 \/ 100.*Meets recommendations/s,
    );
    const japan = rows.filter({ hasText: 'Japan' });
    expect(await japan.innerText()).toMatch(/Too few tests \(3\).*Not enough tests/s);

    const map = page.getByRole('img', { name: /Map of 3 metros; 1 below recommendations/ });
    await map.waitFor();
    expect(await map.locator('text').allTextContents()).toEqual(['Denver']);
    expect(await page.getByText('3 metros tested; 1 below recommendations.').count()).toBe(1);

    // The outage flag and the incident, its markup shown as text.
    await page.getByText('Service outage').waitFor();
    expect(await page.getByText('<b>Mail</b> slow in Denver').count()).toBe(1);
    expect(await page.getByText('<script>alert(1)</script>', { exact: false }).count()).toBe(1);
    expect(await page.locator('main b').count()).toBe(0);

    // Sortable: worst first by default, by name or sample count on request.
    const firstCell = () => rows.nth(1).getByRole('cell').first().innerText();
    expect(await firstCell()).toMatch(/Denver/);
    await page.getByRole('button', { name: 'Tests' }).click();
    expect(await firstCell()).toMatch(/Japan/);
    await page.getByRole('button', { name: 'Tests' }).click();
    expect(await firstCell()).toMatch(/Denver/);
    await page.getByRole('button', { name: 'Score' }).click();
    expect(await firstCell()).toMatch(/Denver/);
    await page.getByRole('button', { name: 'Score' }).click();
    expect(await firstCell()).toMatch(/United Kingdom/);
    expect(await rows.filter({ hasText: 'Denver' }).getAttribute('class')).toBeTruthy();
    expect(errors).toEqual([]);
    await snap(page, 'status-en');
    await page.setViewportSize({ width: 390, height: 844 });
    await snap(page, 'status-en-narrow');
    await context.close();
  });

  it('reads in Japanese, on a narrow screen too', async () => {
    const { page, context } = await open('ja-JP', 390);
    await page.goto(`${server.url}status`);
    await page.getByRole('heading', { level: 1, name: 'ネットワークの正常性' }).waitFor();
    await page.getByRole('table').waitFor();
    expect(await page.getByRole('table').innerText()).toContain('推奨を下回っています');
    await page.getByRole('img', { name: /都市圏の地図/ }).waitFor();
    await snap(page, 'status-ja-narrow');
    await page.setViewportSize({ width: 1280, height: 900 });
    await snap(page, 'status-ja');
    await context.close();
  });
});

describe('the health page turned off', () => {
  it('is hidden from the navigation and its path shows the start page', async () => {
    const off = await startServer({ UX_FEATURE_CONTROL: 'DisableNetworkHealth' });
    const context = await browser.newContext({ locale: 'en-US' });
    try {
      const page = await context.newPage();
      await page.goto(`${off.url}status`);
      await page.getByText('The page you asked for does not exist.', { exact: false }).waitFor();
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      await nav.getByRole('link', { name: 'Network test' }).waitFor();
      expect(await nav.getByRole('link', { name: 'Health' }).count()).toBe(0);
    } finally {
      await context.close();
      await off.stop();
    }
  });
});
