// Accuracy of the advanced client's meetings-media (skype) test beside Debian's irtt. A UDP
// forwarder adds known delay, jitter and loss on the way to the product's media relay; a second
// one, drawing the same sequence of losses and delays (same seed), sits in front of irtt's
// server. Both calls run at the same time, so the machine's load falls on both alike.
// Compared per setting: RTT (median; irtt's `rtt.median`, server processing time taken out),
// jitter as the mean |round-trip IPDV| of consecutive sequence numbers (irtt's
// `ipdv_round_trip.mean`; J/3 for uniform 0…J jitter) and loss (beside the share the forwarder
// dropped of our call's packets). Targets: RTT and jitter within 1 ms of irtt's, loss within
// 0.5 point of the injected.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { median } from '@netlens/core/stats';
import { freePort } from '../e2e/harness.js';
import { createRuns, startProcess, type StartedProcess } from './lib.js';
import { startUdpForwarder, type FlowRecord, type Impairment } from './udp-forwarder.js';

const SECONDS = Number(process.env.BENCH_MEDIA_SECONDS ?? 10);
const SETTINGS: Impairment[] = (process.env.BENCH_IMPAIRMENTS ?? '0/0/0,20/0/0,50/10/0.02,100/30/0.05')
  .split(',')
  .map((s) => {
    const [delayMs, jitterMs, loss] = s.split('/').map(Number);
    return { delayMs: delayMs!, jitterMs: jitterMs!, loss: loss! };
  });
const TARGET = { rttMs: 1, jitterMs: 1, lossPoints: 0.5 };
const root = join(import.meta.dirname, '..');
const client = join(root, 'apps/advanced-client/dist/netlens-advanced.mjs');
const server = join(root, 'apps/server/dist/main.js');

if (spawnSync('irtt', ['version']).error) {
  console.error(
    "irtt is not installed: this benchmark compares with it. Install Debian's package first:\n" +
      '  sudo apt-get install -y irtt   (after apt-get update if it is not found)',
  );
  process.exit(1);
}
if (!existsSync(client) || !existsSync(server)) {
  console.error('the built product is missing: run `npm run build` first');
  process.exit(1);
}
const work = mkdtempSync(join(tmpdir(), 'netlens-bench-media-'));

interface Figures {
  rttMs: number;
  jitterMs: number;
  loss: number;
}

async function ours(base: string, relay: { host: string; port: number }): Promise<Figures> {
  // The relay answers only live runs: each call is one, as the report page starts it.
  const [run] = await createRuns(base.replace(/\/$/, ''), 1);
  const child = spawn(process.execPath, [
    client,
    ...['--server', base, '--run', run!.runId, '--token', run!.token],
    ...['--testlist', 'skype', '--json', '--accept-eula', '--filepath', work],
    ...['--media-seconds', String(SECONDS), '--media-relay', `${relay.host}:${relay.port}`],
  ]);
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  await new Promise((resolve) => child.once('exit', resolve));
  const r = JSON.parse(out).tests[0].result as { rttMs: number; jitterMs: number; lossShare: number };
  return { rttMs: r.rttMs, jitterMs: r.jitterMs, loss: r.lossShare };
}

/** irtt's client, same packet size and interval. */
async function irtt(port: number): Promise<Figures> {
  const file = join(work, `irtt-${port}.json`);
  const args = ['client', '-i', '20ms', '-d', `${SECONDS}s`, '-l', '160', '-Q', '-o', file];
  const child = spawn('irtt', [...args, `127.0.0.1:${port}`]);
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

/** What the forwarder did to our call: the loss it injected, the median and mean |IPDV| of the delays it added. */
function injected(flow: FlowRecord): Figures {
  const d = flow.delaysMs;
  const kept = d.filter((x): x is number => x !== null);
  let ipdv = 0;
  let pairs = 0;
  for (let i = 1; i < d.length; i++) {
    if (d[i] === null || d[i - 1] === null) continue;
    ipdv += Math.abs(d[i]! - d[i - 1]!);
    pairs++;
  }
  return {
    rttMs: median(kept),
    jitterMs: pairs ? ipdv / pairs : 0,
    loss: d.length ? (d.length - kept.length) / d.length : 0,
  };
}

const ms = (x: number) => x.toFixed(2).padStart(8);
const pct = (x: number) => `${(x * 100).toFixed(1).padStart(5)} %`;
const row = (name: string, f: Figures) =>
  `  ${name.padEnd(18)}${ms(f.rttMs)} ms ${ms(f.jitterMs)} ms  ${pct(f.loss)}`;
const signed = (x: number, digits = 2) => `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(digits)}`;
const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');
const load = () => `load average ${loadavg()[0]!.toFixed(2)} on ${availableParallelism()} cores`;

const irttPort = await freePort();
const irttServer = spawn('irtt', ['server', '-b', `127.0.0.1:${irttPort}`], { stdio: 'ignore' });
await new Promise((r) => setTimeout(r, 1000));
let product: StartedProcess | null = null;
let misses = 0;
try {
  const port = await freePort();
  const relayPort = await freePort();
  product = await startProcess(server, port, '/api/frontdoors', {
    DATABASE_URL: `sqlite:${join(work, 'bench.db')}`,
    MEDIA_RELAY_PORT: String(relayPort),
    LOG_LEVEL: 'warn',
  });
  console.log(
    `meetings media accuracy: ${SECONDS} s calls of 160-byte packets every 20 ms on loopback, the skype` +
      ' test and irtt at the same time through forwarders drawing the same losses and delays',
  );
  console.log(
    `targets: RTT median within ${TARGET.rttMs} ms of irtt's, jitter (mean |IPDV|) within ` +
      `${TARGET.jitterMs} ms of irtt's, loss within ${TARGET.lossPoints} point of the injected; ${load()}`,
  );
  for (const [i, imp] of SETTINGS.entries()) {
    const seed = `media-accuracy-${i}`;
    let firstPacket: () => void = () => undefined;
    const started = new Promise<void>((resolve) => (firstPacket = resolve));
    const f1 = await startUdpForwarder({ host: '127.0.0.1', port: relayPort }, imp, {
      seed,
      onFlow: () => firstPacket(),
    });
    const f2 = await startUdpForwarder({ host: '127.0.0.1', port: irttPort }, imp, { seed });
    // irtt starts when our call's first packet reaches the forwarder: the two calls overlap.
    const mine = ours(`${product.url}/`, { host: '127.0.0.1', port: f1.port });
    await Promise.race([started, mine]);
    const theirs = await irtt(f2.port);
    const m = await mine;
    f1.close();
    f2.close();
    const flow = [...f1.flows.values()][0];
    const inj = flow ? injected(flow) : { rttMs: Number.NaN, jitterMs: Number.NaN, loss: Number.NaN };
    const rttOk = Math.abs(m.rttMs - theirs.rttMs) <= TARGET.rttMs;
    const jitterOk = Math.abs(m.jitterMs - theirs.jitterMs) <= TARGET.jitterMs;
    const lossOk = Math.abs(m.loss - inj.loss) * 100 <= TARGET.lossPoints;
    misses += [rttOk, jitterOk, lossOk].filter((ok) => !ok).length;
    console.log(
      `\ninjected +${imp.delayMs} ms, jitter 0–${imp.jitterMs} ms, loss ${(imp.loss * 100).toFixed(0)} % ` +
        `(expected added: RTT median ${imp.delayMs + imp.jitterMs / 2} ms, mean |IPDV| J/3 = ` +
        `${(imp.jitterMs / 3).toFixed(2)} ms); ${load()}`,
    );
    console.log(`  ${''.padEnd(18)}RTT median  mean |IPDV|   loss`);
    console.log(row('forwarder added', inj));
    console.log(row('skype test', m));
    console.log(row('irtt', theirs));
    console.log(
      `  skype − irtt      RTT ${signed(m.rttMs - theirs.rttMs)} ms ${verdict(rttOk)}` +
        `   jitter ${signed(m.jitterMs - theirs.jitterMs)} ms ${verdict(jitterOk)}` +
        `   loss − injected ${signed((m.loss - inj.loss) * 100, 1)} points ${verdict(lossOk)}`,
    );
  }
  console.log(`\n${misses === 0 ? 'every target met' : `${misses} target(s) missed`}; ${load()}`);
} finally {
  irttServer.kill();
  await product?.stop();
  rmSync(work, { recursive: true, force: true });
}
