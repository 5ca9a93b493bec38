import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CloudProfiles } from '@netlens/core';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { loadGazetteer } from './features/geo/index.js';
import { embeddedAsnLookup } from './features/ipclassification/index.js';
import { SHUTDOWN_GRACE_MS } from './shutdown.js';

function defaultWebDist(): string | undefined {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, '../../web/dist'), join(process.cwd(), 'apps/web/dist')];
  return candidates.find((p) => existsSync(join(p, 'index.html')));
}

/** Starts the product: configuration, database migrations, HTTP server, graceful shutdown. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(2);
    }
    throw err;
  }
  config.webDist ??= defaultWebDist();
  // The embedded places and networks take about a second to read, and reading them holds the
  // event loop: read them before taking requests, so no visitor's latency samples wait behind it.
  // The places are read with a maps service too: RemapBingGeo names places by them.
  await Promise.all([loadGazetteer(), embeddedAsnLookup().prepare()]);
  const app = await buildApp(config);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Exits once the log is written or given up: pino's own flush at exit would wait for ever
    // on an output nobody reads, and a process inside it no longer answers SIGTERM.
    const exit = (code: number) => void app.closeLog().finally(() => process.exit(code));
    setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    app.close().then(
      () => exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error while shutting down');
        exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  const address = await app.listen({ port: config.port, host: config.host });
  const port = new URL(address).port;
  const shownHost = ['0.0.0.0', '::'].includes(config.host) ? 'localhost' : config.host;
  const prefix = CloudProfiles[config.cloudName].pathPrefix;
  const relay = app.mediaRelay;
  const relayLine = relay
    ? `  Meetings media relay: UDP port ${relay.port}` +
      `${relay.fellBack ? ` (${config.advanced.mediaRelayPort} is taken or not permitted)` : ''}` +
      '; open it in the firewall, or turn the relay off with MEDIA_RELAY_PORT=off\n'
    : '  Meetings media relay: off (MEDIA_RELAY_PORT=off)\n';
  process.stdout.write(
    `\n  Network connectivity test is running (${config.cloudName} cloud, ${config.database.kind}).\n` +
      `  Open http://${shownHost}:${port}${prefix}/\n  API docs: http://${shownHost}:${port}${prefix}/api/docs\n` +
      `${relayLine}\n`,
  );
}

main().catch((err: unknown) => {
  process.stderr.write(
    `Failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
