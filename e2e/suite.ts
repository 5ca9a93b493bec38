import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startSmtp, type TestSmtp } from '../apps/server/src/test/smtp-fixtures.js';
import { signedIn } from './accounts.js';
import { launchBrowser, startServer, type RunningServer } from './harness.js';

/** A file's browser and server, and an SMTP server when asked for, all started before its tests. */
export interface Suite {
  browser: Browser;
  server: RunningServer;
  /** Started only with `smtp: true`. */
  smtp: TestSmtp;
  /** A new page of the server signed in as `username` from the header's Sign in button. */
  signedIn: (username: string, opts?: { locale?: string; width?: number }) => Promise<Page>;
}

/**
 * Starts Chromium and the product (with the settings `env` answers, given the SMTP server) before
 * the file's tests, then runs `ready`; stops them after the tests.
 */
export function browserAndServer(
  env: (smtp: TestSmtp) => Record<string, string> | Promise<Record<string, string>>,
  opts: { smtp?: boolean; timeoutMs?: number; ready?: () => Promise<void> } = {},
): Suite {
  const suite = {
    signedIn: (username: string, o = {}) => signedIn(suite.browser, suite.server.url, username, o),
  } as Suite;
  beforeAll(async () => {
    if (opts.smtp) suite.smtp = await startSmtp();
    const settings = await env(suite.smtp);
    [suite.browser, suite.server] = await Promise.all([launchBrowser(), startServer(settings)]);
    await opts.ready?.();
  }, opts.timeoutMs ?? 120_000);
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
    await suite.smtp?.close();
  });
  return suite;
}
