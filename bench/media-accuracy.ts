// Accuracy of the advanced client's meetings-media (skype) test: a UDP forwarder adds known delay,
// jitter and loss between the client and the product's media relay; the same impairment sits in
// front of Debian's irtt server, measured by irtt's client with the same packet size and interval
// in the same run. Prints each tool's RTT (median), jitter and loss beside the injected values.
// Expected (added on top of loopback): RTT median delay + J/2; jitter, the mean change between
// consecutive samples of uniform 0…J jitter, J/3.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../e2e/harness.js';
import { createRuns, startProcess, type StartedProcess } from './lib.js';
import { startUdpForwarder, type Impairment } from './udp-forwarder.js';

const SECONDS = Number(process.env.BENCH_MEDIA_SECONDS ?? 10);
const SETTINGS: Impairment[] = (process.env.BENCH_IMPAIRMENTS ?? '0/0/0,20/0/0,50/10/0.02,100/30/0.05')
  .split(',')
  .map((s) => {
    const [delayMs, jitterMs, loss] = s.split('/').map(Number);
    return { delayMs: delayMs!, jitterMs: jitterMs!, loss: loss! };
  });
const root = join(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'netlens-bench-media-'));

interface Figures {
  rttMs: number;
  jitterMs: number;
  loss: number;
}

async function ours(server: string, relay: { host: string; port: number }): Promise<Figures> {
  // The relay answers only live runs: each call is one, as the report page starts it.
  const [run] = await createRuns(server.replace(/\/$/, ''), 1);
  const child = spawn(process.execPath, [
    join(root, 'apps/advanced-client/dist/netlens-advanced.mjs'),
    ...['--server', server, '--run', run!.runId, '--token', run!.token],
    ...['--testlist', 'skype', '--json', '--accept-eula', '--filepath', work],
    ...['--media-seconds', String(SECONDS), '--media-relay', `${relay.host}:${relay.port}`],
  ]);
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  await new Promise((resolve) => child.once('exit', resolve));
  const r = JSON.parse(out).tests[0].result as { rttMs: number; jitterMs: number; lossShare: number };
  return { rttMs: r.rttMs, jitterMs: r.jitterMs, loss: r.lossShare };
}

/** irtt's client through the forwarder (asynchronous: the forwarder runs in this process). */
async function irtt(port: number): Promise<Figures> {
  const file = join(work, `irtt-${port}.json`);
  const args = [
    'client',
    '-i',
    '20ms',
    '-d',
    `${SECONDS}s`,
    '-l',
    '160',
    '-Q',
    '-o',
    file,
    `127.0.0.1:${port}`,
  ];
  const child = spawn('irtt', args);
  let err = '';
  child.stderr.on('data', (c: Buffer) => (err += c.toString()));
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`irtt client failed (${code}): ${err}`);
  const s = JSON.parse(readFileSync(file, 'utf8')).stats;
  return {
    rttMs: s.rtt.median / 1e6,
    jitterMs: s.ipdv_round_trip.mean / 1e6,
    loss: s.packet_loss_percent / 100,
  };
}

const fmt = (f: Figures) =>
  `RTT ${f.rttMs.toFixed(2).padStart(7)} ms  jitter ${f.jitterMs.toFixed(2).padStart(6)} ms  loss ${(f.loss * 100).toFixed(1).padStart(5)} %`;

const irttPort = await freePort();
const irttServer = spawn('irtt', ['server', '-b', `127.0.0.1:${irttPort}`], { stdio: 'ignore' });
await new Promise((r) => setTimeout(r, 1000));
let product: StartedProcess | null = null;
try {
  const port = await freePort();
  const relayPort = await freePort();
  product = await startProcess(join(root, 'apps/server/dist/main.js'), port, '/api/frontdoors', {
    DATABASE_URL: `sqlite:${join(work, 'bench.db')}`,
    MEDIA_RELAY_PORT: String(relayPort),
    LOG_LEVEL: 'warn',
  });
  console.log(`meetings media accuracy: ${SECONDS} s calls of 160-byte packets every 20 ms, loopback`);
  for (const imp of SETTINGS) {
    // The median of delay + uniform 0…J jitter is delay + J/2.
    const expected = { rttMs: imp.delayMs + imp.jitterMs / 2, jitterMs: imp.jitterMs / 3, loss: imp.loss };
    const f1 = await startUdpForwarder({ host: '127.0.0.1', port: relayPort }, imp);
    const mine = await ours(`${product.url}/`, { host: '127.0.0.1', port: f1.port });
    f1.close();
    const f2 = await startUdpForwarder({ host: '127.0.0.1', port: irttPort }, imp);
    const theirs = await irtt(f2.port);
    f2.close();
    console.log(
      `injected +${imp.delayMs} ms, jitter 0–${imp.jitterMs} ms, loss ${(imp.loss * 100).toFixed(0)} %`,
    );
    console.log(`  expected (added)  ${fmt(expected)}`);
    console.log(`  skype test        ${fmt(mine)}`);
    console.log(`  irtt              ${fmt(theirs)}`);
  }
} finally {
  irttServer.kill();
  await product?.stop();
  rmSync(work, { recursive: true, force: true });
}
