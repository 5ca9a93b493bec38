import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, snap, startServer, type RunningServer } from './harness.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const navNames = async (page: Page) =>
  (await nav(page).getByRole('link').allInnerTexts()).map((t) => t.split('\n')[0]!.trim());
const footerNames = (page: Page) => page.getByRole('contentinfo').getByRole('link').allInnerTexts();

describe('the shell on the multi-tenant cloud', () => {
  let server: RunningServer;
  const token = 'e2e-admin-token-0123456789';
  beforeAll(async () => {
    server = await startServer({ ADMIN_TOKEN: token });
  });
  afterAll(async () => server?.stop());

  it('shows navigation, header and footer by their rules, with no console errors', async () => {
    const { page, context, consoleErrors } = await openPage(browser, server.url);
    await page.getByRole('heading', { level: 1, name: 'Test your network connection' }).waitFor();
    expect(await navNames(page)).toEqual(['Network test', 'Health', 'FAQs', 'Community forum']);
    const faq = nav(page).getByRole('link', { name: /FAQs/ });
    expect(await faq.getAttribute('target')).toBe('_blank');
    expect(await faq.getAttribute('href')).toContain('learn.microsoft.com');
    expect(await footerNames(page)).toEqual([
      'Location service',
      'Network test',
      'Terms of use',
      'Map terms',
      'Privacy',
      'Consumer health privacy',
      'Trademarks',
      'Data sources',
    ]);
    await page.getByRole('contentinfo').getByText(`© ${new Date().getFullYear()}`).waitFor();
    expect(await page.title()).toBe('Network test - Network connectivity test');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(consoleErrors).toEqual([]);
    await snap(page, 'shell-en-wide');
    await context.close();
  });

  it('starts with the navigation collapsed under 1000 px and lets the visitor open it', async () => {
    const { page, context } = await openPage(browser, server.url, { width: 800 });
    const toggle = page.getByRole('button', { name: 'Show or hide navigation' });
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await nav(page).getByText('Community forum').waitFor();
    // Escape first dismisses the toggle's tooltip when it shows: the pointer leaves the toggle first.
    await page.mouse.move(700, 700);
    await page.getByRole('tooltip').waitFor({ state: 'hidden' });
    await page.keyboard.press('Escape');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await page.setViewportSize({ width: 390, height: 800 });
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await snap(page, 'shell-en-narrow');
    await context.close();
  });

  it('shows the start page with a wrong-route hint for an unknown path, and a way back', async () => {
    const { page, context } = await openPage(browser, `${server.url}no/such/page?x=1`);
    await page.getByText('The page you asked for does not exist').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Test your network connection' }).waitFor();
    await page.getByRole('link', { name: 'Go to the start page' }).click();
    await page.waitForURL(server.url);
    await page.getByText('The page you asked for does not exist').waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1, name: 'Test your network connection' }).waitFor();
    await context.close();
  });

  it('switches language with the picker, remembers it, and follows the browser language first', async () => {
    const { page, context } = await openPage(browser, server.url);
    await page.getByRole('button', { name: /^Language:/ }).click();
    await page.getByRole('menuitemradio', { name: '日本語' }).click();
    await page.getByRole('heading', { level: 1, name: 'ネットワーク接続をテストする' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('ja');
    expect(await page.title()).toBe('ネットワーク テスト - ネットワーク接続テスト');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'ネットワーク接続をテストする' }).waitFor();
    await snap(page, 'shell-ja-wide');
    await context.close();

    for (const [locale, lang, heading] of [
      ['zh-TW', 'zh-Hant', '測試您的網路連線'],
      ['zh-CN', 'zh-Hans', '测试你的网络连接'],
      ['fr-FR', 'en', 'Test your network connection'],
    ] as const) {
      const opened = await openPage(browser, server.url, { locale, width: 390 });
      await opened.page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await opened.page.locator('html').getAttribute('lang')).toBe(lang);
      await snap(opened.page, `shell-${lang}-narrow`);
      await opened.context.close();
    }
  });

  it('records the page view and the configuration log id on the server', async () => {
    const { page, context } = await openPage(browser, server.url);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await context.close(); // pagehide flushes the telemetry queue
    const read = async () =>
      (
        await fetch(`${server.origin}/api/admin/telemetry/summary`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).json();
    await expect
      .poll(async () => {
        const s = await read();
        return {
          page: s.pageViews.some((p: { page: string }) => p.page === '/'),
          m1: s.logs.some((l: { logId: string }) => l.logId === 'M00001'),
        };
      })
      .toEqual({ page: true, m1: true });
  });
});

describe('the GCC cloud', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ CLOUD_NAME: 'GCC' });
  });
  afterAll(async () => server?.stop());

  it('serves every page under /gcc and keeps links inside it', async () => {
    expect(server.url).toMatch(/\/gcc\/$/);
    const { page, context, consoleErrors } = await openPage(browser, `${server.origin}/`);
    await page.waitForURL(`${server.origin}/gcc/`);
    await page.getByRole('heading', { level: 1, name: 'Test your network connection' }).waitFor();
    await page.getByText('Government Community Cloud (GCC)').first().waitFor();
    expect(await nav(page).getByRole('link', { name: 'Network test' }).getAttribute('href')).toMatch(
      /^\/gcc\/?$/,
    );
    expect(await footerNames(page)).not.toContain('Consumer health privacy');
    await page.goto(`${server.origin}/gcc/unknown`);
    await page.getByRole('link', { name: 'Go to the start page' }).click();
    await page.waitForURL(/\/gcc\/?$/);
    expect(consoleErrors).toEqual([]);
    await snap(page, 'shell-gcc');
    await context.close();
  });
});

describe('the China cloud', () => {
  const records = { ICP_RECORD: '京ICP备12345678号', PSB_RECORD: '京公网安备11010502000000号' };

  it('shows the ICP and PSB records in production, without consumer health privacy', async () => {
    const server = await startServer({ CLOUD_NAME: 'China', ...records });
    try {
      const { page, context } = await openPage(browser, server.url, { locale: 'zh-CN' });
      const icp = page.getByRole('contentinfo').getByRole('link', { name: records.ICP_RECORD });
      await icp.waitFor();
      expect(await icp.getAttribute('href')).toBe('https://beian.miit.gov.cn/');
      const psb = page.getByRole('contentinfo').getByRole('link', { name: records.PSB_RECORD });
      expect(await psb.getAttribute('href')).toBe('https://beian.mps.gov.cn/');
      expect(await footerNames(page)).not.toContain('消费者健康隐私');
      await snap(page, 'shell-china');
      await context.close();
    } finally {
      await server.stop();
    }
  });

  it('leaves the records out outside production', async () => {
    const server = await startServer({ CLOUD_NAME: 'China', APP_ENV: 'staging', ...records });
    try {
      const { page, context } = await openPage(browser, server.url);
      await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).waitFor();
      expect(await page.getByText(records.ICP_RECORD).count()).toBe(0);
      await context.close();
    } finally {
      await server.stop();
    }
  });
});

describe('DisableAllFooterLinks', () => {
  it('hides every footer link and keeps the copyright', async () => {
    const server = await startServer({ UX_FEATURE_CONTROL: 'DisableAllFooterLinks' });
    try {
      const { page, context } = await openPage(browser, server.url);
      await page.getByRole('contentinfo').getByText(`© ${new Date().getFullYear()}`).waitFor();
      expect(await footerNames(page)).toEqual([]);
      await context.close();
    } finally {
      await server.stop();
    }
  });
});
