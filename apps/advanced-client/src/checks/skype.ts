import { createSocket, type Socket } from 'node:dgram';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { performance } from 'node:perf_hooks';
import {
  MEDIA_PACKET_BYTES,
  MEDIA_PACKET_INTERVAL_MS,
  mediaRunKey,
  readMediaHeader,
  runTokenHash,
  writeMediaHeader,
  type SkypeResult,
} from '@netlens/core';
import type { TestContext } from '../context.js';
import { NotAvailable } from '../lib/notAvailable.js';
import { round2 } from '../lib/stats.js';
import { callStats } from './callStats.js';

/** Waiting for late echoes after the last packet. */
const DRAIN_MS = 1000;

/**
 * A UDP socket whose sends to an address go out within `send()` itself: its lookup answers an IP
 * address at once, where Node's would defer the send to the next tick. So a send time taken
 * when `send()` returns is when the datagram left, as irtt takes it.
 */
async function openSocket(family: 4 | 6): Promise<Socket> {
  const socket = createSocket({
    type: family === 6 ? 'udp6' : 'udp4',
    lookup: (host, _options, callback) => callback(null, host, isIP(host) || family),
  });
  await new Promise<void>((resolve) => socket.bind(0, resolve));
  return socket;
}

/** The relay's address, resolved once per call; a name that does not resolve says so. */
async function resolveRelay(host: string): Promise<string> {
  try {
    return (await lookup(host)).address;
  } catch (err) {
    throw new Error(
      `the media relay's name ${host} does not resolve (${(err as NodeJS.ErrnoException).code ?? err})`,
      { cause: err },
    );
  }
}

/**
 * `skype`: a simulated audio call (50 packets/s of 160 bytes) to the media relay, echoed back.
 * The relay answers only a run it knows: each packet carries the run's id and its key.
 */
export async function skypeTest(ctx: TestContext): Promise<SkypeResult> {
  const relay = ctx.plan.mediaRelay;
  if (!relay) throw new NotAvailable('MEDIA_RELAY_PORT');
  if (!ctx.run) throw new NotAvailable('liveRun');
  const runId = ctx.run.id.toLowerCase();
  const key = await mediaRunKey(await runTokenHash(ctx.run.token), runId);
  const address = isIP(relay.host) ? relay.host : await resolveRelay(relay.host);
  const socket = await openSocket(isIP(address) === 6 ? 6 : 4);
  const sentAt = new Map<number, number>();
  const rtts = new Map<number, number>();
  socket.on('message', (msg) => {
    // Timed first, before any other work, as the datagram is handed over.
    const at = performance.now();
    const echo = readMediaHeader(msg);
    if (!echo?.echo || echo.runId !== runId) return;
    const t = sentAt.get(echo.seq);
    if (t !== undefined && !rtts.has(echo.seq)) rtts.set(echo.seq, at - t);
  });
  socket.on('error', () => undefined);
  const total = Math.round((ctx.mediaSeconds * 1000) / MEDIA_PACKET_INTERVAL_MS);
  const start = performance.now();
  try {
    await new Promise<void>((resolve) => {
      let seq = 0;
      const tick = () => {
        // Every packet due by now (a late timer catches up), then sleep until the next one is due.
        const due = Math.min(total, Math.floor((performance.now() - start) / MEDIA_PACKET_INTERVAL_MS) + 1);
        while (seq < due) {
          const packet = Buffer.alloc(MEDIA_PACKET_BYTES);
          writeMediaHeader(packet, { seq, sentAt: Date.now(), runId, key });
          socket.send(packet, relay.port, address);
          sentAt.set(seq, performance.now());
          seq++;
        }
        if (seq >= total) return resolve();
        setTimeout(tick, Math.max(0, start + seq * MEDIA_PACKET_INTERVAL_MS - performance.now()));
      };
      tick();
    });
    await new Promise((r) => setTimeout(r, DRAIN_MS));
  } finally {
    socket.close();
  }
  const stats = callStats(total, rtts);
  return {
    relay: `${relay.host}:${relay.port}`,
    udpBlocked: stats.received === 0,
    sent: total,
    received: stats.received,
    lossShare: stats.lossShare,
    lossShareInterval: stats.lossShareInterval,
    rttMs: stats.rttMs,
    rttIntervalMs: stats.rttIntervalMs,
    jitterMs: stats.jitterMs,
    jitterIntervalMs: stats.jitterIntervalMs,
    durationMs: round2(performance.now() - start),
  };
}
