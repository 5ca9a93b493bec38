import { createSocket } from 'node:dgram';
import { promises as dns } from 'node:dns';
import { connect, isIP } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { TracerouteResult } from '@netlens/core';
import { quantile } from '@netlens/core/stats';
import { round2 } from '../lib/stats.js';

type Estimate = NonNullable<TracerouteResult['targets'][number]['estimate']>;

const CONNECTS = 3;
const CONNECT_TIMEOUT_MS = 3000;
/** First UDP port of the hop probes (traceroute's), one port per TTL. */
const PROBE_PORT = 33434;
const PROBE_WAIT_MS = 1000;

/** Milliseconds to open a TCP connection to address:port, or the reason it did not open. */
function connectTime(address: string, port: number): Promise<number | Error> {
  return new Promise((resolve) => {
    const start = performance.now();
    const socket = connect({ host: address, port, timeout: CONNECT_TIMEOUT_MS });
    const done = (value: number | Error) => {
      socket.destroy();
      resolve(value);
    };
    socket.once('connect', () => done(performance.now() - start));
    socket.once('timeout', () =>
      done(new Error(`no TCP answer from port ${port} in ${CONNECT_TIMEOUT_MS / 1000} s`)),
    );
    socket.once('error', (err) => done(err));
  });
}

/**
 * The hop count to an address without privileges: UDP datagrams to a closed port with TTL 1 to
 * `maxHops`, each from its own connected socket. A probe that reaches the host makes it answer
 * "port unreachable", which the OS reports on that socket (ECONNREFUSED; ECONNRESET on Windows);
 * routers' "time exceeded" for shorter TTLs is not reported. The smallest TTL refused is the hop
 * count; null when the host answers no probe (a firewall drops them).
 */
export async function hopCount(address: string, maxHops: number): Promise<number | null> {
  const type = isIP(address) === 6 ? 'udp6' : 'udp4';
  const refused = new Set<number>();
  const sockets = Array.from({ length: maxHops }, (_, i) => {
    const ttl = i + 1;
    const socket = createSocket(type);
    socket.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ECONNREFUSED' || err.code === 'ECONNRESET') refused.add(ttl);
    });
    return { ttl, socket };
  });
  try {
    // In TTL order, so the host's answers (which it may rate-limit) go to the shortest TTLs first.
    for (const { ttl, socket } of sockets) {
      await new Promise<void>((resolve) => socket.connect(PROBE_PORT + ttl - 1, address, () => resolve()));
      socket.setTTL(ttl);
      socket.send(Buffer.alloc(32));
      await new Promise((r) => setTimeout(r, 2));
    }
    await new Promise((r) => setTimeout(r, PROBE_WAIT_MS));
  } catch {
    // a socket could not send: use what was answered
  } finally {
    for (const { socket } of sockets) socket.close();
  }
  return refused.size ? Math.min(...refused) : null;
}

/** What a host's path gives without a path tool: the median TCP connect time and the hop count. */
export async function estimatePath(host: string, port: number, maxHops: number): Promise<Estimate> {
  let address = host;
  if (!isIP(host)) {
    try {
      address = (await dns.lookup(host)).address;
    } catch (err) {
      return { port, connectMs: null, hopCount: null, error: (err as Error).message.slice(0, 500) };
    }
  }
  const times: number[] = [];
  let error: string | null = null;
  for (let i = 0; i < CONNECTS; i++) {
    const t = await connectTime(address, port);
    if (t instanceof Error) error = t.message.slice(0, 500);
    else times.push(t);
  }
  return {
    port,
    connectMs: times.length ? round2(quantile(times, 0.5, 'nearest-rank')) : null,
    hopCount: await hopCount(address, maxHops),
    error: times.length ? null : error,
  };
}
