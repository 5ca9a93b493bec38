import { parseArgs } from 'node:util';
import { startDelayForwarder } from './forwarder.js';
import { parseHostPort } from './host-port.js';

const usage = `Usage: netsim-forward --target HOST:PORT [--listen [HOST:]PORT] [--delay MS] [--jitter MS]
                      [--drop SHARE] [--no-handshake]

Forwards TCP connections from the listen address to the target, adding MS milliseconds to each
direction (a round trip grows by twice that), varying it by up to ±jitter, resetting a share
(0–1) of new connections, and (unless --no-handshake) holding the first bytes back by one extra
round trip in place of the TCP handshake.`;

const number = (name: string, raw: string | undefined, fallback: number) => {
  const n = raw === undefined ? fallback : Number(raw);
  if (!Number.isFinite(n) || n < 0) throw new Error(`--${name} must be a number ≥ 0`);
  return n;
};

/** The command line: starts the forwarder and runs until interrupted. */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      target: { type: 'string' },
      listen: { type: 'string', default: '0' },
      delay: { type: 'string' },
      jitter: { type: 'string' },
      drop: { type: 'string' },
      'no-handshake': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help || !values.target) {
    process.stdout.write(`${usage}\n`);
    process.exit(values.help ? 0 : 2);
  }
  const target = parseHostPort(values.target, '127.0.0.1');
  const listen = parseHostPort(values.listen, '127.0.0.1');
  const forwarder = await startDelayForwarder({
    listenHost: listen.host,
    listenPort: listen.port,
    targetHost: target.host,
    targetPort: target.port,
    delayMs: number('delay', values.delay, 0),
    jitterMs: number('jitter', values.jitter, 0),
    dropProbability: number('drop', values.drop, 0),
    handshakeRtt: !values['no-handshake'],
  });
  const s = forwarder.settings;
  process.stdout.write(
    `forwarding ${forwarder.host}:${forwarder.port} → ${target.host}:${target.port} ` +
      `(+${s.delayMs} ms each way, ±${s.jitterMs} ms jitter, drop ${s.dropProbability})\n`,
  );
  const stop = () => void forwarder.stop().then(() => process.exit(0));
  process.on('SIGINT', stop).on('SIGTERM', stop);
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(2);
});
