import { createApiClient, endpoints, type AddressInfo } from '@netlens/core';
import { parseArgs, type Options } from './args.js';
import type { ProxySetting, TestContext } from './context.js';
import { ensureEula } from './eula.js';
import { httpClient } from './lib/http.js';
import { LiveChannel } from './live.js';
import { findLocation } from './location.js';
import { writeResults, type RunSummary } from './output.js';
import { progressLine } from './progress.js';
import { exitCodeOf, runTests, selectTests } from './runner.js';
import { environmentProxy, systemProxies } from './checks/proxy.js';

const VERSION = '1.0.0';
/** Exit code of a bad command line or refused terms. */
const USAGE = 3;

const err = (line: string) => process.stderr.write(`${line}\n`);

/** The proxy with the --proxy account and password in its URL (used for Proxy-Authorization). */
function withAccount(proxy: ProxySetting | null, account: Options['proxy']): ProxySetting | null {
  if (!proxy || !account) return proxy;
  const url = new URL(proxy.url);
  url.username = encodeURIComponent(account.user);
  url.password = encodeURIComponent(account.password);
  return { ...proxy, url: url.toString() };
}

async function main(): Promise<number> {
  let opts;
  try {
    opts = parseArgs(process.argv.slice(2), VERSION);
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'commander.helpDisplayed' || code === 'commander.version') return 0;
    if (!code) err(`netlens-advanced: ${(e as Error).message}`);
    return USAGE;
  }
  const categories = (() => {
    try {
      return selectTests(opts.testlist);
    } catch (e) {
      err(`netlens-advanced: --testlist: ${(e as Error).message}`);
      return null;
    }
  })();
  if (!categories) return USAGE;
  const accepted = await ensureEula({
    dir: opts.filepath,
    accept: opts.acceptEula,
    interactive: Boolean(process.stdin.isTTY),
  });
  if (!accepted) {
    err('The terms were not accepted. Run again with --accept-eula to accept them for unattended runs.');
    return USAGE;
  }

  const proxy = withAccount(
    opts.proxyUrl ? { url: opts.proxyUrl, source: 'flag' as const } : environmentProxy(),
    opts.proxy,
  );
  const http = httpClient(proxy?.url ?? null);
  const api = createApiClient({ base: opts.server, fetch: http.fetch });
  const live = opts.run && opts.token ? new LiveChannel(opts.server, opts.run, opts.token, err) : null;
  const startedAt = new Date();
  let uploadFailed = false;
  try {
    const served = await api.call(endpoints.ReadAdvancedPlan);
    const plan = opts.mediaRelay ? { ...served, mediaRelay: opts.mediaRelay } : served;
    const located = new Map<string, Promise<AddressInfo | null>>();
    const ctx: TestContext = {
      plan,
      run: opts.run && opts.token ? { id: opts.run, token: opts.token } : null,
      http,
      api: createApiClient({ base: plan.server, fetch: http.fetch }),
      proxy,
      location: await findLocation(api, { runId: opts.run, ...opts }),
      mediaSeconds: opts.mediaSeconds,
      downloadBytes: opts.downloadBytes,
      dnsServer: opts.dnsServer,
      log: err,
      locate: (ip) => {
        if (!located.has(ip)) {
          located.set(
            ip,
            api.call(endpoints.LocateAddress, { params: { ip } }).catch(() => null),
          );
        }
        return located.get(ip)!;
      },
    };
    const publish = async (event: string, payload: unknown) => {
      if (!live || uploadFailed) return;
      try {
        await live.publish(event, payload);
      } catch (e) {
        uploadFailed = true;
        err(`live channel: ${(e as Error).message}`);
      }
    };
    if (live) {
      await live.ready();
      await publish('ReceiveTestStatus', { status: 'Started' });
    }
    const system = await systemProxies();
    const outcomes = await runTests(
      ctx,
      categories,
      system,
      (category, i) => err(progressLine(category, i, categories.length)),
      async (o) => {
        err(progressLine(o.category, categories.indexOf(o.category), categories.length, o));
        if (o.result !== null) await publish(o.category, o.result);
      },
    );
    const failed = outcomes.filter((o) => o.verdict === 'failed').length;
    await publish('ReceiveTestStatus', {
      status: 'Finished',
      ...(failed ? { message: `${failed} of ${outcomes.length} tests could not run` } : {}),
    });
    const exitCode = exitCodeOf(outcomes, uploadFailed);
    const summary: RunSummary = {
      tool: 'netlens-advanced',
      version: VERSION,
      server: opts.server,
      runId: opts.run,
      startedAt: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      location: ctx.location,
      exitCode,
      tests: outcomes,
    };
    const file = await writeResults(opts.filepath, summary, startedAt);
    if (opts.json) process.stdout.write(`${JSON.stringify(summary)}\n`);
    err(`Results written to ${file}`);
    return exitCode;
  } catch (e) {
    err(`netlens-advanced: ${(e as Error).message}`);
    if (live)
      await live
        .publish('ReceiveTestStatus', { status: 'Failed', message: (e as Error).message.slice(0, 500) })
        .catch(() => undefined);
    return 2;
  } finally {
    live?.close();
    await http.close();
  }
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    err(`netlens-advanced: ${(e as Error).stack ?? String(e)}`);
    process.exit(2);
  },
);
