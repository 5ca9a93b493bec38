// The advanced test as a new user meets it: the product started on its embedded defaults (no
// MEDIA_RELAY_PORT, no DNS_ZONE), a report made in the browser, and the command the page shows
// run as shown. Every test runs and none fails on a sound network: the meetings media test calls
// the default relay, the DNS resolver test says it is not available on this server, and the path
// test answers with and without the OS's traceroute.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathWithout, row, runBrowserTest, runShownCommand } from './advanced-run.js';
import { expectAccessible } from './axe.js';
import { launchBrowser, snap, startServer, type RunningServer } from './harness.js';

let browser: Browser;
let server: RunningServer;
const work = mkdtempSync(join(tmpdir(), 'netlens-defaults-e2e-'));
beforeAll(async () => {
  browser = await launchBrowser();
  server = await startServer();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(work, { recursive: true, force: true });
});

const tracerouteInstalled = (process.env.PATH ?? '')
  .split(delimiter)
  .some((folder) => existsSync(join(folder, 'traceroute')));

interface Summary {
  exitCode: number;
  tests: { test: string; verdict: string; result: Record<string, unknown> | null; note: string | null }[];
}

/** A report in the browser, then its command run to the end; the page, the output and the results file. */
async function advancedTest(env: Record<string, string> = {}) {
  const { page, context, errors } = await runBrowserTest(browser, server);
  await page.getByRole('combobox', { name: 'Your system' }).selectOption('linux-x64');
  const command = await page.getByTestId('client-command').innerText();
  const client = runShownCommand(
    work,
    command,
    '--accept-eula --media-seconds 3 --download-bytes 3000000',
    env,
  );
  await page.getByText('Advanced test finished').waitFor({ timeout: 120_000 });
  const code = await client.done;
  const [file] = readdirSync(join(client.dir, 'TestResults'));
  const summary = JSON.parse(readFileSync(join(client.dir, 'TestResults', file!), 'utf8')) as Summary;
  const byName = Object.fromEntries(summary.tests.map((t) => [t.test, t]));
  return { page, context, errors, code, output: client.output(), summary, byName };
}

describe('the advanced test on the default configuration', () => {
  it('runs the media relay by default and has no DNS zone', async () => {
    const plan = await (await fetch(`${server.url}api/LiveTest/Plan`)).json();
    expect(plan.mediaRelay).toEqual({ host: '127.0.0.1', port: expect.any(Number) });
    expect(plan.dnsZone).toBeNull();
  });

  it('runs all twelve tests from the copied command with no failure', async () => {
    const run = await advancedTest();
    const { page, output, summary, byName } = run;
    expect(run.code, output).toBeLessThan(2);
    expect(summary.exitCode).toBe(run.code);
    expect(summary.tests).toHaveLength(12);
    expect(output).not.toMatch(/FAILED/);
    expect(summary.tests.filter((t) => t.verdict === 'failed')).toEqual([]);

    expect(byName.skype).toMatchObject({ verdict: 'favourable', result: { udpBlocked: false } });
    expect(byName.dnsResolverIdentification).toMatchObject({
      verdict: 'notAvailable',
      result: { notAvailable: { needs: 'DNS_ZONE' } },
    });
    expect(byName.dnsResolverIdentification!.note).toMatch(/not available on this server.*DNS_ZONE/);
    expect(output).toMatch(/dnsResolverIdentification: not available .* — not available on this server/);

    expect(await row(page, 'Meetings media').innerText()).toMatch(
      /Loss 0% \(0% – [\d.]+%\), round trip [\d.]+ ms \([\d.]+(–[\d.]+)? ms\), jitter [\d.]+ ms \(/,
    );
    expect(await row(page, 'DNS recursive resolver').innerText()).toMatch(
      /Not available on this server\. Its administrator can offer it with the DNS_ZONE setting\./,
    );
    if (tracerouteInstalled) {
      expect(byName.traceroute!.result).not.toHaveProperty('missingTool');
      expect(await row(page, 'Network path').innerText()).toMatch(/To 127\.0\.0\.1: 127\.0\.0\.1/);
    }
    await snap(page, 'advanced-defaults-en');
    await expectAccessible(page, 'report with the advanced results on the default configuration');
    expect(run.errors).toEqual([]);
    await run.context.close();
  }, 180_000);

  it('answers the path test without traceroute, and says how to get the hop list', async () => {
    const run = await advancedTest({ PATH: pathWithout(work, ['traceroute', 'tracert']) });
    const { page, output, summary, byName } = run;
    expect(run.code, output).toBeLessThan(2);
    expect(summary.tests).toHaveLength(12);
    expect(output).not.toMatch(/FAILED/);
    expect(byName.traceroute).toMatchObject({
      verdict: 'info',
      result: {
        targets: [{ host: '127.0.0.1', hops: [], estimate: { hopCount: 1, connectMs: expect.any(Number) } }],
        missingTool: { name: 'traceroute', os: 'linux' },
      },
    });
    expect(output).toMatch(/traceroute: done .* — traceroute is not installed: .*install traceroute/);
    const path = await row(page, 'Network path').innerText();
    expect(path).toMatch(/127\.0\.0\.1: hop count 1 \(no hop list\)/);
    expect(path).toMatch(/TCP connection to port \d+ in [\d.]+ ms/);
    expect(path).toMatch(/For the full hop list, install traceroute/);
    await snap(page, 'advanced-defaults-no-traceroute-en');
    await run.context.close();
  }, 180_000);
});
