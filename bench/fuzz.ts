// The schema-driven fuzzer at scale: BENCH_FUZZ_REQUESTS (default 100,000) requests generated from
// the endpoint table, sent over HTTP to the real server (SQLite) at BENCH_CONCURRENCY (default 16),
// beside the same number of calls to a bare route (/livez) on the same server. Prints counts by
// status and by route, the faults (5xx, or a 4xx of the input naming no field) and both rates.
// Exits 1 when a fault was found.
import { Agent, request } from 'node:http';
import { loadavg } from 'node:os';
import {
  AllEndpoints,
  FuzzCallers,
  fuzzRequests,
  type FuzzRequest,
} from '../apps/server/src/test/fuzz/requests.js';
import { startFuzzTarget } from '../apps/server/src/test/fuzz/target.js';
import { FuzzTally, faultOf } from '../apps/server/src/test/fuzz/verdict.js';

const COUNT = Number(process.env.BENCH_FUZZ_REQUESTS ?? 100_000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261126);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);

const target = await startFuzzTarget({ TRUST_PROXY: 'true' });
const base = await target.t.app.listen({ port: 0, host: '127.0.0.1' });
const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
const closing = new Agent({ keepAlive: false });

function send(r: FuzzRequest): Promise<{ status: number; body: string }> {
  const url = new URL(r.url, base);
  const length = r.payload !== undefined ? Buffer.byteLength(r.payload) : 0;
  // A request the server may refuse unread (a URL over Node's header limit, a body over the
  // limit) goes on its own connection, which the server then closes: a kept-alive connection
  // would race that close.
  const big = r.url.length + length > 8_000;
  const headers = {
    ...target.headersFor(r),
    'x-forwarded-for': r.remoteAddress,
    ...(r.payload !== undefined ? { 'content-length': String(length) } : {}),
    ...(big ? { connection: 'close' } : {}),
  };
  return new Promise((resolve) => {
    const req = request(url, { method: r.method, headers, agent: big ? closing : agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
      res.on('error', () => resolve({ status: 0, body: 'response broken' }));
    });
    // The server may close a connection on a body it refuses before reading it all.
    req.on('error', (err) => resolve({ status: 0, body: `connection: ${err.message}` }));
    if (r.payload !== undefined) req.write(r.payload);
    req.end();
  });
}

/** Sends every request with `CONCURRENCY` in flight; the seconds it took. */
async function drive(requests: FuzzRequest[], tally: FuzzTally): Promise<number> {
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < requests.length) {
        const r = requests[next++]!;
        const res = await send(r);
        const fault = res.status === 0 ? res.body : faultOf(res.status, res.body);
        tally.add(r.endpoint, res.status, fault, r);
      }
    }),
  );
  return (performance.now() - started) / 1000;
}

try {
  const generated = performance.now();
  const requests = fuzzRequests(COUNT, SEED, FuzzCallers);
  process.stdout.write(
    `generated ${requests.length} requests over ${AllEndpoints.length} endpoints in ${((performance.now() - generated) / 1000).toFixed(1)} s (seed ${SEED})\n`,
  );
  const tally = new FuzzTally();
  const fuzzSeconds = await drive(requests, tally);
  const bare: FuzzRequest = {
    endpoint: 'livez',
    caller: 'anonymous',
    method: 'GET',
    url: '/livez',
    headers: {},
    remoteAddress: '10.0.0.1',
  };
  const bareTally = new FuzzTally();
  const bareSeconds = await drive(
    Array.from({ length: COUNT }, () => bare),
    bareTally,
  );

  process.stdout.write(`\nby status: ${tally.statusLine()}\n\nby route (status×count):\n`);
  for (const [endpoint, statuses] of [...tally.byEndpoint].sort((a, b) => a[0].localeCompare(b[0]))) {
    const line = [...statuses]
      .sort((a, b) => a[0] - b[0])
      .map(([s, n]) => `${s}×${n}`)
      .join(' ');
    process.stdout.write(`  ${endpoint.padEnd(36)} ${line}\n`);
  }
  const fuzzRate = tally.total / fuzzSeconds;
  const bareRate = bareTally.total / bareSeconds;
  process.stdout.write(
    `\nfuzzed: ${tally.total} requests in ${fuzzSeconds.toFixed(1)} s = ${fuzzRate.toFixed(0)} req/s` +
      `\nbare /livez: ${bareTally.total} requests in ${bareSeconds.toFixed(1)} s = ${bareRate.toFixed(0)} req/s (${bareTally.statusLine()})` +
      `\nratio fuzzed/bare: ${(fuzzRate / bareRate).toFixed(2)}; concurrency ${CONCURRENCY}; load average ${loadavg()[0]!.toFixed(2)}` +
      `\nfaults: ${tally.faults.length}\n`,
  );
  for (const f of tally.faults.slice(0, 50)) process.stdout.write(`  ${f}\n`);
  process.exitCode = tally.faults.length === 0 && (await target.signedIn()) ? 0 : 1;
} finally {
  agent.destroy();
  closing.destroy();
  await target.close();
}
