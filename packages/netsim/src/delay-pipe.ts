import type { Socket } from 'node:net';
import { performance } from 'node:perf_hooks';

/** How one direction of a connection is delayed; read again for every chunk, so it can change. */
export interface DelaySettings {
  /** One-way delay in milliseconds. */
  delayMs: number;
  /** Each chunk's delay varies uniformly by up to ± this many milliseconds (never reordered). */
  jitterMs: number;
}

/** Queued bytes (plus the destination's own buffer) above which the source is paused. */
const HIGH_WATER = 1024 * 1024;

type Item = { due: number; chunk: Buffer | null };

/** A running pipe: bytes delivered so far, and a way to drop what is still queued. */
export interface DelayPipe {
  delivered: () => number;
  cancel: () => void;
}

/**
 * Copies `src` to `dst`, delivering every chunk (and the end of the stream) a set delay after it
 * arrived. Delivery is timed against the monotonic clock, finishing with setImmediate for the last
 * millisecond so timer granularity adds almost nothing. `notBefore` holds back early data (used to
 * stand in for the TCP handshake's round trip).
 */
export function delayPipe(
  src: Socket,
  dst: Socket,
  settings: () => DelaySettings,
  random: () => number,
  notBefore = 0,
): DelayPipe {
  const queue: Item[] = [];
  let queued = 0;
  let delivered = 0;
  let lastDue = 0;
  let timer: (() => void) | null = null; // cancels the pending wake-up

  const flow = () => {
    if (queued + dst.writableLength > HIGH_WATER) src.pause();
    else if (src.isPaused() && !src.destroyed) src.resume();
  };

  const deliver = () => {
    timer = null;
    const now = performance.now();
    while (queue.length > 0 && queue[0]!.due <= now) {
      const { chunk } = queue.shift()!;
      if (dst.destroyed) return;
      if (chunk === null) {
        dst.end();
        continue;
      }
      queued -= chunk.length;
      delivered += chunk.length;
      dst.write(chunk);
    }
    schedule();
    flow();
  };

  const schedule = () => {
    if (timer !== null || queue.length === 0) return;
    const wait = queue[0]!.due - performance.now();
    if (wait >= 2) {
      const t = setTimeout(deliver, wait - 1);
      timer = () => clearTimeout(t);
    } else {
      const i = setImmediate(deliver);
      timer = () => clearImmediate(i);
    }
  };

  const push = (chunk: Buffer | null) => {
    const { delayMs, jitterMs } = settings();
    const jitter = jitterMs > 0 ? (random() * 2 - 1) * jitterMs : 0;
    const start = Math.max(performance.now(), notBefore);
    const due = Math.max(start + Math.max(0, delayMs + jitter), lastDue);
    lastDue = due;
    queue.push({ due, chunk });
    if (chunk) queued += chunk.length;
    schedule();
  };

  src.on('data', (chunk: Buffer) => {
    push(chunk);
    flow();
  });
  src.on('end', () => push(null));
  dst.on('drain', flow);
  return {
    delivered: () => delivered,
    cancel: () => {
      timer?.();
      timer = null;
      queue.length = 0;
    },
  };
}
