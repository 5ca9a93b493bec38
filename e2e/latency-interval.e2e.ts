import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateReport, london } from './london.js';
import { launchBrowser, snap, startServer, type RunningServer } from './harness.js';

// The median latency stated with its 95% confidence interval on the report and the health page.
const DENVER_IP = '98.97.0.1';

let browser: Browser;
let server: RunningServer;

/** Posts a report of the given samples (from an address) and answers its id. */
async function generate(samples: number[], ip = '203.0.113.7'): Promise<string> {
  return (
    await generateReport(server.url, ip, {
      latitude: String(london.latitude),
      longitude: String(london.longitude),
      measuredLatency: String(Math.min(...samples)),
      measuredLatencies: samples.join(','),
      latencyTiming: 'resource-timing',
    })
  ).id;
}

// 25 samples in the order taken; sorted 10.4 … 34.4: median 22.4, the 8th 17.4, the 18th 27.4,
// the interval widened by the samples' resolution (0.1 ms) to 17.3–27.5.
const samples = Array.from({ length: 25 }, (_, i) => 10.4 + ((i * 12) % 25));
let reportId: string;
let fewId: string;

beforeAll(async () => {
  [browser, server] = await Promise.all([
    launchBrowser(),
    startServer({ TRUST_PROXY: 'true', GENERATE_REPORT_RATE_LIMIT: '1000' }),
  ]);
  reportId = await generate(samples);
  fewId = await generate([15, 12, 13, 14]);
  for (let i = 0; i < 25; i++) {
    const v = [140, 150, 160][i % 3]!;
    await generate([v, v + 2], DENVER_IP);
  }
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function open(path: string, locale = 'en-US', width = 1280) {
  const context = await browser.newContext({ locale, viewport: { width, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${server.url}${path}`);
  return { context, page, errors };
}

/** The report's latency tile, once drawn. */
async function latencyTile(page: Page) {
  const tile = page
    .locator('dl > div')
    .filter({ has: page.getByTestId('median-interval') })
    .first();
  await tile.waitFor();
  return tile;
}

/** Points at the interval until its tooltip (loaded once the page is idle) shows, and answers its text. */
async function tooltipOf(page: Page): Promise<string> {
  const target = page.getByTestId('median-interval').first();
  for (let attempt = 0; attempt < 20; attempt++) {
    await target.hover();
    const tip = page.getByRole('tooltip');
    try {
      await tip.waitFor({ state: 'visible', timeout: 500 });
      return await tip.innerText();
    } catch {
      await page.mouse.move(0, 0);
    }
  }
  throw new Error('no tooltip on the interval');
}

// The numbers and the unit are written by the browser's Intl ("22.4 ms", "22.4毫秒"); CJK brackets are full-width.
const languages = [
  {
    locale: 'en-US',
    name: 'en',
    median: /Median 22\.4 ms \(16\.3–27\.5 ms\)/,
    tip: '95% confidence interval of the median',
  },
  {
    locale: 'ja-JP',
    name: 'ja',
    median: /中央値 ?22\.4 ?ms（16\.3.27\.5 ?ms）/,
    tip: '中央値の 95% 信頼区間',
  },
  {
    locale: 'zh-CN',
    name: 'zh-Hans',
    median: /中位数 ?22\.4 ?毫秒（16\.3.27\.5 ?毫秒）/,
    tip: '中位数的 95% 置信区间',
  },
  {
    locale: 'zh-TW',
    name: 'zh-Hant',
    median: /中位數 ?22\.4 ?毫秒（16\.3.27\.5 ?毫秒）/,
    tip: '中位數的 95% 信賴區間',
  },
];

describe('the median latency with its 95% confidence interval', () => {
  it.each(languages)('is stated on the report with a tooltip saying what it means ($name)', async (lang) => {
    const { page, context, errors } = await open(`report/${reportId}`, lang.locale);
    const tile = await latencyTile(page);
    expect((await tile.innerText()).replace(/\s+/g, ' ')).toMatch(lang.median);
    expect(await tooltipOf(page)).toContain(lang.tip);
    // The Details state it again beside the samples.
    expect(await page.getByTestId('median-interval').count()).toBe(2);
    expect(errors).toEqual([]);
    await snap(page, `interval-report-${lang.name}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.mouse.move(0, 0);
    await snap(page, `interval-report-${lang.name}-narrow`);
    await context.close();
  });

  it('is in both of the report’s downloads: the report as the API answers it (JSON) and its figures (CSV)', async () => {
    const { page, context, errors } = await open(`report/${reportId}`);
    await latencyTile(page);
    const download = async (item: string) => {
      await page.getByRole('button', { name: 'Download' }).click();
      const [file] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('menuitem', { name: item }).click(),
      ]);
      return { name: file.suggestedFilename(), text: readFileSync((await file.path())!, 'utf8') };
    };
    const json = await download('Report (JSON)');
    expect(json.name).toMatch(new RegExp(`^netlens-report-\\d{4}-\\d{2}-\\d{2}-${reportId}\\.json$`));
    const answered = await (await fetch(`${server.url}api/ConnectivityTest/ReadReport/${reportId}`)).json();
    expect(JSON.parse(json.text)).toEqual(answered);
    expect(JSON.parse(json.text).latency).toMatchObject({
      median: 22.4,
      medianInterval: { lower: 16.3, upper: 27.5, confidence: 0.95 },
    });
    const csv = await download('Figures (CSV)');
    expect(csv.name).toMatch(/\.csv$/);
    const lines = csv.text.split('\r\n');
    expect(lines[0]).toBe('name,value,intervalLow,intervalHigh,unit');
    expect(lines).toContain('latency.median,22.4,16.3,27.5,ms');
    expect(lines).toContain('measuredLatencies.1,10.4,,,ms');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says "not enough samples" below six samples, never a false range', async () => {
    const { page, context } = await open(`report/${fewId}`);
    await page.getByText('Median 13.5 ms (not enough samples)').first().waitFor();
    expect(await page.getByTestId('median-interval').count()).toBe(0);
    await snap(page, 'interval-report-few');
    await context.close();
  });

  it('is stated for a test run in the browser, from its own samples', async () => {
    const context = await browser.newContext({
      locale: 'en-US',
      viewport: { width: 1280, height: 900 },
      geolocation: london,
      permissions: ['geolocation'],
    });
    const page = await context.newPage();
    await page.goto(server.url);
    await page.getByRole('radio', { name: 'Detect my location automatically' }).check();
    await page.getByRole('button', { name: 'Run test' }).click();
    await page.waitForURL(/\/report\/[A-Za-z0-9_-]{22}$/, { timeout: 60_000 });
    const tile = await latencyTile(page);
    expect(await tile.innerText()).toMatch(/Median \d+\.\d ms \(\d+\.\d–\d+\.\d ms\)/);
    await context.close();
  });

  it.each(languages)("is stated for each metro's median on the health page ($name)", async (lang) => {
    const { page, context, errors } = await open('status', lang.locale);
    const table = page.getByRole('table');
    await table.waitFor();
    const denver = table.getByRole('row').filter({ has: page.getByTestId('median-interval') });
    expect(await denver.count()).toBe(1);
    expect((await denver.innerText()).replace(/\s+/g, ' ')).toMatch(
      /150\.0 ?(ms|毫秒) ?[（(]140\.0.160\.0 ?(ms|毫秒)[）)]/,
    );
    expect(errors).toEqual([]);
    await snap(page, `interval-status-${lang.name}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await snap(page, `interval-status-${lang.name}-narrow`);
    await context.close();
  });
});
