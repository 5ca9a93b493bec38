// Helpers of the advanced test's end-to-end tests: a report made in the browser, the command the
// page shows run as a person would run it, and a PATH without some of the OS's tools.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, symlinkSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { RunningServer } from './harness.js';

export const egressIp = '81.2.69.142';
const london = { latitude: 51.5074, longitude: -0.1278 };

/** Runs the browser test and returns the report page, waiting in the advanced test's first phase. */
export async function runBrowserTest(
  browser: Browser,
  server: RunningServer,
  locale = 'en-US',
  width = 1280,
) {
  const context = await browser.newContext({
    locale,
    viewport: { width, height: 900 },
    extraHTTPHeaders: { 'x-forwarded-for': egressIp },
    geolocation: london,
    permissions: ['geolocation'],
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(server.url);
  await page.getByRole('radio', { name: /automatically|自動/ }).check();
  await page.getByRole('button', { name: /Run test|テストを実行/ }).click();
  await page.waitForURL(/\/report\/[A-Za-z0-9_-]{22}$/, { timeout: 45_000 });
  // The first request for a platform's executable builds it (kept for every later run).
  await page.getByTestId('client-command').waitFor({ timeout: 180_000 });
  return { context, page, errors };
}

/** Runs the exact command the page shows (plus unattended flags) in a fresh folder under `work`. */
export function runShownCommand(
  work: string,
  command: string,
  extra: string,
  env: Record<string, string> = {},
) {
  const dir = mkdtempSync(join(work, 'client-'));
  const child = spawn('sh', ['-c', `${command} ${extra}`], {
    cwd: dir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const done = new Promise<number>((resolve) => child.once('exit', (code) => resolve(code ?? -1)));
  return { dir, done, output: () => output };
}

/** A row of the report's Details by its label. */
export const row = (page: Page, name: string) => page.getByRole('row', { name: new RegExp(name) });

/**
 * A PATH of one folder (made under `work`) linking every program the current PATH finds except
 * `hidden`, as on a machine where those are not installed.
 */
export function pathWithout(work: string, hidden: readonly string[]): string {
  const dir = mkdtempSync(join(work, 'path-'));
  for (const folder of (process.env.PATH ?? '').split(delimiter)) {
    let names: string[];
    try {
      names = readdirSync(folder);
    } catch {
      continue;
    }
    for (const name of names) {
      if (hidden.includes(name) || existsSync(join(dir, name))) continue;
      symlinkSync(join(folder, name), join(dir, name));
    }
  }
  return dir;
}
