import { performance } from 'node:perf_hooks';
import { Socket as EngineSocket } from 'engine.io-client';
import { HUB_PATH, type WebSocketResult } from '@netlens/core';
import type { TestContext } from '../context.js';
import { round2 } from '../lib/stats.js';

const TIMEOUT_MS = 60_000;

/** `websocket`: whether a WebSocket to the server's live channel opens, and how long it takes. */
export async function webSocketTest(ctx: TestContext): Promise<WebSocketResult> {
  const base = new URL(ctx.plan.server);
  const path = `${base.pathname.replace(/\/$/, '')}${HUB_PATH}/`;
  const url = `${base.protocol === 'https:' ? 'wss' : 'ws'}://${base.host}${path}`;
  const t0 = performance.now();
  const socket = new EngineSocket(base.origin, { path, transports: ['websocket'], upgrade: false });
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no answer within 60 s')), TIMEOUT_MS);
      socket.on('open', () => {
        clearTimeout(timer);
        resolve();
      });
      socket.on('error', (err: unknown) => {
        clearTimeout(timer);
        reject(err instanceof Error ? err : new Error(String(err)));
      });
    });
    return { url, connected: true, latencyMs: round2(performance.now() - t0), error: null };
  } catch (err) {
    return { url, connected: false, latencyMs: null, error: (err as Error).message.slice(0, 500) };
  } finally {
    socket.close();
  }
}
