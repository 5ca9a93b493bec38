import { createServer, connect, type AddressInfo, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { delayPipe, type DelayPipe } from './delay-pipe.js';

/** What the forwarder does to traffic; every field can be changed while it runs. */
export interface ImpairmentSettings {
  /** One-way delay added to each direction, so a round trip grows by twice this (ms). */
  delayMs: number;
  /** Each chunk's one-way delay varies uniformly by up to ± this much (ms); order is kept. */
  jitterMs: number;
  /** Share (0–1) of new connections reset as soon as they are accepted. */
  dropProbability: number;
  /**
   * Hold the client's first bytes back by one extra round trip, standing in for the TCP handshake
   * the forwarder cannot delay (the kernel completes it before the connection is accepted).
   */
  handshakeRtt: boolean;
}

export interface DelayForwarderOptions extends Partial<ImpairmentSettings> {
  /** Where the forwarder listens; port 0 (the default) picks a free port. */
  listenHost?: string;
  listenPort?: number;
  targetHost: string;
  targetPort: number;
  /** Source of randomness for jitter and drops (Math.random by default; tests pass their own). */
  random?: () => number;
}

export interface ForwarderStats {
  accepted: number;
  dropped: number;
  active: number;
  bytesUp: number;
  bytesDown: number;
}

export interface DelayForwarder {
  host: string;
  port: number;
  /** `http://host:port/`, convenient for HTTP targets. */
  url: string;
  settings: Readonly<ImpairmentSettings>;
  /** Changes the impairment for data that arrives from now on. */
  configure: (changes: Partial<ImpairmentSettings>) => void;
  stats: () => ForwarderStats;
  /**
   * Cuts the link (true) or restores it (false). While cut, open connections are reset and new
   * ones are accepted but get no answer, as behind a failed link; on restore the held ones are
   * reset and new connections reach the target again.
   */
  cut: (on: boolean) => void;
  /** Stops listening and resets every open connection. */
  stop: () => Promise<void>;
}

/** Starts a TCP forwarder `listen → target` that delays both directions; resolves once it listens. */
export async function startDelayForwarder(opts: DelayForwarderOptions): Promise<DelayForwarder> {
  const random = opts.random ?? Math.random;
  const settings: ImpairmentSettings = {
    delayMs: opts.delayMs ?? 0,
    jitterMs: opts.jitterMs ?? 0,
    dropProbability: opts.dropProbability ?? 0,
    handshakeRtt: opts.handshakeRtt ?? true,
  };
  const validate = (s: ImpairmentSettings) => {
    if (!(s.delayMs >= 0 && s.jitterMs >= 0)) throw new RangeError('delayMs and jitterMs must be ≥ 0');
    if (!(s.dropProbability >= 0 && s.dropProbability <= 1)) throw new RangeError('dropProbability: 0–1');
  };
  validate(settings);
  const live = new Set<{ client: Socket; upstream: Socket; pipes: DelayPipe[] }>();
  const totals = { accepted: 0, dropped: 0, bytesUp: 0, bytesDown: 0 };
  const current = () => settings;
  let isCut = false;
  const held = new Set<Socket>();
  const resetAll = () => {
    for (const c of live) {
      c.pipes.forEach((p) => p.cancel());
      c.client.resetAndDestroy();
      c.upstream.resetAndDestroy();
    }
    for (const h of held) h.resetAndDestroy();
    held.clear();
  };

  const server = createServer({ allowHalfOpen: true, noDelay: true }, (client) => {
    totals.accepted++;
    if (isCut) {
      held.add(client);
      client.on('error', () => undefined).on('close', () => held.delete(client));
      return;
    }
    if (settings.dropProbability > 0 && random() < settings.dropProbability) {
      totals.dropped++;
      client.resetAndDestroy();
      return;
    }
    const acceptedAt = performance.now();
    const upstream = connect({
      host: opts.targetHost,
      port: opts.targetPort,
      allowHalfOpen: true,
      noDelay: true,
    });
    const holdUntil = settings.handshakeRtt ? acceptedAt + 2 * settings.delayMs : 0;
    const pipes = [
      delayPipe(client, upstream, current, random, holdUntil),
      delayPipe(upstream, client, current, random),
    ];
    const conn = { client, upstream, pipes };
    live.add(conn);
    let closed = 0;
    const onClose = () => {
      if (++closed < 2) return;
      live.delete(conn);
      totals.bytesUp += pipes[0]!.delivered();
      totals.bytesDown += pipes[1]!.delivered();
      pipes.forEach((p) => p.cancel());
    };
    // A failure on one side is passed on to the other as a reset, as a router would.
    const fail = (other: Socket) => () => {
      if (!other.destroyed) other.resetAndDestroy();
    };
    client.on('error', fail(upstream)).on('close', onClose);
    upstream.on('error', fail(client)).on('close', onClose);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.listenPort ?? 0, opts.listenHost ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    host: address.address,
    port: address.port,
    url: `http://${host}:${address.port}/`,
    settings,
    configure: (changes) => {
      const next = { ...settings, ...changes };
      validate(next);
      Object.assign(settings, next);
    },
    stats: () => {
      let up = 0;
      let down = 0;
      for (const c of live) {
        up += c.pipes[0]!.delivered();
        down += c.pipes[1]!.delivered();
      }
      return {
        ...totals,
        active: live.size,
        bytesUp: totals.bytesUp + up,
        bytesDown: totals.bytesDown + down,
      };
    },
    cut: (on) => {
      isCut = on;
      resetAll();
    },
    stop: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      resetAll();
      await closed;
    },
  };
}
