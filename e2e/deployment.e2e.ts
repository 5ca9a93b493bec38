// Several instances as users deploy them (deploy/compose.yaml, with plain processes): nginx with
// the repository's configuration in front of two instances on one PostgreSQL database and one
// Redis. The browser and the advanced client go through nginx and land on different instances;
// then the faults: an instance killed mid-run, PostgreSQL and Redis cut off and back.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillSignIn, signedIn } from './accounts.js';
import { row, runBrowserTest, runShownCommand } from './advanced-run.js';
import { launchBrowser, type RunningServer } from './harness.js';
import { hubUpstreams, servicesReachable, startTopology, type Topology } from './topology.js';

const RATE_LIMIT = 20; // ENDPOINT_LIST_RATE_LIMIT of both instances
const GENERATE = 'api/AnonymousConnectivityTest/GenerateTestReport';
const FORM = 'latitude=51.5&longitude=-0.12&city=London&measuredLatency=12&measuredLatencies=12,13';

let browser: Browser;
let t: Topology;
let front: RunningServer; // the product as the browser and the client reach it: through nginx
const work = mkdtempSync(join(tmpdir(), 'netlens-deploy-e2e-'));

const direct = (i: 0 | 1): RunningServer => t.instances[i].server!;
const ports = () => t.instances.map((i) => String(i.port));
const reportId = (url: string) => url.split('/report/')[1]!;
/** A client address of its own: rate-limit counters in Redis outlive a test run. */
const freshIp = () =>
  `2001:db8:${[0, 0, 0].map(() => Math.floor(Math.random() * 0xffff).toString(16)).join(':')}::1`;

/** A browser-style network test posted to `base`, timed. */
async function generate(base: string, ip = '81.2.69.142') {
  const started = performance.now();
  const res = await fetch(base + GENERATE, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
    body: FORM,
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), ms: performance.now() - started };
}

/** Calls of the rate-limited public endpoint list on instance `i` from `ip`; how many got 429. */
async function limited(i: 0 | 1, ip: string, calls: number): Promise<{ refused: number; remaining: number }> {
  let refused = 0;
  let remaining = Number.NaN;
  for (let n = 0; n < calls; n++) {
    const res = await fetch(
      `${direct(i).url}endpoints-service/version?ClientRequestId=${crypto.randomUUID()}`,
      {
        headers: { 'x-forwarded-for': ip },
      },
    );
    await res.arrayBuffer();
    if (res.status === 429) refused++;
    remaining = Number(res.headers.get('x-ratelimit-remaining'));
  }
  return { refused, remaining };
}

/** A live advanced run: the page at `pageServer`, the shown command pointed at `clientOrigin`. */
async function liveRun(pageServer: RunningServer, clientOrigin: string, tests: string) {
  const { page, context, errors } = await runBrowserTest(browser, pageServer);
  const shown = await page.getByTestId('client-command').innerText();
  const command = shown.split(pageServer.origin).join(clientOrigin);
  const client = runShownCommand(work, command, `--accept-eula --media-seconds 2 --testlist ${tests}`);
  // The command quotes each argument for its shell.
  const runId = /--run '?([0-9a-f-]{36})/.exec(shown)?.[1];
  if (!runId) throw new Error(`no run id in the shown command: ${shown}`);
  return { page, context, errors, client, report: reportId(page.url()), runId };
}

describe.runIf(await servicesReachable())('several instances behind nginx', () => {
  beforeAll(async () => {
    browser = await launchBrowser();
    t = await startTopology({ ENDPOINT_LIST_RATE_LIMIT: String(RATE_LIMIT) });
    front = { url: t.nginx.url, origin: t.nginx.origin, stop: async () => undefined };
    t.admin(['create-org', '--name', 'Contoso', '--tenant', 'contoso']);
    for (const [username, name] of [
      ['olivia', 'Olivia Owner'],
      ['carl', 'Carl Colleague'],
    ] as const) {
      t.admin([
        'create-user',
        ...['--tenant', 'contoso', '--username', username, '--name', name],
        ...['--email', `${username}@contoso.example`],
      ]);
    }
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
    rmSync(work, { recursive: true, force: true });
  });

  it('runs the network test, signs in and shares a report through nginx, across both instances', async () => {
    const from = t.nginx.accessLog().length;
    const owner = await runBrowserTest(browser, front);
    await owner.page.getByRole('button', { name: 'Sign in' }).last().click();
    await fillSignIn(owner.page, 'olivia');
    await owner.page.getByText('The report is saved to your history.').waitFor();
    const link = owner.page.url();

    await owner.page.getByRole('button', { name: 'Share' }).click();
    const dialog = owner.page.getByRole('dialog', { name: 'Share report' });
    await dialog.getByRole('combobox').pressSequentially('Car', { delay: 40 });
    await owner.page.getByRole('option', { name: /Carl Colleague/ }).click();
    await dialog.getByRole('button', { name: 'Share', exact: true }).click();
    await dialog.getByRole('listitem').filter({ hasText: 'carl@contoso.example' }).waitFor();

    const colleague = await signedIn(browser, front.url, 'carl');
    await colleague.goto(`${front.url}reports`);
    await colleague.getByRole('tab', { name: 'Shared with me' }).click();
    await colleague.getByRole('cell', { name: 'Olivia Owner' }).waitFor();
    await colleague.goto(link);
    await colleague.getByRole('heading', { level: 1, name: 'Network connectivity report' }).waitFor();

    // The calls were spread over both instances, and the address behind nginx was the client's.
    const served = new Set(
      t.nginx
        .accessLog()
        .slice(from)
        .filter((e) => e.uri.includes('/api/'))
        .map((e) => e.upstream.split(':').at(-1)),
    );
    expect([...served].sort()).toEqual(ports().sort());
    const [stored] = await t.query<{ user_id: string | null; egress_city: string }>(
      'select user_id, egress_city from reports where id = $1',
      [reportId(link)],
    );
    // The egress was located from the browser's address nginx forwarded, not nginx's own.
    expect(stored).toMatchObject({ user_id: expect.any(String), egress_city: expect.stringMatching(/\w/) });
    expect(owner.errors).toEqual([]);
    await owner.context.close();
    await colleague.context().close();
  }, 120_000);

  it('runs the advanced test with the page on one instance and the client on the other', async () => {
    // nginx spreads new WebSocket connections round robin; other connections in between can put
    // both on one instance, so a run is repeated (at most 4 times) until they landed apart.
    for (let attempt = 1; ; attempt++) {
      const run = await liveRun(front, front.origin, 'skype,websocket,congestion');
      await run.page.getByText('Advanced test finished').waitFor({ timeout: 60_000 });
      expect(await run.client.done, run.client.output()).toBeLessThan(3);
      expect(await row(run.page, 'Meetings media').innerText()).toMatch(/Loss 0%/);
      expect(await row(run.page, 'WebSocket').innerText()).toMatch(/Connected in/);
      expect(run.errors).toEqual([]);
      await run.context.close();
      // A WebSocket connection is logged when it closes.
      await expect
        .poll(() => hubUpstreams(t.nginx, run.runId).page.length, { timeout: 5000 })
        .toBeGreaterThan(0);
      const { page, client } = hubUpstreams(t.nginx, run.runId);
      expect(client).toHaveLength(1);
      expect(ports()).toContain(page[0]);
      expect(ports()).toContain(client[0]);
      if (page.every((p) => p !== client[0])) break;
      expect(attempt, 'the page and the client always landed on the same instance').toBeLessThan(4);
    }
  }, 240_000);

  it('finishes a run when an instance is killed mid-run, every result stored once', async () => {
    const run = await liveRun(front, front.origin, 'websocket,congestion,skype');
    await run.page.getByText(/results received/).waitFor({ timeout: 30_000 });
    const killedAt = performance.now();
    await t.stopInstance(0, 'SIGKILL'); // the page or the client was on it
    let finishedMs: number;
    try {
      await run.page.getByText('Advanced test finished').waitFor({ timeout: 90_000 });
      finishedMs = performance.now() - killedAt;
    } finally {
      await t.startInstance(0);
    }
    expect(await run.client.done, run.client.output()).toBeLessThan(3);
    expect(await row(run.page, 'WebSocket').innerText()).toMatch(/Connected in/);
    expect(await row(run.page, 'Latency variation').innerText()).toMatch(/samples/);
    await run.context.close();
    const reports = await t.query<Record<string, string | null>>(
      'select skype, web_socket, congestion from reports where id = $1',
      [run.report],
    );
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({
      skype: expect.any(String),
      web_socket: expect.any(String),
      congestion: expect.any(String),
    });
    const runs = await t.query<{ status: string }>('select status from live_runs where report_id = $1', [
      run.report,
    ]);
    expect(runs).toHaveLength(1);
    expect(runs[0]!.status).toBe('Finished');
    const logged = () => Object.values(hubUpstreams(t.nginx, run.runId)).flat().length;
    await expect.poll(logged, { timeout: 5000 }).toBeGreaterThanOrEqual(3);
    const { page, client } = hubUpstreams(t.nginx, run.runId);
    console.log(
      `instance killed mid-run: the run finished ${(finishedMs / 1000).toFixed(1)} s later; ` +
        `page connections on ${page.join(', ')}, client connections on ${client.join(', ')}`,
    );
    // The side that was on the killed instance came back through nginx on the other one.
    const survivor = String(t.instances[1].port);
    expect([page.at(-1), client.at(-1)]).toEqual([survivor, survivor]);
    expect(Math.max(page.length, client.length)).toBe(2);
  }, 180_000);

  it('answers 503 with Retry-After while PostgreSQL is unreachable for 30 s, and recovers without a restart', async () => {
    const before = await t.query<{ n: string }>('select count(*) as n from reports');
    t.pgLink.cut(true);
    const cutAt = performance.now();
    const answers: { what: string; status: number; retryAfter: string | null; ms: number }[] = [];
    while (performance.now() - cutAt < 30_000) {
      const ready = await Promise.all(
        [front, direct(0), direct(1)].map(async (s, i) => {
          const started = performance.now();
          const res = await fetch(`${s.url}readyz`);
          await res.arrayBuffer();
          return {
            what: `readyz ${['nginx', 'instance 1', 'instance 2'][i]}`,
            status: res.status,
            retryAfter: res.headers.get('retry-after'),
            ms: performance.now() - started,
          };
        }),
      );
      answers.push(...ready, { what: 'GenerateTestReport', ...(await generate(front.url)) });
      await new Promise((r) => setTimeout(r, 1000));
    }
    t.pgLink.cut(false);
    const restoredAt = performance.now();
    for (const a of answers) {
      expect(a, JSON.stringify(a)).toMatchObject({ status: 503, retryAfter: '5' });
      expect(a.ms, JSON.stringify(a)).toBeLessThan(5000);
    }
    // Nothing was stored while it was down.
    const during = await t.query<{ n: string }>('select count(*) as n from reports');
    expect(during[0]!.n).toBe(before[0]!.n);

    let recoveredMs = Number.NaN;
    while (performance.now() - restoredAt < 20_000) {
      const states = await Promise.all(
        [0, 1].map(async (i) => (await fetch(`${direct(i as 0 | 1).url}readyz`)).status),
      );
      if (states.every((s) => s === 200)) {
        recoveredMs = performance.now() - restoredAt;
        break;
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(recoveredMs).toBeLessThan(20_000);
    const after = await generate(front.url);
    expect(after.status).toBe(200);
    const ms = answers.map((a) => a.ms).sort((a, b) => a - b);
    console.log(
      `PostgreSQL cut for 30 s: ${answers.length} calls, all 503 with Retry-After: 5, ` +
        `answered in ${ms[0]!.toFixed(0)}–${ms.at(-1)!.toFixed(0)} ms; both instances ready again ` +
        `${recoveredMs.toFixed(0)} ms after it returned`,
    );
  });

  it('counts rate limits per instance and delivers live events within an instance while Redis is unreachable', async () => {
    // Shared: 15 + 15 calls from one address over both instances pass the limit of 20.
    const first = freshIp();
    const sharedA = await limited(0, first, 15);
    const sharedB = await limited(1, first, 15);
    expect(sharedA.refused + sharedB.refused).toBe(30 - RATE_LIMIT);

    t.redisLink.cut(true);
    const cutAt = performance.now();
    const second = freshIp();
    const localA = await limited(0, second, 15);
    const localB = await limited(1, second, 15);
    expect(localA.refused + localB.refused).toBe(0);
    const beyond = await limited(0, second, 10);
    expect(beyond.refused).toBe(25 - RATE_LIMIT);
    const fallbackMs = performance.now() - cutAt;

    // The live channel still delivers the client's results to a page on the same instance.
    const run = await liveRun(direct(0), direct(0).origin, 'websocket,congestion');
    await run.page.getByText('Advanced test finished').waitFor({ timeout: 60_000 });
    expect(await run.client.done, run.client.output()).toBeLessThan(3);
    expect(await row(run.page, 'WebSocket').innerText()).toMatch(/Connected in/);
    await run.context.close();

    t.redisLink.cut(false);
    const restoredAt = performance.now();
    let recoveredMs = Number.NaN;
    for (let n = 0; performance.now() - restoredAt < 20_000; n++) {
      const ip = freshIp();
      await limited(0, ip, 1);
      if ((await limited(1, ip, 1)).remaining === RATE_LIMIT - 2) {
        recoveredMs = performance.now() - restoredAt;
        break;
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(recoveredMs).toBeLessThan(20_000);

    // Back across instances: the page on one, the client on the other.
    const across = await liveRun(direct(0), direct(1).origin, 'websocket,congestion');
    await across.page.getByText('Advanced test finished').waitFor({ timeout: 60_000 });
    expect(await across.client.done, across.client.output()).toBeLessThan(3);
    await across.context.close();
    console.log(
      `Redis cut: rate limits counted per instance at once (${fallbackMs.toFixed(0)} ms for 55 calls), ` +
        `a live run on one instance finished; shared counting back ${recoveredMs.toFixed(0)} ms after Redis returned`,
    );
  }, 180_000);
});
