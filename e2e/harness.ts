import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const serverMain = join(root, 'apps/server/dist/main.js');
const adminMain = join(root, 'apps/server/dist/admin.js');
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** A TCP port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  /** Origin plus the cloud's prefix and a trailing slash, e.g. http://127.0.0.1:1234/gcc/ */
  url: string;
  origin: string;
  /** Stops the process (SIGTERM: a graceful shutdown; SIGKILL: killed at once) and removes its files. */
  stop: (signal?: NodeJS.Signals) => Promise<void>;
}

/** Starts the built product in its own process on a fresh SQLite file, with extra settings. */
export async function startServer(
  env: Record<string, string> = {},
  opts: { port?: number } = {},
): Promise<RunningServer> {
  if (!existsSync(serverMain)) throw new Error('The product is not built: run "npm run build" first.');
  const dir = mkdtempSync(join(tmpdir(), 'netlens-e2e-'));
  const port = opts.port ?? (await freePort());
  const child: ChildProcess = spawn(process.execPath, [serverMain], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${join(dir, 'e2e.db')}`,
      LOG_LEVEL: 'warn',
      // The organisation of the tests' staff (leadership, Domain Lens); a test may name others.
      STAFF_TENANTS: 'contoso',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start:\n${output}`));
    }, 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const m = output.match(/Open (http:\/\/\S+)/);
      if (m?.[1]) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)));
  });
  const origin = new URL(url).origin;
  return {
    url: url.replace('localhost', '127.0.0.1'),
    origin: origin.replace('localhost', '127.0.0.1'),
    stop: async (signal = 'SIGTERM') => {
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs the admin command (`npm run admin -- …`, as built: dist/admin.js) with extra settings
 * (DATABASE_URL…); throws with its output when it fails, else answers what it printed.
 */
export function admin(args: string[], env: Record<string, string>, timeoutMs = 30_000): string {
  if (!existsSync(adminMain)) throw new Error('The product is not built: run "npm run build" first.');
  const res = spawnSync(process.execPath, [adminMain, ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: timeoutMs,
  });
  if (res.status !== 0) throw new Error(`admin ${args.join(' ')} failed: ${res.stderr}${res.stdout}`);
  return res.stdout;
}

/** The flags this machine needs: no sandbox (root), no GPU, and no calls home it cannot make. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

/** Debian's Chromium, headless, with the flags this machine needs. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumFlags });
}

/** A fresh browser context with a language and window size of a person's choosing; console errors are collected. */
export async function openPage(
  browser: Browser,
  url: string,
  opts: { locale?: string; width?: number; height?: number } = {},
): Promise<{ context: BrowserContext; page: Page; consoleErrors: string[] }> {
  const context = await browser.newContext({
    locale: opts.locale ?? 'en-US',
    viewport: { width: opts.width ?? 1280, height: opts.height ?? 800 },
  });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  });
  page.on('pageerror', (err) => consoleErrors.push(err.message));
  await page.goto(url);
  return { context, page, consoleErrors };
}

/** Saves a screenshot under e2e/screenshots when SCREENSHOTS=1 (for looking at the pages). */
export async function snap(page: Page, name: string): Promise<void> {
  if (process.env.SCREENSHOTS !== '1') return;
  const dir = join(root, 'e2e/screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}
