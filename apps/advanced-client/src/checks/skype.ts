import { createSocket } from 'node:dgram';
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
import { quantile } from '@netlens/core/stats';
import type { TestContext } from '../context.js';
import { NotAvailable } from '../lib/notAvailable.js';
import { meanChange, round2 } from '../lib/stats.js';

/** Waiting for late echoes after the last packet. */
const DRAIN_MS = 1000;

/**
 * Loss, median RTT (by nearest rank: a measured echo) and jitter (mean change of consecutive
 * RTTs) of a call's echoes.
 */
export function callStats(sent: number, rtts: ReadonlyMap<number, number>) {
  const ordered = [...rtts.entries()].sort((a, b) => a[0] - b[0]).map(([, rtt]) => rtt);
  return {
    received: ordered.length,
    lossShare: sent === 0 ? 1 : round2(((sent - ordered.length) / sent) * 10_000) / 10_000,
    rttMs: ordered.length ? round2(quantile(ordered, 0.5, 'nearest-rank')) : null,
    jitterMs: ordered.length > 1 ? round2(meanChange(ordered)) : null,
  };
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
  const socket = createSocket({ type: relay.host.includes(':') ? 'udp6' : 'udp4' });
  const sentAt = new Map<number, number>();
  const rtts = new Map<number, number>();
  socket.on('message', (msg) => {
    const echo = readMediaHeader(msg);
    if (!echo?.echo || echo.runId !== runId) return;
    const seq = echo.seq;
    const t = sentAt.get(seq);
    if (t !== undefined && !rtts.has(seq)) rtts.set(seq, performance.now() - t);
  });
  socket.on('error', () => undefined);
  const total = Math.round((ctx.mediaSeconds * 1000) / MEDIA_PACKET_INTERVAL_MS);
  const start = performance.now();
  try {
    await new Promise<void>((resolve) => {
      let seq = 0;
      const tick = () => {
        // Catch up on timer drift so the call keeps its 50 packets per second.
        const due = Math.min(total, Math.floor((performance.now() - start) / MEDIA_PACKET_INTERVAL_MS) + 1);
        while (seq < due) {
          const packet = Buffer.alloc(MEDIA_PACKET_BYTES);
          writeMediaHeader(packet, { seq, sentAt: Date.now(), runId, key });
          sentAt.set(seq, performance.now());
          socket.send(packet, relay.port, relay.host);
          seq++;
        }
        if (seq >= total) return resolve();
        setTimeout(tick, MEDIA_PACKET_INTERVAL_MS / 2);
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
    rttMs: stats.rttMs,
    jitterMs: stats.jitterMs,
    durationMs: round2(performance.now() - start),
  };
}
