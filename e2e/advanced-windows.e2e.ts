// The Windows executable under Wine: it starts, prints its version and help, and joins a run of the
// report page, completing the tests that need no Windows tool (HTTP, WebSocket, DNS, media); the
// ones that do need one say what they fell back to. Needs Debian's wine64 (`npm test` installs it).
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { row, runBrowserTest } from './advanced-run.js';
import { launchBrowser, startServer } from './harness.js';
import { freeUdpPort } from '../apps/server/src/test/udp-port.js';

const wine = ['/usr/bin/wine64', '/usr/lib/wine/wine64'].find((p) => existsSync(p));
const work = mkdtempSync(join(tmpdir(), 'netlens-windows-e2e-'));
// A fresh Wine prefix, reporting Windows 10 (Node.js 20 refuses the default Windows 7).
const env = { ...process.env, WINEPREFIX: join(work, 'prefix'), WINEDEBUG: '-all' };

/**
 * Runs a Windows program under Wine to its end; its output goes through a file, since Node.js on
 * Wine cannot write to a pipe.
 */
function runUnderWine(args: string[], cwd: string): Promise<{ code: number; output: string }> {
  const log = join(cwd, `wine-${Date.now()}.log`);
  const fd = openSync(log, 'w');
  const child = spawn(wine!, args, { cwd, env, stdio: ['ignore', fd, fd] });
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      closeSync(fd);
      resolve({ code: code ?? -1, output: readFileSync(log, 'utf8') });
    }),
  );
}

let browser: Browser;
beforeAll(async () => {
  if (!wine) return;
  browser = await launchBrowser();
  execFileSync(wine, ['winecfg', '/v', 'win10'], { env, stdio: 'ignore' });
}, 180_000);
afterAll(async () => {
  await browser?.close();
  rmSync(work, { recursive: true, force: true });
});

describe.runIf(wine)('the Windows executable under Wine', () => {
  it('prints its version and help, and joins the report page’s run', async () => {
    const dnsPort = await freeUdpPort();
    const server = await startServer({
      TRUST_PROXY: 'true',
      MEDIA_RELAY_PORT: String(await freeUdpPort()),
      MEDIA_RELAY_HOST: '127.0.0.1',
      DNS_ZONE: 'probe.netlens.test',
      DNS_RESPONDER_PORT: String(dnsPort),
      DNS_RESPONDER_HOST: '127.0.0.1',
    });
    try {
      const { page, context } = await runBrowserTest(browser, server);
      await page.getByRole('combobox', { name: 'Your system' }).selectOption('windows-x64');
      const link = page.getByRole('link', { name: 'Download for Windows (x64)' });
      await link.waitFor({ timeout: 300_000 });
      const file = await page.request.get(
        new URL((await link.getAttribute('href'))!, server.origin).toString(),
      );
      expect(file.status()).toBe(200);
      const body = await file.body();
      expect(createHash('sha256').update(body).digest('hex')).toBe(
        await page.getByTestId('client-sha256').innerText(),
      );
      expect(body.subarray(0, 2).toString('latin1')).toBe('MZ');
      const dir = mkdtempSync(join(work, 'client-'));
      writeFileSync(join(dir, 'netlens-advanced.exe'), body);

      const command = await page.getByTestId('client-command').innerText();
      expect(command).toMatch(
        /^Invoke-WebRequest -Uri '[^']+\?platform=windows-x64&sha256=[0-9a-f]{64}' -OutFile netlens-advanced\.exe; \.\\netlens-advanced\.exe --server '/,
      );
      await page.getByRole('tab', { name: 'Command Prompt' }).click();
      expect(await page.getByTestId('client-command').innerText()).toMatch(
        /^curl -fsSLo netlens-advanced\.exe "[^"]+" && netlens-advanced\.exe --server "/,
      );
      const [, runId, token] = /--run '([^']+)' --token '([^']+)'/.exec(command) ?? [];

      const version = await runUnderWine(['netlens-advanced.exe', '--version'], dir);
      expect(version).toEqual({ code: 0, output: '1.0.0\n' });
      const help = await runUnderWine(['netlens-advanced.exe', '--help'], dir);
      expect(help.code).toBe(0);
      expect(help.output).toMatch(/^Usage: netlens-advanced \[options\]/);

      const run = await runUnderWine(
        [
          'netlens-advanced.exe',
          ...['--server', server.url, '--run', runId!, '--token', token!, '--accept-eula'],
          ...['--media-seconds', '3', '--download-bytes', '2000000', '--dns-server', `127.0.0.1:${dnsPort}`],
        ],
        dir,
      );
      await page.getByText('Advanced test finished').waitFor({ timeout: 120_000 });
      expect(run.code, run.output).toBeLessThan(2);
      for (const test of ['connectivity', 'skype', 'websocket', 'dnsResolverIdentification', 'bufferBloat']) {
        expect(run.output, test).toMatch(new RegExp(`\\] ${test}: (ok|done|insight) `));
      }
      expect(run.output).not.toMatch(/: failed/);
      expect(run.output).toMatch(/traceroute: done .*tracert is not installed/);
      expect(await row(page, 'Meetings media').innerText()).toMatch(
        /Loss 0% \(0% – [\d.]+%\), round trip [\d.]+ ms/,
      );
      expect(await row(page, 'WebSocket').innerText()).toMatch(/Connected in/);
      expect(await row(page, 'DNS recursive resolver').innerText()).toMatch(/127\.0\.0\.1/);
      await context.close();
    } finally {
      await server.stop();
    }
  }, 600_000);
});
