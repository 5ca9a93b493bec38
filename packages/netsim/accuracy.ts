// How closely the forwarder adds the round-trip time it is asked for, over raw TCP and over HTTP
// (keep-alive fetch, as the browser's warm probes do). Loopback only; prints a table and stops.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { quantile } from '@netlens/core/stats';
import { measureTcpRtt, startDelayForwarder, startEchoServer } from './src/index.js';

const SAMPLES = Number(process.env.SAMPLES ?? 40);
const DELAYS = [0, 10, 50, 150];

const print = (line: string) => process.stdout.write(`${line}\n`);

async function httpRtts(url: string, n: number): Promise<number[]> {
  await (await fetch(url)).arrayBuffer(); // opens the keep-alive connection
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await (await fetch(url)).arrayBuffer();
    out.push(performance.now() - t0);
  }
  return out;
}

const http: Server = createServer((_req, res) => res.end('ok'));
await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
const httpPort = (http.address() as AddressInfo).port;
const echo = await startEchoServer();

// Quantiles by 'lower': the sample just below position (n − 1)·q, a measured round trip.
const tcpBase = quantile((await measureTcpRtt('127.0.0.1', echo.port, SAMPLES)).rtts, 0.5, 'lower');
const httpBase = quantile(await httpRtts(`http://127.0.0.1:${httpPort}/`, SAMPLES), 0.5, 'lower');
print(
  `baseline median RTT: tcp ${tcpBase.toFixed(3)} ms, http ${httpBase.toFixed(3)} ms; ${SAMPLES} samples\n`,
);
print('one-way | expected +RTT | tcp +median | tcp +p90 | http +median | http +p90 | tcp first (expect 4×)');
for (const delayMs of DELAYS) {
  const tcp = await startDelayForwarder({ targetHost: '127.0.0.1', targetPort: echo.port, delayMs });
  const web = await startDelayForwarder({ targetHost: '127.0.0.1', targetPort: httpPort, delayMs });
  const t = await measureTcpRtt('127.0.0.1', tcp.port, SAMPLES);
  const h = await httpRtts(web.url, SAMPLES);
  await Promise.all([tcp.stop(), web.stop()]);
  const f = (x: number) => x.toFixed(2).padStart(8);
  print(
    `${String(delayMs).padStart(7)} | ${String(2 * delayMs).padStart(13)} | ${f(quantile(t.rtts, 0.5, 'lower') - tcpBase)}    | ` +
      `${f(quantile(t.rtts, 0.9, 'lower') - tcpBase)} | ${f(quantile(h, 0.5, 'lower') - httpBase)}     | ${f(quantile(h, 0.9, 'lower') - httpBase)}  | ${f(t.firstMs)}`,
  );
}
await echo.stop();
http.closeAllConnections();
http.close();
