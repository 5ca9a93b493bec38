import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, startServer, type RunningServer } from './harness.js';

describe('API documentation', () => {
  let browser: Browser;
  let server: RunningServer;
  beforeAll(async () => {
    [browser, server] = await Promise.all([launchBrowser(), startServer()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('renders the generated OpenAPI document at /api/docs under the CSP', async () => {
    const { page, context, consoleErrors } = await openPage(browser, `${server.url}api/docs`);
    await page.getByText('/api/AnonymousConnectivityTest/GetFrontendConfiguration').first().waitFor();
    expect(await page.getByText('/config/v1/{model}/{version}').count()).toBeGreaterThan(0);
    expect(consoleErrors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
    await context.close();
  });
});
