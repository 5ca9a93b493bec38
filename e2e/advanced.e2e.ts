import { execFileSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect as netConnect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededDatabase } from './accounts.js';
import {
  pathWithout,
  runBrowserTest as browserTest,
  row,
  runShownCommand as shownCommand,
} from './advanced-run.js';
import { freePort, launchBrowser, snap, startServer, type RunningServer } from './harness.js';
import { freeUdpPort } from '../apps/server/src/test/udp-port.js';
import { canMakeTestHosts, makeTestHosts, type TestHosts } from './test-hosts.js';
import { hasOpenssl } from './openssl.js';

const ZONE = 'probe.netlens.test';
const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * An endpoint list in the public format: required Optimize and Default sets with FQDNs, a wildcard,
 * an optional set and an IP-only set (the last three are not probed).
 */
const PUBLISHED = [
  {
    id: 1,
    serviceArea: 'Exchange',
    serviceAreaDisplayName: 'Exchange Online',
    urls: ['outlook.netlens.test', '*.outlook.netlens.test'],
    tcpPorts: '80,443',
    expressRoute: true,
    category: 'Optimize',
    required: true,
  },
  {
    id: 2,
    serviceArea: 'Common',
    serviceAreaDisplayName: 'Microsoft 365 Common',
    urls: ['www.netlens.test'],
    tcpPorts: '443',
    expressRoute: false,
    category: 'Default',
    required: true,
  },
  {
    id: 3,
    serviceArea: 'Common',
    serviceAreaDisplayName: 'Microsoft 365 Common',
    urls: ['optional.netlens.test'],
    tcpPorts: '443',
    expressRoute: false,
    category: 'Allow',
    required: false,
    notes: 'Optional',
  },
  {
    id: 4,
    serviceArea: 'Skype',
    serviceAreaDisplayName: 'Teams',
    ips: ['10.201.2.0/24'],
    udpPorts: '3478-3481',
    expressRoute: true,
    category: 'Optimize',
    required: true,
  },
];

let browser: Browser;
const work = mkdtempSync(join(tmpdir(), 'netlens-advanced-e2e-'));
afterAll(async () => {
  await browser?.close();
  rmSync(work, { recursive: true, force: true });
});
beforeAll(async () => {
  browser = await launchBrowser();
});

async function advancedServer(extra: Record<string, string> = {}, port?: number) {
  const dnsPort = await freeUdpPort();
  const env = {
    TRUST_PROXY: 'true',
    MEDIA_RELAY_PORT: String(await freeUdpPort()),
    MEDIA_RELAY_HOST: '127.0.0.1',
    DNS_ZONE: ZONE,
    DNS_RESPONDER_PORT: String(dnsPort),
    DNS_RESPONDER_HOST: '127.0.0.1',
    ...extra,
  };
  return { server: await startServer(env, port ? { port } : {}), dnsPort, env };
}

const runBrowserTest = (server: RunningServer, locale?: string, width?: number) =>
  browserTest(browser, server, locale, width);
const runShownCommand = (command: string, extra: string) => shownCommand(work, command, extra);

/** A database whose Worldwide instance has PUBLISHED as its first version (the admin import). */
function publishedDatabase(): string {
  const file = join(mkdtempSync(join(work, 'list-')), 'endpoints.json');
  writeFileSync(file, JSON.stringify(PUBLISHED));
  return seededDatabase([['import-endpoints', '--instance', 'Worldwide', '--file', file]]);
}

describe('the advanced test', () => {
  it('shows the command, runs the real client, and fills every row in live', async () => {
    const { server, dnsPort } = await advancedServer();
    try {
      const { page, context, errors } = await runBrowserTest(server);
      await page.getByRole('heading', { name: 'Run the advanced test' }).waitFor();
      await page.getByRole('combobox', { name: 'Your system' }).selectOption('linux-x64');
      const link = page.getByRole('link', { name: 'Download for Linux (x64)' });
      const download = await link.getAttribute('href');
      expect(download).toMatch(/\/api\/LiveTest\/client\?platform=linux-x64&sha256=[0-9a-f]{64}$/);
      const file = await page.request.get(new URL(download!, server.origin).toString());
      expect(file.status()).toBe(200);
      expect(file.headers()['content-disposition']).toBe('attachment; filename="netlens-advanced"');
      expect(file.headers()['cache-control']).toContain('immutable');
      const body = await file.body();
      // The hash the page shows is the file's, and the file is an executable, not the script.
      const shownHash = await page.getByTestId('client-sha256').innerText();
      expect(createHash('sha256').update(body).digest('hex')).toBe(shownHash);
      expect(body.subarray(0, 4).toString('latin1')).toBe('\x7fELF');
      expect(await page.getByTestId('client-file').innerText()).toBe(
        `netlens-advanced, ${(body.length / 1e6).toFixed(1)} MB`,
      );
      await snap(page, 'advanced-waiting-en');
      expect(await row(page, 'Meetings media').innerText()).toMatch(/Runs with the advanced test/);

      const command = await page.getByTestId('client-command').innerText();
      expect(command).toMatch(
        /^curl -fsSLo netlens-advanced '[^']+\?platform=linux-x64&sha256=[0-9a-f]{64}' && chmod \+x netlens-advanced && \.\/netlens-advanced --server /,
      );
      await page.getByRole('button', { name: 'Copy command' }).click();
      // Run as on a machine without Node.js.
      const client = shownCommand(
        work,
        command,
        `--accept-eula --media-seconds 3 --download-bytes 3000000 --dns-server 127.0.0.1:${dnsPort}`,
        { PATH: pathWithout(work, ['node']) },
      );
      await page.getByText(/results received/).waitFor({ timeout: 20_000 });
      await snap(page, 'advanced-running-en');
      await page.getByText('Advanced test finished').waitFor({ timeout: 90_000 });
      const code = await client.done;
      expect([0, 1, 2]).toContain(code);
      expect(client.output()).toMatch(/\[ 1\/12\] connectivity/);

      expect(await row(page, 'Meetings media').innerText()).toMatch(
        /Loss 0% \(0% – [\d.]+%\), round trip [\d.]+ ms \([\d.]+(–[\d.]+)? ms\), jitter [\d.]+ ms \(/,
      );
      expect(await row(page, 'Service connectivity').innerText()).toMatch(/Every endpoint check succeeded/);
      expect(await row(page, 'DNS recursive resolver').innerText()).toMatch(/127\.0\.0\.1/);
      expect(await row(page, 'Download speed').innerText()).toMatch(/MB\/s/);
      expect(await row(page, 'WebSocket').innerText()).toMatch(/Connected in/);
      expect(await row(page, 'Latency variation').innerText()).toMatch(/samples/);
      expect(await page.getByRole('row', { name: /Runs with the advanced test/ }).count()).toBe(0);
      await snap(page, 'advanced-finished-en');

      // A reload replays the stored results and the final status.
      await page.reload();
      await page.getByText('Advanced test finished').waitFor();
      expect(await row(page, 'Meetings media').innerText()).toMatch(/Loss 0%/);

      const results = readdirSync(join(client.dir, 'TestResults'));
      expect(results).toHaveLength(1);
      expect(results[0]).toMatch(/^connectivity_test_result_\d{4}-\d\d-\d\d-\d\d-\d\d-\d\d\.json$/);
      const summary = JSON.parse(readFileSync(join(client.dir, 'TestResults', results[0]!), 'utf8'));
      expect(summary.tests).toHaveLength(12);
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      await server.stop();
    }
  }, 300_000);

  it('shows the waiting phase in Japanese and on a narrow screen', async () => {
    const { server } = await advancedServer();
    try {
      const ja = await runBrowserTest(server, 'ja-JP');
      await ja.page.getByRole('heading', { name: '詳細テストを実行する' }).waitFor();
      await snap(ja.page, 'advanced-waiting-ja');
      await ja.context.close();
      const narrow = await runBrowserTest(server, 'en-US', 390);
      await narrow.page.getByRole('heading', { name: 'Run the advanced test' }).waitFor();
      await snap(narrow.page, 'advanced-waiting-narrow-en');
      const jaNarrow = await runBrowserTest(server, 'ja-JP', 390);
      await snap(jaNarrow.page, 'advanced-waiting-narrow-ja');
      await narrow.context.close();
      await jaNarrow.context.close();
    } finally {
      await server.stop();
    }
  }, 120_000);

  it('tests the list its server publishes, names its version in the report, and falls back when refused', async () => {
    const { server } = await advancedServer({
      DATABASE_URL: publishedDatabase(),
      ENDPOINT_LIST_RATE_LIMIT: '1',
    });
    try {
      const { page, context, errors } = await runBrowserTest(server);
      const command = await page.getByTestId('client-command').innerText();
      const client = runShownCommand(command, '--accept-eula --testlist connectivity');
      await page.getByText('Advanced test finished').waitFor({ timeout: 60_000 });
      // The .test names of the list resolve nowhere here: probed, they fail, which is an insight.
      expect(await client.done, client.output()).toBe(1);
      expect(client.output()).toMatch(
        /connectivity: insight \([\d.]+ s, endpoint list Worldwide \d{10}, 3 endpoints\)/,
      );
      const text = await row(page, 'Service connectivity').innerText();
      expect(text).toMatch(/Endpoints tested from the published endpoint list Worldwide \d{10}: 3/);
      expect(text).toMatch(/outlook\.netlens\.test/);
      await snap(page, 'advanced-published-list-en');
      const [file] = readdirSync(join(client.dir, 'TestResults'));
      const summary = JSON.parse(readFileSync(join(client.dir, 'TestResults', file!), 'utf8'));
      type Result = { endpointList?: unknown; checks: { host: string; port: number; category: string }[] };
      const result = summary.tests[0].result as Result;
      expect(result.endpointList).toEqual({
        instance: 'Worldwide',
        version: expect.stringMatching(/^\d{10}$/),
        endpoints: 3,
        tested: 3,
      });
      const listed = result.checks.filter((c) => c.host.endsWith('.netlens.test'));
      expect(listed.map((c) => `${c.category} ${c.host}:${c.port}`)).toEqual([
        'Optimize outlook.netlens.test:80',
        'Optimize outlook.netlens.test:443',
        'Default www.netlens.test:443',
      ]);
      expect(errors).toEqual([]);
      await context.close();

      // One call of each endpoint-list method an hour: the next run is refused and tests the plan alone.
      const again = runShownCommand(
        `node ${join(root, 'apps/advanced-client/dist/netlens-advanced.mjs')} --server ${server.url}`,
        '--accept-eula --testlist connectivity --json',
      );
      expect(await again.done, again.output()).toBe(0);
      expect(again.output()).toMatch(
        /endpoint list Worldwide: rate limited, retry after \d+ s; testing the server's endpoints only/,
      );
      const [plain] = readdirSync(join(again.dir, 'TestResults'));
      const fallback = JSON.parse(readFileSync(join(again.dir, 'TestResults', plain!), 'utf8')).tests[0]
        .result as Result;
      expect(fallback.endpointList).toBeUndefined();
      expect(fallback.checks.length).toBeGreaterThan(0);
      expect(fallback.checks.filter((c) => c.host.endsWith('.netlens.test'))).toEqual([]);
    } finally {
      await server.stop();
    }
  }, 120_000);

  it('finishes the upload when the server restarts during the run', async () => {
    const dbDir = mkdtempSync(join(work, 'db-'));
    const database = { DATABASE_URL: `sqlite:${join(dbDir, 'shared.db')}` };
    const port = await freePort();
    const first = await advancedServer(database, port);
    let second: RunningServer | null = null;
    try {
      const { page, context } = await runBrowserTest(first.server);
      const command = await page.getByTestId('client-command').innerText();
      const client = runShownCommand(
        command,
        `--accept-eula --media-seconds 6 --download-bytes 2000000 --testlist connectivity,skype,websocket,congestion`,
      );
      await page.getByText(/results received/).waitFor({ timeout: 20_000 });
      await first.server.stop();
      second = (await advancedServer({ ...database, MEDIA_RELAY_PORT: first.env.MEDIA_RELAY_PORT }, port))
        .server;
      const code = await client.done;
      expect(code, client.output()).toBeLessThan(3);
      expect(client.output()).toMatch(/live channel: (disconnected|connect failed)/);
      await page.getByText('Advanced test finished').waitFor({ timeout: 60_000 });
      expect(await row(page, 'WebSocket').innerText()).toMatch(/Connected in/);
      expect(await row(page, 'Latency variation').innerText()).toMatch(/samples/);
      await context.close();
    } finally {
      await second?.stop();
      rmSync(dbDir, { recursive: true, force: true });
    }
  }, 180_000);
});

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether Redis accepts connections (optional for a developer, mandatory in CI). */
async function redisReachable(): Promise<boolean> {
  const { hostname, port } = new URL(redisUrl);
  return new Promise((resolve) => {
    const socket = netConnect(Number(port || 6379), hostname);
    socket.setTimeout(1000, () => socket.destroy());
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('close', () => resolve(false));
  });
}

describe.runIf(process.env.CI === 'true' || (await redisReachable()))('two instances sharing Redis', () => {
  it('delivers the client publishing to one instance to the page on the other', async () => {
    const dbDir = mkdtempSync(join(work, 'redis-db-'));
    const shared = {
      DATABASE_URL: `sqlite:${join(dbDir, 'shared.db')}`,
      REDIS_URL: redisUrl,
    };
    const a = await advancedServer(shared);
    const b = await advancedServer(shared);
    try {
      const { page, context, errors } = await runBrowserTest(a.server);
      const shown = await page.getByTestId('client-command').innerText();
      // The same command, pointed at the other instance.
      const command = shown.split(a.server.origin).join(b.server.origin);
      expect(command).not.toBe(shown);
      const client = runShownCommand(
        command,
        '--accept-eula --media-seconds 2 --testlist skype,websocket,congestion',
      );
      await page.getByText('Advanced test finished').waitFor({ timeout: 60_000 });
      expect(await client.done, client.output()).toBeLessThan(3);
      expect(await row(page, 'Meetings media').innerText()).toMatch(/Loss 0%/);
      expect(await row(page, 'WebSocket').innerText()).toMatch(/Connected in/);
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      await a.server.stop();
      await b.server.stop();
      rmSync(dbDir, { recursive: true, force: true });
    }
  }, 120_000);
});

/** Resolves with a child's output once it prints `ready`, rejecting on exit or after 60 s (a busy machine starts the server slowly). */
function waitFor(child: ChildProcess, ready: RegExp): Promise<string> {
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not ready:\n${output}`)), 60_000);
    const onData = (c: Buffer) => {
      output += c.toString();
      if (ready.test(output)) {
        clearTimeout(timer);
        resolve(output);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`exited (${code}):\n${output}`)));
  });
}

/** Runs the built client to completion and returns its exit code and --json summary. */
async function runClient(hosts: TestHosts, args: string[], port = 8080, env: Record<string, string> = {}) {
  const dir = mkdtempSync(join(work, 'hosts-'));
  const child = hosts.run(
    hosts.client,
    process.execPath,
    [
      join(root, 'apps/advanced-client/dist/netlens-advanced.mjs'),
      '--server',
      `http://${hosts.serverIp}:${port}/`,
      '--accept-eula',
      '--json',
      '--filepath',
      dir,
      ...args,
    ],
    env,
  );
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (stderr += c.toString()));
  const code = await new Promise<number>((resolve) => child.once('exit', (c) => resolve(c ?? -1)));
  const summary = JSON.parse(stdout || 'null') as {
    tests: {
      test: string;
      verdict: string;
      result: Record<string, unknown> | null;
      error: string | null;
      note: string | null;
    }[];
  } | null;
  if (!summary) throw new Error(`no JSON summary (exit ${code}):\n${stderr}`);
  const byName = Object.fromEntries(summary.tests.map((t) => [t.test, t]));
  return { code, byName, stderr };
}

/**
 * A report and a live run on the server at `port`, made from the client's host as its report page
 * would make them (the media relay answers only live runs); the client's --run and --token.
 */
async function liveRunArgs(hosts: TestHosts, port = 8080): Promise<string[]> {
  const script = `const base = process.argv[1];
    const report = await fetch(base + 'api/AnonymousConnectivityTest/GenerateTestReport', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'latitude=51.5&longitude=-0.12&city=London&measuredLatency=12&measuredLatencies=12,13',
    });
    const run = await fetch(base + 'api/LiveTest/CreateRun', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ reportId: (await report.json()).id }),
    });
    process.stdout.write(await run.text());`;
  const base = `http://${hosts.serverIp}:${port}/`;
  const child = hosts.run(hosts.client, process.execPath, ['--input-type=module', '-e', script, base]);
  let out = '';
  child.stdout?.on('data', (c: Buffer) => (out += c.toString()));
  await new Promise((resolve) => child.once('exit', resolve));
  const run = JSON.parse(out) as { runId: string; token: string };
  return ['--run', run.runId, '--token', run.token];
}

describe.runIf(canMakeTestHosts())('the client on test hosts in network namespaces', () => {
  let hosts: TestHosts;
  beforeAll(async () => {
    hosts = makeTestHosts();
    hosts.names(hosts.client, listNames());
    hosts.names(hosts.router, listNames());
    const dbDir = mkdtempSync(join(work, 'ns-db-'));
    /** The built server in the server's namespace, on `port`, its own database and media relay port. */
    const serve = (port: number, db: string, relayPort: number, more: Record<string, string> = {}) =>
      hosts.run(hosts.server, process.execPath, [join(root, 'apps/server/dist/main.js')], {
        PORT: String(port),
        HOST: '0.0.0.0',
        PUBLIC_URL: `http://${hosts.serverIp}:${port}`,
        DATABASE_URL: `sqlite:${join(dbDir, db)}`,
        MEDIA_RELAY_PORT: String(relayPort),
        LOG_LEVEL: 'warn',
        ...more,
      });
    const server = serve(8080, 'ns.db', 3478);
    const proxy = hosts.run(hosts.router, process.execPath, [join(root, 'e2e/forward-proxy.mjs')], {
      PROXY_PORT: '3128',
    });
    const strict = hosts.run(hosts.router, process.execPath, [join(root, 'e2e/forward-proxy.mjs')], {
      PROXY_PORT: '3129',
      REQUIRE_AUTH: '1',
    });
    // A second server whose relay address is on the link but answered by nobody: UDP gets no echo.
    const silent = serve(8081, 'ns2.db', 3479, { MEDIA_RELAY_HOST: '10.201.2.99' });
    await Promise.all([
      waitFor(server, /Open http/),
      waitFor(silent, /Open http/),
      waitFor(proxy, /listening/),
      waitFor(strict, /listening/),
    ]);
  });
  afterAll(() => hosts?.remove());

  it('traces the real hop, calls over the real link, and reaches the server through a proxy', async () => {
    const { byName, stderr } = await runClient(hosts, [
      '--testlist',
      'connectivity,skype,traceroute,vpn,proxy,networkInterface',
      '--media-seconds',
      '2',
      '--proxy-url',
      `http://${hosts.routerIp}:3128`,
      ...(await liveRunArgs(hosts)),
    ]);
    const trace = byName.traceroute!.result as {
      targets: { hops: { address: string }[]; estimate?: { hopCount: number } }[];
      missingTool?: unknown;
    };
    if (trace.missingTool) expect(trace.targets[0]!.estimate, stderr).toMatchObject({ hopCount: 2 });
    else expect(trace.targets[0]!.hops.map((h) => h.address)).toEqual([hosts.routerIp, hosts.serverIp]);
    expect(byName.skype!.result).toMatchObject({ udpBlocked: false, relay: `${hosts.serverIp}:3478` });
    expect((byName.skype!.result as { received: number }).received).toBeGreaterThan(90);
    const checks = (byName.connectivity!.result as { checks: { outcome: string; httpStatus: number }[] })
      .checks;
    expect(checks.length).toBeGreaterThan(0);
    expect(checks.every((c) => c.outcome === 'Successful')).toBe(true);
    expect(byName.proxy!.result).toEqual({
      proxies: [{ source: 'flag', url: `http://${hosts.routerIp}:3128`, distanceKm: null }],
    });
    const vpn = byName.vpn!.result as {
      vpnInterfaces: string[];
      routes: { workload: string; classification: string }[];
    };
    expect(vpn.vpnInterfaces).toEqual([]);
    expect(vpn.routes.map((r) => [r.workload, r.classification])).toEqual([
      ['mail', 'splitOut'],
      ['files', 'splitOut'],
      ['meetings', 'splitOut'],
    ]);
    expect(byName.networkInterface!.result).toMatchObject({ defaultInterface: expect.stringMatching(/^c0/) });
  });

  it('reports a proxy that demands authentication, and passes once given the account', async () => {
    const denied = await runClient(hosts, [
      '--testlist',
      'connectivity',
      '--proxy-url',
      `http://${hosts.routerIp}:3129`,
    ]);
    expect(denied.code).toBe(1);
    expect(denied.byName.connectivity!.result).toMatchObject({
      checks: [{ outcome: 'ProxyAuthenticationRequired', httpStatus: 407 }],
    });
    const allowed = await runClient(hosts, [
      '--testlist',
      'connectivity',
      '--proxy-url',
      `http://${hosts.routerIp}:3129`,
      '--proxy',
      'tester',
      'secret',
    ]);
    expect(allowed.code).toBe(0);
    expect(allowed.byName.connectivity!.result).toMatchObject({ checks: [{ outcome: 'Successful' }] });
  });

  /** The names of the published list, on the server, as the client and the router resolve them. */
  const listNames = () => ({ 'outlook.netlens.test': hosts.serverIp, 'www.netlens.test': hosts.serverIp });

  /**
   * Started once: the service (HTTP on :80, HTTPS on :443, certificate issued by "Microsoft
   * Corporation") on the server, and an intercepting proxy (:3130) on the router.
   */
  let tls: Promise<{ trust: Record<string, string> }> | null = null;
  const tlsHosts = () =>
    (tls ??= (async () => {
      const certs = mkdtempSync(join(work, 'certs-'));
      const names = Object.keys(listNames()).map((n) => `DNS:${n}`);
      const selfSigned = (name: string, subject: string) =>
        execFileSync(
          'openssl',
          [
            ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1'],
            ...['-keyout', join(certs, `${name}.key`), '-out', join(certs, `${name}.crt`)],
            ...[
              '-subj',
              subject,
              '-addext',
              `subjectAltName=${[`IP:${hosts.serverIp}`, ...names].join(',')}`,
            ],
          ],
          { stdio: 'ignore' },
        );
      selfSigned('service', '/CN=Microsoft TLS Test CA/O=Microsoft Corporation');
      selfSigned('inspect', '/CN=Corp Inspection CA/O=Corp Security');
      const run = (ns: string, role: string, name: string, extra: Record<string, string> = {}) =>
        hosts.run(ns, process.execPath, [join(root, 'e2e/tls-hosts.mjs')], {
          ROLE: role,
          CERT: join(certs, `${name}.crt`),
          KEY: join(certs, `${name}.key`),
          ...extra,
        });
      await Promise.all([
        waitFor(run(hosts.server, 'service', 'service'), /listening/),
        waitFor(run(hosts.router, 'intercept', 'inspect', { PROXY_PORT: '3130' }), /listening/),
      ]);
      return { trust: { NODE_EXTRA_CA_CERTS: join(certs, 'service.crt') } };
    })());

  /** The built server on the server host at `port`, with extra settings. */
  const serverAt = async (port: number, env: Record<string, string>) => {
    const dbDir = mkdtempSync(join(work, 'tls-db-'));
    const server = hosts.run(hosts.server, process.execPath, [join(root, 'apps/server/dist/main.js')], {
      PORT: String(port),
      HOST: '0.0.0.0',
      PUBLIC_URL: `http://${hosts.serverIp}:${port}`,
      DATABASE_URL: `sqlite:${join(dbDir, 'tls.db')}`,
      LOG_LEVEL: 'warn',
      ...env,
    });
    await waitFor(server, /Open http/);
  };
  type Checks = {
    endpointList?: unknown;
    checks: { host: string; port: number; category: string; outcome: string; issuer: string | null }[];
  };
  /** The connectivity test against the server at `port`, directly or through the intercepting proxy. */
  const connectivityAt = async (port: number, trust: Record<string, string>, via?: 'inspection') => {
    const proxy = via ? ['--proxy-url', `http://${hosts.routerIp}:3130`] : [];
    const run = await runClient(hosts, ['--testlist', 'connectivity', ...proxy], port, trust);
    return { ...run, result: run.byName.connectivity!.result as Checks };
  };

  it.runIf(hasOpenssl())(
    'sees TLS inspection by an intercepting proxy on the path, naming the host and issuer',
    async () => {
      const { trust } = await tlsHosts();
      await serverAt(8090, {
        FRONT_DOORS: JSON.stringify([
          {
            id: 'tls',
            workload: 'mail',
            city: 'Test',
            country: 'Testland',
            countryCode: 'TL',
            latitude: 0,
            longitude: 0,
            probeUrl: `https://${hosts.serverIp}/`,
          },
        ]),
      });
      const direct = await connectivityAt(8090, trust);
      expect(direct.result.checks.map((c) => [c.port, c.outcome])).toEqual([
        [80, 'Successful'],
        [443, 'Successful'],
        [8090, 'Successful'],
      ]);
      const inspected = await connectivityAt(8090, trust, 'inspection');
      expect(inspected.code).toBe(1);
      const https = inspected.result.checks.find((c) => c.port === 443)!;
      expect(https).toMatchObject({ host: hosts.serverIp, outcome: 'SslBreak' });
      expect(https.issuer).toMatch(/CN=Corp Inspection CA, O=Corp Security/);
    },
    120_000,
  );

  it.runIf(hasOpenssl())(
    "probes the FQDNs of its server's published list, judging TLS inspection on its Optimize endpoints",
    async () => {
      const { trust } = await tlsHosts();
      await serverAt(8092, { DATABASE_URL: publishedDatabase() });
      const direct = await connectivityAt(8092, trust);
      expect(direct.code, direct.stderr).toBe(0);
      expect(direct.stderr).toMatch(
        /connectivity: ok \([\d.]+ s, endpoint list Worldwide \d{10}, 3 endpoints\)/,
      );
      const { result } = direct;
      expect(result.endpointList).toEqual({
        instance: 'Worldwide',
        version: expect.stringMatching(/^\d{10}$/),
        endpoints: 3,
        tested: 3,
      });
      // The server's own front door, and the list's required names (not the wildcard, not the optional set).
      expect(result.checks.map((c) => [c.host, c.port, c.category, c.outcome])).toEqual([
        [hosts.serverIp, 8092, 'Optimize', 'Successful'],
        ['outlook.netlens.test', 80, 'Optimize', 'Successful'],
        ['outlook.netlens.test', 443, 'Optimize', 'Successful'],
        ['www.netlens.test', 443, 'Default', 'Successful'],
      ]);

      const inspected = await connectivityAt(8092, trust, 'inspection');
      expect(inspected.code).toBe(1);
      const https = inspected.result.checks.filter((c) => c.port === 443);
      // Inspection is judged on the Optimize name only: a Default endpoint may be inspected.
      expect(https.map((c) => [c.host, c.outcome])).toEqual([
        ['outlook.netlens.test', 'SslBreak'],
        ['www.netlens.test', 'Successful'],
      ]);
      expect(https[0]!.issuer).toMatch(/CN=Corp Inspection CA, O=Corp Security/);
    },
    120_000,
  );

  it('without traceroute, counts the hops over the router and times the TCP connect instead', async () => {
    const hidden = pathWithout(work, ['traceroute', 'tracert']);
    const { code, byName } = await runClient(hosts, ['--testlist', 'traceroute'], 8080, { PATH: hidden });
    expect(code).toBe(0);
    const trace = byName.traceroute!;
    expect(trace.verdict).toBe('info');
    expect(trace.result).toMatchObject({
      targets: [
        {
          host: hosts.serverIp,
          hops: [],
          reached: true,
          estimate: { port: 8080, hopCount: 2, connectMs: expect.any(Number), error: null },
        },
      ],
      missingTool: { name: 'traceroute', os: 'linux' },
    });
    expect(trace.note).toMatch(/for the full hop list, install traceroute/);
  });

  it('finds UDP blocked when no echo comes back over the link', async () => {
    const { code, byName } = await runClient(
      hosts,
      ['--testlist', 'skype', '--media-seconds', '1', ...(await liveRunArgs(hosts, 8081))],
      8081,
    );
    expect(code).toBe(1);
    expect(byName.skype!.result).toMatchObject({ udpBlocked: true, received: 0, lossShare: 1 });
    expect(byName.skype!.verdict).toBe('insight');
  });
});
