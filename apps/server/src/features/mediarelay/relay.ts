import { timingSafeEqual } from 'node:crypto';
import { createSocket, type RemoteInfo, type Socket } from 'node:dgram';
import { lookup } from 'node:dns';
import { isIP } from 'node:net';
import { markMediaEcho, readMediaHeader, type MediaHeader } from '@netlens/core';
import { RunKeys, type RunKeyLookup } from './keys.js';
import { TokenBuckets } from './limits.js';

/** Packets a second (and at once) the relay answers: per source address, per run, and run lookups. */
export interface RelayLimits {
  perSource: number;
  perRun: number;
  lookups: number;
}
/** A call sends 50 packets a second: a run may send twice that, an address (one NAT) four calls' worth. */
export const RELAY_LIMITS: RelayLimits = { perSource: 200, perRun: 100, lookups: 100 };

export interface MediaRelay {
  port: number;
  /** Whether the port asked for was taken or not permitted, so a free one was bound instead. */
  fellBack: boolean;
  close: () => Promise<void>;
}

function bind(port: number, host: string): Promise<Socket> {
  const socket = createSocket({
    type: host.includes(':') ? 'udp6' : 'udp4',
    // An echo goes to the address it came from: sent within `send()`, not on the next tick
    // after a lookup of an address.
    lookup: (name, options, callback) =>
      isIP(name) ? callback(null, name, isIP(name)) : lookup(name, options, callback),
  });
  return new Promise((resolve, reject) => {
    socket.once('error', (err) => {
      socket.close();
      reject(err);
    });
    socket.bind(port, host, () => {
      socket.removeAllListeners('error');
      resolve(socket);
    });
  });
}

const SAME_KEY = (a: Uint8Array, b: Uint8Array) => a.length === b.length && timingSafeEqual(a, b);

/**
 * The meetings media relay. It echoes a test datagram to its sender only when the datagram
 * carries the key of a run it knows (`runKey`), is between the header's size and one MTU, and
 * its source and run are within their rates. The echo is the request with its magic turned into
 * the echo's, so it is never larger than the request and never echoed by another relay.
 * Privileged source ports (below 1024, where reflection targets services) get no answer.
 */
export async function startMediaRelay(opts: {
  port: number;
  host?: string;
  /** Bind a free port when `port` is taken or not permitted. */
  fallbackToFreePort?: boolean;
  runKey: RunKeyLookup;
  limits?: Partial<RelayLimits>;
}): Promise<MediaRelay> {
  const host = opts.host ?? '0.0.0.0';
  const limits = { ...RELAY_LIMITS, ...opts.limits };
  let socket: Socket;
  let fellBack = false;
  try {
    socket = await bind(opts.port, host);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (!opts.fallbackToFreePort || (code !== 'EADDRINUSE' && code !== 'EACCES')) throw err;
    socket = await bind(0, host);
    fellBack = true;
  }
  const bySource = new TokenBuckets(limits.perSource, limits.perSource);
  const byRun = new TokenBuckets(limits.perRun, limits.perRun);
  const keys = new RunKeys(opts.runKey, new TokenBuckets(limits.lookups, limits.lookups, 1));
  let open = true;

  const reply = (msg: Buffer, from: RemoteInfo, header: MediaHeader, key: Uint8Array | null) => {
    if (!key || !SAME_KEY(key, header.key) || !byRun.take(header.runId) || !open) return;
    const echo = Buffer.from(msg);
    markMediaEcho(echo);
    socket.send(echo, from.port, from.address);
  };
  socket.on('message', (msg, from) => {
    if (from.port < 1024 || !bySource.take(from.address)) return;
    const header = readMediaHeader(msg);
    if (!header || header.echo) return;
    // A call's packets after its first find the run's key remembered: answered at once.
    const key = keys.cached(header.runId);
    if (key !== undefined) reply(msg, from, header, key);
    else void keys.key(header.runId).then((found) => reply(msg, from, header, found));
  });
  socket.on('error', () => undefined);
  return {
    port: socket.address().port,
    fellBack,
    close: () =>
      new Promise<void>((resolve) => {
        open = false;
        socket.close(() => resolve());
      }),
  };
}
