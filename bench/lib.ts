import { spawn } from 'node:child_process';
import { existsSync, openSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import autocannon from 'autocannon';
import { quantileSorted } from '@netlens/core/stats';

export interface StartedProcess {
  url: string;
  pid: number;
  /** Asks the process to stop and waits until it has. */
  stop: () => Promise<void>;
  /** CPU time (user + system) the process has used so far; NaN where /proc is not available. */
  cpuSeconds: () => number;
  /** The process's resident memory in MB; NaN where /proc is not available. */
  rssMb: () => number;
}

/** CPU seconds (user + system) of a process, from /proc (Linux); NaN elsewhere. */
function cpuSeconds(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of stat(5), in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

/** Resident memory of a process in MB, from /proc (Linux); NaN elsewhere. */
function rssMb(pid: number | undefined): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/**
 * Starts a server script in its own process, its output going to /dev/null (so reading logs
 * costs the load generator nothing), and waits until `readyPath` answers.
 */
export async function startProcess(
  script: string,
  port: number,
  readyPath: string,
  env: Record<string, string>,
  nodeArgs: string[] = [],
): Promise<StartedProcess> {
  const devNull = openSync('/dev/null', 'w');
  const child = spawn(process.execPath, [...nodeArgs, script], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', devNull, 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000; // a loaded machine starts the server slowly
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url + readyPath)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM'); // not left running after the benchmark gives up on it
      throw new Error(`${script} did not start`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  /**
   * Asks the process to stop and waits until it has: after 15 s it is killed, so its port is free
   * for the next server whatever it was busy with.
   */
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };
  return {
    url,
    pid: child.pid!,
    stop,
    cpuSeconds: () => cpuSeconds(child.pid),
    rssMb: () => rssMb(child.pid),
  };
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /**
   * Server CPU time (user + system, all threads) per request answered or timed out (ms), when the
   * server process was given; else NaN. Robust to a busy machine, unlike req/s.
   */
  cpuMsPerRequest: number;
}

/**
 * A fixed-length load after a short warm-up; bounded in time, loopback only. `target` is a URL
 * for GET, or autocannon options (method, body, `requests` with `setupRequest`…) for anything else.
 */
export async function load(
  target: string | autocannon.Options,
  connections: number,
  seconds: number,
  server?: StartedProcess,
): Promise<LoadResult> {
  const options = typeof target === 'string' ? { url: target } : target;
  await autocannon({ ...options, connections, duration: 2 });
  const cpuBefore = server?.cpuSeconds() ?? Number.NaN;
  const r = await autocannon({ ...options, connections, duration: seconds });
  const cpu = (server?.cpuSeconds() ?? Number.NaN) - cpuBefore;
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
    cpuMsPerRequest: (cpu * 1000) / (r['2xx'] + r.non2xx + r.timeouts),
  };
}

/** One request of an open-loop load. */
export interface OpenRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface OpenLoopResult {
  /** Requests per second asked for, and the rate at which they really left. */
  rate: number;
  sentRate: number;
  sent: number;
  p50: number;
  p99: number;
  /** Connection errors, answers other than 2xx, and requests unanswered when the run ended. */
  errors: number;
  non2xx: number;
  unanswered: number;
  cpuMsPerRequest: number;
}

/**
 * An open-loop load: requests leave at `rate` per second whatever the answers do, as independent
 * visitors arrive, each on a free kept-alive connection (a new one when none is free). Each is
 * timed from when it was due to leave, so a server falling behind shows as latency instead of
 * slowing the load down (no coordinated omission). Runs `seconds` after a 2 s warm-up at the same
 * rate, then waits up to 5 s for the last answers; loopback only, bounded in time.
 */
export async function openLoad(
  origin: string,
  next: () => OpenRequest,
  rate: number,
  seconds: number,
  server?: StartedProcess,
): Promise<OpenLoopResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: Infinity });
  const send = (r: OpenRequest, due: number, done: (ms: number | null, status: number) => void) => {
    const req = request(origin + r.path, { method: r.method, headers: r.headers, agent }, (res) => {
      res.resume();
      res.on('end', () => done(performance.now() - due, res.statusCode ?? 0));
      res.on('error', () => done(null, 0));
    });
    req.on('error', () => done(null, 0));
    req.end(r.body);
  };
  const phase = async (length: number) => {
    const times: number[] = [];
    let errors = 0;
    let non2xx = 0;
    let answered = 0;
    const total = Math.round(rate * length);
    const started = performance.now();
    let sent = 0;
    let lastSent = started;
    await new Promise<void>((resolve) => {
      const tick = () => {
        const now = performance.now();
        while (sent < total && started + (sent * 1000) / rate <= now) {
          const due = started + (sent * 1000) / rate;
          sent++;
          lastSent = now;
          send(next(), due, (ms, status) => {
            answered++;
            if (ms === null) errors++;
            else if (status < 200 || status > 299) non2xx++;
            else times.push(ms);
          });
        }
        if (sent < total) setTimeout(tick, Math.max(0, started + (sent * 1000) / rate - performance.now()));
        else resolve();
      };
      tick();
    });
    const deadline = performance.now() + 5000;
    while (answered < sent && performance.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    times.sort((a, b) => a - b);
    const at = (q: number) => (times.length ? quantileSorted(times, q, 'nearest-rank') : Number.NaN);
    return {
      sent,
      sentRate: sent / ((lastSent - started) / 1000 || 1),
      p50: at(0.5),
      p99: at(0.99),
      errors,
      non2xx,
      unanswered: sent - answered,
    };
  };
  try {
    await phase(2);
    const cpuBefore = server?.cpuSeconds() ?? Number.NaN;
    const r = await phase(seconds);
    const cpu = (server?.cpuSeconds() ?? Number.NaN) - cpuBefore;
    return { rate, ...r, cpuMsPerRequest: (cpu * 1000) / r.sent };
  } finally {
    agent.destroy();
  }
}

const cleanups: (() => Promise<void> | void)[] = [];

/** Runs `fn` when the benchmark ends (`cleanUp`) or is interrupted; the last registered runs first. */
export function onCleanUp(fn: () => Promise<void> | void): void {
  if (cleanups.length === 0 && process.listenerCount('SIGINT') === 0) {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
    }
  }
  cleanups.push(fn);
}

/** Runs every registered clean-up once, ignoring their failures. */
export async function cleanUp(): Promise<void> {
  for (const c of cleanups.splice(0).reverse()) await Promise.resolve(c()).catch(() => undefined);
}

/** A live run of the advanced test, with its token. */
export interface Run {
  runId: string;
  token: string;
}

/** Creates `n` live runs on a server, each for a new report. */
export async function createRuns(base: string, n: number): Promise<Run[]> {
  const runs: Run[] = [];
  const form = 'latitude=51.5&longitude=-0.12&city=London&measuredLatency=12&measuredLatencies=12,13';
  for (let i = 0; i < n; i++) {
    const report = await fetch(`${base}/api/AnonymousConnectivityTest/GenerateTestReport`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    });
    const { id } = (await report.json()) as { id: string };
    if (!id) throw new Error(`GenerateTestReport answered ${report.status}`);
    const run = await fetch(`${base}/api/LiveTest/CreateRun`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ reportId: id }),
    });
    const created = (await run.json()) as Run;
    if (!created.runId) throw new Error(`CreateRun answered ${run.status}: ${JSON.stringify(created)}`);
    runs.push(created);
  }
  return runs;
}

export interface TimedAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as sent (not decoded). */
  body: Buffer;
  ms: number;
}

/** One GET on the agent's connections, timed from sending to the last byte received. */
export function timedGet(url: string, headers: Record<string, string>, agent: Agent): Promise<TimedAnswer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(url, { agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks),
          ms: performance.now() - started,
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** The machine's load average over the last minute, beside its CPU count. */
export const loadAverage = () => `${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} CPUs`;

/** The built server's entry point; without a build, the benchmark stops saying how to make one. */
export function builtServer(): string {
  const main = join(dirname(fileURLToPath(import.meta.url)), '../apps/server/dist/main.js');
  if (!existsSync(main)) {
    console.error('Build the product first: npm run build');
    process.exit(1);
  }
  return main;
}
